from enum import StrEnum


class UnlitSpiresCastSpellEffectLasts(StrEnum):
    UNTIL_CASTERS_NEXT_TURN = "until_casters_next_turn"
    UNTIL_REMOVED = "until_removed"

    def __str__(self) -> str:
        return str(self.value)
