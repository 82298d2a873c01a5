from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.odds_report import OddsReport
    from ..models.seed_table import SeedTable


T = TypeVar("T", bound="OddsResponse")


@_attrs_define
class OddsResponse:
    """Exact chances of one attack, by enumerating every die: ``full`` under all of §01 (what a
    player faces), ``totals_only`` decided by totals alone (what the seed's table prints), and
    ``seed_table`` the totals-only figures rounded as the table rounds them (only where the
    §10 table speaks: no advantage on either side, edge −4 to +6; else null), and
    ``advantage_worth`` what advantage adds on average (§10 "about +1.5": 35/24).

        Attributes:
            advantage_worth (float):
            attack (int):
            defence (int):
            edge (int):
            full (OddsReport): JSON-ready :class:`Odds` (msgspec cannot encode ``Fraction``).
            seed_table (None | SeedTable):
            totals_only (OddsReport): JSON-ready :class:`Odds` (msgspec cannot encode ``Fraction``).
    """

    advantage_worth: float
    attack: int
    defence: int
    edge: int
    full: OddsReport
    seed_table: None | SeedTable
    totals_only: OddsReport
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.seed_table import SeedTable  # noqa: PLC0415

        advantage_worth = self.advantage_worth

        attack = self.attack

        defence = self.defence

        edge = self.edge

        full = self.full.to_dict()

        seed_table: dict[str, Any] | None
        if isinstance(self.seed_table, SeedTable):
            seed_table = self.seed_table.to_dict()
        else:
            seed_table = self.seed_table

        totals_only = self.totals_only.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "advantage_worth": advantage_worth,
                "attack": attack,
                "defence": defence,
                "edge": edge,
                "full": full,
                "seed_table": seed_table,
                "totals_only": totals_only,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.odds_report import OddsReport  # noqa: PLC0415
        from ..models.seed_table import SeedTable  # noqa: PLC0415

        d = dict(src_dict)
        advantage_worth = d.pop("advantage_worth")

        attack = d.pop("attack")

        defence = d.pop("defence")

        edge = d.pop("edge")

        full = OddsReport.from_dict(d.pop("full"))

        def _parse_seed_table(data: object) -> None | SeedTable:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seed_table_type_0 = SeedTable.from_dict(data)

                return seed_table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeedTable, data)

        seed_table = _parse_seed_table(d.pop("seed_table"))

        totals_only = OddsReport.from_dict(d.pop("totals_only"))

        odds_response = cls(
            advantage_worth=advantage_worth,
            attack=attack,
            defence=defence,
            edge=edge,
            full=full,
            seed_table=seed_table,
            totals_only=totals_only,
        )

        odds_response.additional_properties = d
        return odds_response

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
