from enum import StrEnum


class ShoveEffect(StrEnum):
    ASIDE = "aside"
    PRONE = "prone"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
