from enum import StrEnum


class AttackResolvedAttackKind(StrEnum):
    MELEE = "melee"
    MISSILE = "missile"
    OPPORTUNITY = "opportunity"

    def __str__(self) -> str:
        return str(self.value)
