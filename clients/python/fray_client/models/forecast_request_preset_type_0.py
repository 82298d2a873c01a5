from enum import StrEnum


class ForecastRequestPresetType0(StrEnum):
    DAWN_BLIND_GHOUL = "dawn_blind_ghoul"
    GRANNY_YULAN = "granny_yulan"
    GREY_TIDE_ZOMBIE = "grey_tide_zombie"
    KUGEN = "kugen"
    SLEEPLESS_OF_WHITE_LEAF = "sleepless_of_white_leaf"

    def __str__(self) -> str:
        return str(self.value)
