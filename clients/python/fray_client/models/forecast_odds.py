from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.odds_report import OddsReport


T = TypeVar("T", bound="ForecastOdds")


@_attrs_define
class ForecastOdds:
    """The builder's last two lines under one labelled rule set: the party hitting the monster
    (party attack against its Parry) and the monster hitting the party (its Melee Attack
    against the party's defence).

        Attributes:
            monster_hits_party (OddsReport): JSON-ready :class:`Odds` (msgspec cannot encode ``Fraction``).
            party_hits_monster (OddsReport): JSON-ready :class:`Odds` (msgspec cannot encode ``Fraction``).
    """

    monster_hits_party: OddsReport
    party_hits_monster: OddsReport
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monster_hits_party = self.monster_hits_party.to_dict()

        party_hits_monster = self.party_hits_monster.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "monster_hits_party": monster_hits_party,
                "party_hits_monster": party_hits_monster,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.odds_report import OddsReport  # noqa: PLC0415

        d = dict(src_dict)
        monster_hits_party = OddsReport.from_dict(d.pop("monster_hits_party"))

        party_hits_monster = OddsReport.from_dict(d.pop("party_hits_monster"))

        forecast_odds = cls(
            monster_hits_party=monster_hits_party,
            party_hits_monster=party_hits_monster,
        )

        forecast_odds.additional_properties = d
        return forecast_odds

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
