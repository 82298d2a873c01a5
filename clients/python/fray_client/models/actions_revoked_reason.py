from enum import StrEnum


class ActionsRevokedReason(StrEnum):
    REVOKE = "revoke"
    TO_VERSION = "to_version"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
