from enum import StrEnum


class ActionRefAudience(StrEnum):
    GM = "gm"
    PLAYERS = "players"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
