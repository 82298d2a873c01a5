from enum import StrEnum


class CheckMoraleTrigger(StrEnum):
    ALL_SURPRISED = "all_surprised"
    CANNOT_HARM = "cannot_harm"
    FIRST_HALF_HP = "first_half_hp"
    GM = "gm"
    HALF_LOST_NO_ENEMY_LOSSES = "half_lost_no_enemy_losses"
    LEADER_DOWN = "leader_down"
    SURPRISED = "surprised"

    def __str__(self) -> str:
        return str(self.value)
