from enum import StrEnum


class Dnd5EStatsOverridesKind(StrEnum):
    MONSTER = "monster"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
