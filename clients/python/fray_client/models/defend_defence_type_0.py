from enum import StrEnum


class DefendDefenceType0(StrEnum):
    DODGE = "dodge"
    PARRY = "parry"
    RESIST = "resist"

    def __str__(self) -> str:
        return str(self.value)
