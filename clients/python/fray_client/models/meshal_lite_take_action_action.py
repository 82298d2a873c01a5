from enum import StrEnum


class MeshalLiteTakeActionAction(StrEnum):
    DROP_ITEM = "drop_item"
    FACING = "facing"
    HANDLE_ITEM = "handle_item"
    LIFT = "lift"
    POSTURE = "posture"
    SEARCH = "search"

    def __str__(self) -> str:
        return str(self.value)
