from enum import StrEnum


class SetVisibilityStatBlockType0(StrEnum):
    HIDDEN = "hidden"
    SHOWN = "shown"

    def __str__(self) -> str:
        return str(self.value)
