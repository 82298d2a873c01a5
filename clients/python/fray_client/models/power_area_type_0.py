from enum import StrEnum


class PowerAreaType0(StrEnum):
    BLAST = "blast"
    BURST = "burst"
    WALL = "wall"

    def __str__(self) -> str:
        return str(self.value)
