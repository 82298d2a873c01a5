from enum import StrEnum


class AttackRolledKind(StrEnum):
    CLEAVE = "cleave"
    COVER = "cover"
    MELEE = "melee"
    OFF_HAND = "off_hand"
    OPPORTUNITY = "opportunity"
    RANGED = "ranged"
    READIED = "readied"
    UNARMED = "unarmed"

    def __str__(self) -> str:
        return str(self.value)
