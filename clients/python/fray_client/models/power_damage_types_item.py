from enum import StrEnum


class PowerDamageTypesItem(StrEnum):
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

    def __str__(self) -> str:
        return str(self.value)
