from enum import StrEnum


class AttackResultAutomatic(StrEnum):
    HIT = "hit"
    MISS = "miss"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
