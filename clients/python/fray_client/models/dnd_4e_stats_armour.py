from enum import StrEnum


class Dnd4EStatsArmour(StrEnum):
    HEAVY = "heavy"
    LIGHT = "light"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
