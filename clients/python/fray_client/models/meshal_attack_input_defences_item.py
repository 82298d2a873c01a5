from enum import StrEnum


class MeshalAttackInputDefencesItem(StrEnum):
    DODGE = "dodge"
    PARRY = "parry"
    RESIST = "resist"

    def __str__(self) -> str:
        return str(self.value)
