from enum import StrEnum


class ZoneConcealment(StrEnum):
    NONE = "none"
    PARTIAL = "partial"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
