from enum import StrEnum


class DeathSaveRolledOutcome(StrEnum):
    FAILURE = "failure"
    REGAIN = "regain"
    SUCCESS = "success"
    TWO_FAILURES = "two_failures"

    def __str__(self) -> str:
        return str(self.value)
