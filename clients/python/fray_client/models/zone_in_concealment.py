from enum import StrEnum


class ZoneInConcealment(StrEnum):
    NONE = "none"
    PARTIAL = "partial"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
