from enum import StrEnum


class MeshalOptionsRangeEnds(StrEnum):
    EXCLUSIVE = "exclusive"
    TOP_INCLUDED = "top_included"

    def __str__(self) -> str:
        return str(self.value)
