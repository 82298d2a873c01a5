from enum import StrEnum


class SaveEffectInDuration(StrEnum):
    END_OF_NEXT_TURN = "end_of_next_turn"
    SAVE_ENDS = "save_ends"
    UNTIL_REMOVED = "until_removed"

    def __str__(self) -> str:
        return str(self.value)
