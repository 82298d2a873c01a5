from enum import StrEnum


class MeshalAttackDiceTake(StrEnum):
    HIGHER = "higher"
    LOWER = "lower"

    def __str__(self) -> str:
        return str(self.value)
