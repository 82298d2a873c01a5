from enum import StrEnum


class PowerInKind(StrEnum):
    AREA = "area"
    CLOSE = "close"
    MELEE = "melee"
    RANGED = "ranged"

    def __str__(self) -> str:
        return str(self.value)
