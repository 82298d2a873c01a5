from enum import StrEnum


class MeshalOptionsMobilityRefill(StrEnum):
    ROUND = "round"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
