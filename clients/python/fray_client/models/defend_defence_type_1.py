from enum import StrEnum


class DefendDefenceType1(StrEnum):
    BEST = "best"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
