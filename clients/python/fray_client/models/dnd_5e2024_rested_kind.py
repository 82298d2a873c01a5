from enum import StrEnum


class Dnd5E2024RestedKind(StrEnum):
    LONG = "long"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
