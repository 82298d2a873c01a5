from enum import StrEnum


class SaveActionMultiattack(StrEnum):
    EXTRA = "extra"
    NO = "no"
    REPLACES_ATTACK = "replaces_attack"

    def __str__(self) -> str:
        return str(self.value)
