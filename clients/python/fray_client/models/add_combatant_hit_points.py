from enum import StrEnum


class AddCombatantHitPoints(StrEnum):
    AVERAGE = "average"
    ROLLED = "rolled"

    def __str__(self) -> str:
        return str(self.value)
