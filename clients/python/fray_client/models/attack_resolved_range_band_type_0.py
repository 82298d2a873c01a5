from enum import StrEnum


class AttackResolvedRangeBandType0(StrEnum):
    CLOSE = "close"
    LONG = "long"
    VERY_LONG = "very_long"

    def __str__(self) -> str:
        return str(self.value)
