from enum import StrEnum


class ConditionEndedReason(StrEnum):
    EXPIRED = "expired"
    REMOVED = "removed"
    SPENT = "spent"

    def __str__(self) -> str:
        return str(self.value)
