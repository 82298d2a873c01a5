from enum import StrEnum


class MeshalAttackProfileAttackType(StrEnum):
    EROSION = "erosion"
    OCCULT = "occult"
    PHYSICAL = "physical"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
