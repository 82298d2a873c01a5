from enum import StrEnum


class MoraleCheckedResult(StrEnum):
    FLEE = "flee"
    STAND = "stand"
    SURRENDER = "surrender"

    def __str__(self) -> str:
        return str(self.value)
