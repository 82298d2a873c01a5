from enum import StrEnum


class SaveEffectInAbility(StrEnum):
    CHA = "cha"
    CON = "con"
    DEX = "dex"
    INT = "int"
    STR = "str"
    WIS = "wis"

    def __str__(self) -> str:
        return str(self.value)
