from enum import StrEnum


class Ruleset(StrEnum):
    DND4E = "dnd4e"
    DND5E_2024 = "dnd5e-2024"
    MESHAL_LITE = "meshal-lite"
    UNLIT_SPIRES = "unlit-spires"

    def __str__(self) -> str:
        return str(self.value)
