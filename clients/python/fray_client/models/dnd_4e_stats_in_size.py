from enum import StrEnum


class Dnd4EStatsInSize(StrEnum):
    GARGANTUAN = "gargantuan"
    HUGE = "huge"
    LARGE = "large"
    MEDIUM = "medium"
    SMALL = "small"
    TINY = "tiny"

    def __str__(self) -> str:
        return str(self.value)
