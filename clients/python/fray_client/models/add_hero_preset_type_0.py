from enum import StrEnum


class AddHeroPresetType0(StrEnum):
    AUSTIN = "austin"
    BAODU_GUARD = "baodu_guard"
    BRUCE = "bruce"
    ENOCH = "enoch"

    def __str__(self) -> str:
        return str(self.value)
