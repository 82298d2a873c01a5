from enum import StrEnum


class MeshalDiceInputTake(StrEnum):
    HIGHER = "higher"
    LOWER = "lower"

    def __str__(self) -> str:
        return str(self.value)
