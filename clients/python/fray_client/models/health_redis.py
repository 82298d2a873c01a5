from enum import StrEnum


class HealthRedis(StrEnum):
    DEGRADED = "degraded"
    IN_PROCESS = "in-process"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
