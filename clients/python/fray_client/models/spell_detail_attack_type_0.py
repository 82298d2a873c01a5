from enum import StrEnum


class SpellDetailAttackType0(StrEnum):
    MELEE = "melee"
    RANGED = "ranged"

    def __str__(self) -> str:
        return str(self.value)
