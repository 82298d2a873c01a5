from enum import StrEnum


class ZoneMoveAction(StrEnum):
    MINOR = "minor"
    MOVE = "move"
    STANDARD = "standard"
    SUSTAIN = "sustain"

    def __str__(self) -> str:
        return str(self.value)
