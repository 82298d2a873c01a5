from enum import StrEnum


class MeshalObjectSheetMaterial(StrEnum):
    BRICK = "brick"
    CERAMIC = "ceramic"
    GLASS = "glass"
    IRON = "iron"
    PAPER = "paper"
    PLASTIC = "plastic"
    STEEL = "steel"
    STONE = "stone"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
