from enum import StrEnum


class PowerAction(StrEnum):
    FREE = "free"
    IMMEDIATE = "immediate"
    MINOR = "minor"
    MOVE = "move"
    OPPORTUNITY = "opportunity"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
