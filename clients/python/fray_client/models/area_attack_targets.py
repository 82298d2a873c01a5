from enum import StrEnum


class AreaAttackTargets(StrEnum):
    ALL = "all"
    CREATURES = "creatures"
    HOSTILE = "hostile"

    def __str__(self) -> str:
        return str(self.value)
