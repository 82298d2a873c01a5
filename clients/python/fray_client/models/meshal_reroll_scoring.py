from enum import StrEnum


class MeshalRerollScoring(StrEnum):
    FACES = "faces"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
