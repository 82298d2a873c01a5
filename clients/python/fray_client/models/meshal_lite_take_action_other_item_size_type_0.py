from enum import StrEnum


class MeshalLiteTakeActionOtherItemSizeType0(StrEnum):
    HEAVY = "heavy"
    LIGHT = "light"
    TRIVIAL = "trivial"

    def __str__(self) -> str:
        return str(self.value)
