from enum import StrEnum


class AttackResolvedOutcome(StrEnum):
    CLEAN_HIT = "clean_hit"
    FUMBLE = "fumble"
    HIT = "hit"
    MISS = "miss"
    PERFECT_STRIKE = "perfect_strike"

    def __str__(self) -> str:
        return str(self.value)
