from enum import StrEnum


class ResistInType(StrEnum):
    ACID = "acid"
    ALL = "all"
    COLD = "cold"
    FIRE = "fire"
    FORCE = "force"
    LIGHTNING = "lightning"
    NECROTIC = "necrotic"
    POISON = "poison"
    PSYCHIC = "psychic"
    RADIANT = "radiant"
    THUNDER = "thunder"

    def __str__(self) -> str:
        return str(self.value)
