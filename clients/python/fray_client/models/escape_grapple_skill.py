from enum import StrEnum


class EscapeGrappleSkill(StrEnum):
    ACROBATICS = "acrobatics"
    ATHLETICS = "athletics"

    def __str__(self) -> str:
        return str(self.value)
