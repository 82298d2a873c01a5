from enum import StrEnum


class OddsReportRules(StrEnum):
    FULL = "full"
    TOTALS_ONLY = "totals_only"

    def __str__(self) -> str:
        return str(self.value)
