from enum import StrEnum


class MagicPointsRecoveredKind(StrEnum):
    DEAD_VALLEY_DAWN = "dead_valley_dawn"
    FIRST_LIGHT = "first_light"
    LONG_REST = "long_rest"
    SHORT_REST = "short_rest"

    def __str__(self) -> str:
        return str(self.value)
