from enum import StrEnum


class MeshalFightEndedDecidedBy(StrEnum):
    THE_FIELD = "the field"
    THE_GM = "the GM"

    def __str__(self) -> str:
        return str(self.value)
