from enum import StrEnum


class PowerUsage(StrEnum):
    AT_WILL = "at_will"
    DAILY = "daily"
    ENCOUNTER = "encounter"

    def __str__(self) -> str:
        return str(self.value)
