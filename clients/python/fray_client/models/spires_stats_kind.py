from enum import StrEnum


class SpiresStatsKind(StrEnum):
    HERO = "hero"
    MONSTER = "monster"

    def __str__(self) -> str:
        return str(self.value)
