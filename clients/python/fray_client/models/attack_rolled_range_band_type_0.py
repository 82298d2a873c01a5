from enum import StrEnum


class AttackRolledRangeBandType0(StrEnum):
    LONG = "long"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
