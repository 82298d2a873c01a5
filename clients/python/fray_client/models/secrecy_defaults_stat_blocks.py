from enum import StrEnum


class SecrecyDefaultsStatBlocks(StrEnum):
    HIDDEN = "hidden"
    SHOWN = "shown"

    def __str__(self) -> str:
        return str(self.value)
