from enum import StrEnum


class Dnd4EModifierType(StrEnum):
    ARMOR = "armor"
    ENHANCEMENT = "enhancement"
    FEAT = "feat"
    ITEM = "item"
    POWER = "power"
    PROFICIENCY = "proficiency"
    RACIAL = "racial"
    SHIELD = "shield"
    UNTYPED = "untyped"

    def __str__(self) -> str:
        return str(self.value)
