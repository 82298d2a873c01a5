from enum import StrEnum


class ForcedMovementKind(StrEnum):
    PULL = "pull"
    PUSH = "push"
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
