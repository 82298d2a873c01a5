from enum import StrEnum


class OngoingInDamageType(StrEnum):
    ACID = "acid"
    COLD = "cold"
    FIRE = "fire"
    FORCE = "force"
    LIGHTNING = "lightning"
    NECROTIC = "necrotic"
    POISON = "poison"
    PSYCHIC = "psychic"
    RADIANT = "radiant"
    THUNDER = "thunder"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
