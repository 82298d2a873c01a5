from enum import StrEnum


class CombatantViewStatus(StrEnum):
    ACTIVE = "active"
    DEAD = "dead"
    DOWN = "down"
    DYING = "dying"

    def __str__(self) -> str:
        return str(self.value)
