from enum import StrEnum


class OptionInfoKind(StrEnum):
    BOOLEAN = "boolean"
    INTEGER = "integer"
    OBJECT = "object"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)
