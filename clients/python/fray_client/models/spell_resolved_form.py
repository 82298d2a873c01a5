from enum import StrEnum


class SpellResolvedForm(StrEnum):
    AREA = "area"
    HEALING = "healing"
    HELP = "help"
    SINGLE_TARGET = "single_target"

    def __str__(self) -> str:
        return str(self.value)
