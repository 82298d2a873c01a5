from enum import StrEnum


class Dnd4EStatsInArmour(StrEnum):
    HEAVY = "heavy"
    LIGHT = "light"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
