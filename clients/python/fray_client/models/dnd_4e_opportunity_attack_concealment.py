from enum import StrEnum


class Dnd4EOpportunityAttackConcealment(StrEnum):
    NONE = "none"
    PARTIAL = "partial"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
