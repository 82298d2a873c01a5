from enum import StrEnum


class DefencePoolsDodge(StrEnum):
    ACTIVENESS = "activeness"
    MIGHT = "might"
    SPIRIT = "spirit"

    def __str__(self) -> str:
        return str(self.value)
