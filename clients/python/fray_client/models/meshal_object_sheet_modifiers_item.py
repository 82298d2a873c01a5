from enum import StrEnum


class MeshalObjectSheetModifiersItem(StrEnum):
    DELICATE = "delicate"
    ENCHANTED = "enchanted"
    REINFORCED = "reinforced"
    WORN = "worn"

    def __str__(self) -> str:
        return str(self.value)
