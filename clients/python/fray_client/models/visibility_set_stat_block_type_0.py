from enum import StrEnum


class VisibilitySetStatBlockType0(StrEnum):
    HIDDEN = "hidden"
    SHOWN = "shown"

    def __str__(self) -> str:
        return str(self.value)
