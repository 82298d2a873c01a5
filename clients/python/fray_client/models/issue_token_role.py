from enum import StrEnum


class IssueTokenRole(StrEnum):
    GM = "gm"
    PLAYER = "player"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
