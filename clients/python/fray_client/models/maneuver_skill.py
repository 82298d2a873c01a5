from enum import StrEnum


class ManeuverSkill(StrEnum):
    ACROBATICS = "acrobatics"
    ATHLETICS = "athletics"

    def __str__(self) -> str:
        return str(self.value)
