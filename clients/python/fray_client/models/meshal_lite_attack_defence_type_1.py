from enum import StrEnum


class MeshalLiteAttackDefenceType1(StrEnum):
    BEST = "best"

    def __str__(self) -> str:
        return str(self.value)
