from enum import StrEnum


class GrappleTargetUsesType0(StrEnum):
    DEX = "dex"
    STR = "str"

    def __str__(self) -> str:
        return str(self.value)
