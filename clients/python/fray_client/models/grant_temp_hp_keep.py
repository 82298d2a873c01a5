from enum import StrEnum


class GrantTempHpKeep(StrEnum):
    HIGHER = "higher"
    NEW = "new"
    OLD = "old"

    def __str__(self) -> str:
        return str(self.value)
