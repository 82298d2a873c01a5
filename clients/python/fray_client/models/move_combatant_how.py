from enum import StrEnum


class MoveCombatantHow(StrEnum):
    CLIMB = "climb"
    CRAWL = "crawl"
    SWIM = "swim"
    WALK = "walk"

    def __str__(self) -> str:
        return str(self.value)
