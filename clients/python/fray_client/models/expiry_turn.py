from enum import StrEnum


class ExpiryTurn(StrEnum):
    CURRENT = "current"
    NEXT = "next"

    def __str__(self) -> str:
        return str(self.value)
