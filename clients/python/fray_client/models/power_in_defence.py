from enum import StrEnum


class PowerInDefence(StrEnum):
    AC = "ac"
    FORTITUDE = "fortitude"
    REFLEX = "reflex"
    WILL = "will"

    def __str__(self) -> str:
        return str(self.value)
