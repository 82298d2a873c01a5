from enum import StrEnum


class MeshalAttributesInputSpiritType1(StrEnum):
    VALUE_0 = "-"

    def __str__(self) -> str:
        return str(self.value)
