from enum import StrEnum


class EndFightOutcomeType0(StrEnum):
    DEFEAT = "defeat"
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
