from enum import StrEnum


class Dnd5EOptionsTies(StrEnum):
    DEX_THEN_ROLL = "dex_then_roll"
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
