from enum import StrEnum


class AttackRolledCover(StrEnum):
    HALF = "half"
    NONE = "none"
    THREE_QUARTERS = "three_quarters"

    def __str__(self) -> str:
        return str(self.value)
