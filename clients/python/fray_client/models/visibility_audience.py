from enum import StrEnum


class VisibilityAudience(StrEnum):
    GM = "gm"
    PLAYERS = "players"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
