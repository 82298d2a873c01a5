from enum import StrEnum


class ApplyConditionDuration(StrEnum):
    END_OF_NEXT_TURN = "end_of_next_turn"
    ROUNDS = "rounds"
    SAVE_ENDS = "save_ends"
    START_OF_NEXT_TURN = "start_of_next_turn"
    UNTIL_REMOVED = "until_removed"

    def __str__(self) -> str:
        return str(self.value)
