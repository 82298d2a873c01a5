from enum import StrEnum


class Dnd4EAttackCover(StrEnum):
    COVER = "cover"
    NONE = "none"
    SUPERIOR_COVER = "superior_cover"

    def __str__(self) -> str:
        return str(self.value)
