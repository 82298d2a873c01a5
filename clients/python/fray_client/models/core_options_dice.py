from enum import StrEnum


class CoreOptionsDice(StrEnum):
    EITHER = "either"
    SERVER = "server"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
