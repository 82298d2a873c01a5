from enum import StrEnum


class MeshalModesClimb(StrEnum):
    FULL = "full"
    NONE = "none"
    VALUE_0 = "-"

    def __str__(self) -> str:
        return str(self.value)
