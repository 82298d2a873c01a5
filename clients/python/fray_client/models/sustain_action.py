from enum import StrEnum


class SustainAction(StrEnum):
    MINOR = "minor"
    MOVE = "move"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
