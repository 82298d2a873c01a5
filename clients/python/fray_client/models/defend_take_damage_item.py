from enum import StrEnum


class DefendTakeDamageItem(StrEnum):
    ACTIVENESS = "activeness"
    MIGHT = "might"
    SPIRIT = "spirit"

    def __str__(self) -> str:
        return str(self.value)
