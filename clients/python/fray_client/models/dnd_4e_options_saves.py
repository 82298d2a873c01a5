from enum import StrEnum


class Dnd4EOptionsSaves(StrEnum):
    AUTO = "auto"
    PROMPT = "prompt"

    def __str__(self) -> str:
        return str(self.value)
