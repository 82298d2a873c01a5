from enum import StrEnum


class MeshalChaseRunOutcome(StrEnum):
    CAUGHT = "caught"
    ESCAPED = "escaped"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
