from enum import StrEnum


class MonsterSheetBody(StrEnum):
    BARK = "bark"
    BONE_PLATE = "bone_plate"
    FUR = "fur"
    IRON = "iron"
    OLD_SPIRE = "old_spire"
    SCALES = "scales"
    SOFT = "soft"
    STONE = "stone"
    TOUGH_HIDE = "tough_hide"

    def __str__(self) -> str:
        return str(self.value)
