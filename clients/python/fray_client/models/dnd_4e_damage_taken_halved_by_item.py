from enum import StrEnum


class Dnd4EDamageTakenHalvedByItem(StrEnum):
    INSUBSTANTIAL = "insubstantial"
    MISS = "miss"
    WEAKENED = "weakened"

    def __str__(self) -> str:
        return str(self.value)
