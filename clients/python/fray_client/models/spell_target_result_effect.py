from enum import StrEnum


class SpellTargetResultEffect(StrEnum):
    FULL = "full"
    HALF = "half"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
