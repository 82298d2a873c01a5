from enum import StrEnum


class ManeuverTargetSkillType0(StrEnum):
    ACROBATICS = "acrobatics"
    ATHLETICS = "athletics"

    def __str__(self) -> str:
        return str(self.value)
