from enum import StrEnum


class Dnd5EOptionsInitiative(StrEnum):
    ROLL = "roll"
    SCORE = "score"
    SIDE = "side"
    SPEED_FACTOR = "speed_factor"

    def __str__(self) -> str:
        return str(self.value)
