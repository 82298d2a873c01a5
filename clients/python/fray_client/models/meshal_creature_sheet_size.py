from enum import StrEnum


class MeshalCreatureSheetSize(StrEnum):
    GARGANTUAN = "gargantuan"
    HUGE = "huge"
    LARGE = "large"
    MEDIUM = "medium"
    SMALL = "small"
    TINY = "tiny"

    def __str__(self) -> str:
        return str(self.value)
