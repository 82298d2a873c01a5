from enum import StrEnum


class PowerInMiss(StrEnum):
    HALF = "half"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
