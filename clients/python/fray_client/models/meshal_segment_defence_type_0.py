from enum import StrEnum


class MeshalSegmentDefenceType0(StrEnum):
    DODGE = "dodge"
    PARRY = "parry"
    RESIST = "resist"

    def __str__(self) -> str:
        return str(self.value)
