from enum import StrEnum


class ManeuverManeuver(StrEnum):
    CLIMB_ONTO = "climb_onto"
    DISARM = "disarm"
    OVERRUN = "overrun"
    SHAKE_OFF = "shake_off"
    TUMBLE = "tumble"

    def __str__(self) -> str:
        return str(self.value)
