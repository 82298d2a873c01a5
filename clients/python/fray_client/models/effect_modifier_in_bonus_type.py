from enum import StrEnum


class EffectModifierInBonusType(StrEnum):
    ARMOR = "armor"
    ENHANCEMENT = "enhancement"
    FEAT = "feat"
    ITEM = "item"
    POWER = "power"
    PROFICIENCY = "proficiency"
    RACIAL = "racial"
    SHIELD = "shield"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
