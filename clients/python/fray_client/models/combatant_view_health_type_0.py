from enum import StrEnum


class CombatantViewHealthType0(StrEnum):
    BLOODIED = "bloodied"
    DEAD = "dead"
    DOWN = "down"
    DYING = "dying"
    HEALTHY = "healthy"
    UNHURT = "unhurt"

    def __str__(self) -> str:
        return str(self.value)
