from enum import StrEnum


class MeshalDiceInputScoring(StrEnum):
    FACES = "faces"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
