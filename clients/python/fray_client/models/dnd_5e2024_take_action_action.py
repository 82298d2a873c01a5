from enum import StrEnum


class Dnd5E2024TakeActionAction(StrEnum):
    DASH = "dash"
    DISENGAGE = "disengage"
    DODGE = "dodge"
    HELP = "help"
    HIDE = "hide"
    INFLUENCE = "influence"
    SEARCH = "search"
    STUDY = "study"
    UTILIZE = "utilize"

    def __str__(self) -> str:
        return str(self.value)
