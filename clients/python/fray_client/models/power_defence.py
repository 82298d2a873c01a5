from enum import StrEnum


class PowerDefence(StrEnum):
    AC = "ac"
    FORTITUDE = "fortitude"
    REFLEX = "reflex"
    WILL = "will"

    def __str__(self) -> str:
        return str(self.value)
