from enum import StrEnum


class ForcedMovedKind(StrEnum):
    PULL = "pull"
    PUSH = "push"
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
