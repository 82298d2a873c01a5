from enum import StrEnum


class CombatantViewHealthShown(StrEnum):
    BANDS = "bands"
    EXACT = "exact"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
