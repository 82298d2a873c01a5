from enum import StrEnum


class HeroSheetPeople(StrEnum):
    DWARF = "dwarf"
    ELF = "elf"
    HALFLING = "halfling"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
