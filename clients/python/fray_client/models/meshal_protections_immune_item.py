from enum import StrEnum


class MeshalProtectionsImmuneItem(StrEnum):
    EROSION = "erosion"
    OCCULT = "occult"
    PHYSICAL = "physical"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
