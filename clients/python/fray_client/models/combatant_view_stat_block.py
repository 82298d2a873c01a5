from enum import StrEnum


class CombatantViewStatBlock(StrEnum):
    HIDDEN = "hidden"
    SHOWN = "shown"

    def __str__(self) -> str:
        return str(self.value)
