from enum import StrEnum


class ModifierInAppliesToItem(StrEnum):
    AC = "ac"
    ATTACK = "attack"
    DAMAGE = "damage"
    DEFENCES = "defences"
    FORTITUDE = "fortitude"
    INITIATIVE = "initiative"
    REFLEX = "reflex"
    SAVING_THROWS = "saving_throws"
    WILL = "will"

    def __str__(self) -> str:
        return str(self.value)
