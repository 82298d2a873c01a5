from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.forecast_odds import ForecastOdds
    from ..models.monster_build import MonsterBuild


T = TypeVar("T", bound="ForecastResponse")


@_attrs_define
class ForecastResponse:
    """The monster as built, and how the fight will go: ``full`` is the chance under every §01
    rule (double six always hits, double one always misses), ``totals_only`` what the seed's
    §10 table counts.

        Attributes:
            full (ForecastOdds): The builder's last two lines under one labelled rule set: the party hitting the monster
                (party attack against its Parry) and the monster hitting the party (its Melee Attack
                against the party's defence).
            monster (MonsterBuild): A monster's numbers: six scores with parts, hp, damage per attack, absorb, speeds.
            totals_only (ForecastOdds): The builder's last two lines under one labelled rule set: the party hitting the
                monster
                (party attack against its Parry) and the monster hitting the party (its Melee Attack
                against the party's defence).
    """

    full: ForecastOdds
    monster: MonsterBuild
    totals_only: ForecastOdds
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        full = self.full.to_dict()

        monster = self.monster.to_dict()

        totals_only = self.totals_only.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "full": full,
                "monster": monster,
                "totals_only": totals_only,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.forecast_odds import ForecastOdds  # noqa: PLC0415
        from ..models.monster_build import MonsterBuild  # noqa: PLC0415

        d = dict(src_dict)
        full = ForecastOdds.from_dict(d.pop("full"))

        monster = MonsterBuild.from_dict(d.pop("monster"))

        totals_only = ForecastOdds.from_dict(d.pop("totals_only"))

        forecast_response = cls(
            full=full,
            monster=monster,
            totals_only=totals_only,
        )

        forecast_response.additional_properties = d
        return forecast_response

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
