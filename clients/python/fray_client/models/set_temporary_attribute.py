from enum import StrEnum


class SetTemporaryAttribute(StrEnum):
    ACTIVENESS = "activeness"
    MIGHT = "might"
    SPIRIT = "spirit"

    def __str__(self) -> str:
        return str(self.value)
