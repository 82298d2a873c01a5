from enum import StrEnum


class ActionTakenUsing(StrEnum):
    ACTION = "action"
    BONUS_ACTION = "bonus_action"
    FREE = "free"
    NONE = "none"
    REACTION = "reaction"

    def __str__(self) -> str:
        return str(self.value)
