from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.odds_report_rules import OddsReportRules

if TYPE_CHECKING:
    from ..models.chance import Chance


T = TypeVar("T", bound="OddsReport")


@_attrs_define
class OddsReport:
    """JSON-ready :class:`Odds` (msgspec cannot encode ``Fraction``).

    Attributes:
        clean_hit (Chance): A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp).
        edge (int):
        fumble (Chance): A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp).
        hit (Chance): A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp).
        perfect_strike (Chance): A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp).
        rules (OddsReportRules):
        tie (Chance): A probability ready for JSON: exact ``numerator/denominator`` and ``percent`` (2 dp).
    """

    clean_hit: Chance
    edge: int
    fumble: Chance
    hit: Chance
    perfect_strike: Chance
    rules: OddsReportRules
    tie: Chance
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        clean_hit = self.clean_hit.to_dict()

        edge = self.edge

        fumble = self.fumble.to_dict()

        hit = self.hit.to_dict()

        perfect_strike = self.perfect_strike.to_dict()

        rules = self.rules.value

        tie = self.tie.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clean_hit": clean_hit,
                "edge": edge,
                "fumble": fumble,
                "hit": hit,
                "perfect_strike": perfect_strike,
                "rules": rules,
                "tie": tie,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chance import Chance  # noqa: PLC0415

        d = dict(src_dict)
        clean_hit = Chance.from_dict(d.pop("clean_hit"))

        edge = d.pop("edge")

        fumble = Chance.from_dict(d.pop("fumble"))

        hit = Chance.from_dict(d.pop("hit"))

        perfect_strike = Chance.from_dict(d.pop("perfect_strike"))

        rules = OddsReportRules(d.pop("rules"))

        tie = Chance.from_dict(d.pop("tie"))

        odds_report = cls(
            clean_hit=clean_hit,
            edge=edge,
            fumble=fumble,
            hit=hit,
            perfect_strike=perfect_strike,
            rules=rules,
            tie=tie,
        )

        odds_report.additional_properties = d
        return odds_report

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
