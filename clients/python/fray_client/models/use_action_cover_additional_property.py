from enum import StrEnum


class UseActionCoverAdditionalProperty(StrEnum):
    HALF = "half"
    NONE = "none"
    THREE_QUARTERS = "three_quarters"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
