from enum import StrEnum


class EncounterSummaryRole(StrEnum):
    GM = "gm"
    PLAYER = "player"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
