from enum import StrEnum


class FirstAidAid(StrEnum):
    SECOND_WIND = "second_wind"
    STABILISE = "stabilise"

    def __str__(self) -> str:
        return str(self.value)
