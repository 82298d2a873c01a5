from enum import StrEnum


class PowerTargets(StrEnum):
    ALLIES = "allies"
    CREATURES = "creatures"
    ENEMIES = "enemies"

    def __str__(self) -> str:
        return str(self.value)
