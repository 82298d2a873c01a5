from enum import StrEnum


class CheckHelp(StrEnum):
    JOINT = "joint"
    PRECISE = "precise"

    def __str__(self) -> str:
        return str(self.value)
