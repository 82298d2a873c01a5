from enum import StrEnum


class DeathSaveRollOutcome(StrEnum):
    DIED = "died"
    FAILED = "failed"
    NO_CHANGE = "no_change"
    SURGE = "surge"

    def __str__(self) -> str:
        return str(self.value)
