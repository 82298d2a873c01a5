from enum import StrEnum


class Dnd5EStatsOverridesBonusActionGrantsItem(StrEnum):
    DASH = "dash"
    DISENGAGE = "disengage"
    HIDE = "hide"

    def __str__(self) -> str:
        return str(self.value)
