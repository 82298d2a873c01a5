from enum import StrEnum


class ApplyConditionSaveAt(StrEnum):
    END_OF_TURN = "end_of_turn"
    START_OF_TURN = "start_of_turn"

    def __str__(self) -> str:
        return str(self.value)
