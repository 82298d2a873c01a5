from enum import StrEnum


class ShoveTargetUsesType0(StrEnum):
    DEX = "dex"
    STR = "str"

    def __str__(self) -> str:
        return str(self.value)
