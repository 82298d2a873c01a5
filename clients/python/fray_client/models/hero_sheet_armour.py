from enum import StrEnum


class HeroSheetArmour(StrEnum):
    BREASTPLATE = "breastplate"
    CHAIN_MAIL = "chain_mail"
    CHAIN_SHIRT = "chain_shirt"
    HALF_PLATE = "half_plate"
    LEATHER = "leather"
    NONE = "none"
    PADDED = "padded"
    PLATE = "plate"
    ROBES = "robes"
    SCALE_MAIL = "scale_mail"
    STUDDED_LEATHER = "studded_leather"

    def __str__(self) -> str:
        return str(self.value)
