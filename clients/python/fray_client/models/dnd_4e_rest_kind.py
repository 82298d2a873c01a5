from enum import StrEnum


class Dnd4ERestKind(StrEnum):
    EXTENDED = "extended"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
