from enum import StrEnum


class Dnd4ERestedKind(StrEnum):
    EXTENDED = "extended"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
