from enum import StrEnum


class MonsterSheetKind(StrEnum):
    BEAST = "beast"
    BIPEDAL = "bipedal"
    GIANT = "giant"
    LARGE = "large"
    MAGICAL = "magical"
    SWARM = "swarm"
    UNDEAD = "undead"
    WINGED = "winged"

    def __str__(self) -> str:
        return str(self.value)
