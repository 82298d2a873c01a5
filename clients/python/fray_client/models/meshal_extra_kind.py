from enum import StrEnum


class MeshalExtraKind(StrEnum):
    DICE = "dice"
    DIVIDE = "divide"
    MINUS = "minus"
    PLUS = "plus"
    TIMES = "times"

    def __str__(self) -> str:
        return str(self.value)
