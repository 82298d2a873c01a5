from enum import StrEnum


class Dnd4EStatsInKind(StrEnum):
    MONSTER = "monster"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
