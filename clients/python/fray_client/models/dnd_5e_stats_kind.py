from enum import StrEnum


class Dnd5EStatsKind(StrEnum):
    MONSTER = "monster"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
