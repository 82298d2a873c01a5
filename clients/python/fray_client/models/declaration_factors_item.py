from enum import StrEnum


class DeclarationFactorsItem(StrEnum):
    MELEE_HEAVY = "melee_heavy"
    MELEE_LIGHT_OR_FINESSE = "melee_light_or_finesse"
    MELEE_TWO_HANDED = "melee_two_handed"
    RANGED_LOADING = "ranged_loading"

    def __str__(self) -> str:
        return str(self.value)
