from enum import StrEnum


class MeshalOptionsDefenceTiming(StrEnum):
    AFTER_PROTECTION = "after_protection"
    WITH_ATTACK = "with_attack"

    def __str__(self) -> str:
        return str(self.value)
