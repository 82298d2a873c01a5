from enum import StrEnum


class SetVisibilityHealthType0(StrEnum):
    BANDS = "bands"
    EXACT = "exact"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
