from enum import StrEnum


class Dnd5E2024CastSpellCasting(StrEnum):
    ACTION = "action"
    BONUS_ACTION = "bonus_action"
    REACTION = "reaction"

    def __str__(self) -> str:
        return str(self.value)
