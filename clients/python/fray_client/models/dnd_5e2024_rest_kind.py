from enum import StrEnum


class Dnd5E2024RestKind(StrEnum):
    LONG = "long"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
