from enum import StrEnum


class MeshalAttackDiceScoring(StrEnum):
    FACES = "faces"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
