from enum import StrEnum


class AreaAttackShape(StrEnum):
    CIRCLE = "circle"
    CONE = "cone"
    RING = "ring"

    def __str__(self) -> str:
        return str(self.value)
