from enum import StrEnum


class HeroSheetClass(StrEnum):
    BARD = "bard"
    CLERIC = "cleric"
    FIGHTER = "fighter"
    RANGER = "ranger"
    ROGUE = "rogue"
    WIZARD = "wizard"

    def __str__(self) -> str:
        return str(self.value)
