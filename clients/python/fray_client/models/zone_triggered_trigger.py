from enum import StrEnum


class ZoneTriggeredTrigger(StrEnum):
    END_OF_TURN = "end_of_turn"
    ENTER = "enter"
    START_OF_TURN = "start_of_turn"

    def __str__(self) -> str:
        return str(self.value)
