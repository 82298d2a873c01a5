from enum import StrEnum


class SpendActionPointAction(StrEnum):
    MINOR = "minor"
    MOVE = "move"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
