from enum import StrEnum


class Dnd5EStatsBonusActionGrantsItem(StrEnum):
    DASH = "dash"
    DISENGAGE = "disengage"
    HIDE = "hide"

    def __str__(self) -> str:
        return str(self.value)
