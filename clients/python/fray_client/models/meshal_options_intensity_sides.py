from enum import StrEnum


class MeshalOptionsIntensitySides(StrEnum):
    EVERY_OTHER_SIDE = "every_other_side"
    HOSTILE = "hostile"

    def __str__(self) -> str:
        return str(self.value)
