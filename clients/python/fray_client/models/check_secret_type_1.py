from enum import StrEnum


class CheckSecretType1(StrEnum):
    GM = "gm"
    GM_AND_PLAYER = "gm_and_player"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
