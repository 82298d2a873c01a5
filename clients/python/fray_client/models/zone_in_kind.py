from enum import StrEnum


class ZoneInKind(StrEnum):
    CONJURATION = "conjuration"
    ZONE = "zone"

    def __str__(self) -> str:
        return str(self.value)
