from enum import StrEnum


class MeshalCheckRolledScoring(StrEnum):
    FACES = "faces"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
