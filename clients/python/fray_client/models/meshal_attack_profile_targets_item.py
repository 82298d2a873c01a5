from enum import StrEnum


class MeshalAttackProfileTargetsItem(StrEnum):
    ACTIVENESS = "activeness"
    MIGHT = "might"
    SPIRIT = "spirit"

    def __str__(self) -> str:
        return str(self.value)
