from enum import StrEnum


class SaveActionInMultiattack(StrEnum):
    EXTRA = "extra"
    NO = "no"
    REPLACES_ATTACK = "replaces_attack"

    def __str__(self) -> str:
        return str(self.value)
