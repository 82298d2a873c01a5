from enum import StrEnum


class PowerAbilityType0(StrEnum):
    CHARISMA = "charisma"
    CONSTITUTION = "constitution"
    DEXTERITY = "dexterity"
    INTELLIGENCE = "intelligence"
    STRENGTH = "strength"
    WISDOM = "wisdom"

    def __str__(self) -> str:
        return str(self.value)
