from enum import StrEnum


class EffectInDuration(StrEnum):
    END_OF_ENCOUNTER = "end_of_encounter"
    END_OF_NEXT_TURN = "end_of_next_turn"
    END_OF_TURN = "end_of_turn"
    SAVE_ENDS = "save_ends"
    START_OF_NEXT_TURN = "start_of_next_turn"
    SUSTAIN_MINOR = "sustain_minor"
    SUSTAIN_MOVE = "sustain_move"
    SUSTAIN_STANDARD = "sustain_standard"

    def __str__(self) -> str:
        return str(self.value)
