from enum import StrEnum


class Dnd5EStatsOverridesSavingThrowsItem(StrEnum):
    CHA = "cha"
    CON = "con"
    DEX = "dex"
    INT = "int"
    STR = "str"
    WIS = "wis"

    def __str__(self) -> str:
        return str(self.value)
