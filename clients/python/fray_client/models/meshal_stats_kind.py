from enum import StrEnum


class MeshalStatsKind(StrEnum):
    CREATURE = "creature"
    OBJECT = "object"

    def __str__(self) -> str:
        return str(self.value)
