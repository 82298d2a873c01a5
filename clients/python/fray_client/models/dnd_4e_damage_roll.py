from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.damage_portion import DamagePortion


T = TypeVar("T", bound="Dnd4EDamageRoll")


@_attrs_define
class Dnd4EDamageRoll:
    """The damage of one hit: the main portion, then any extra critical dice (rolled), and
    the ``total`` of them all before resistance.

        Attributes:
            critical (bool):
            portions (list[DamagePortion]):
            total (int):
    """

    critical: bool
    portions: list[DamagePortion]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        critical = self.critical

        portions = []
        for portions_item_data in self.portions:
            portions_item = portions_item_data.to_dict()
            portions.append(portions_item)

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "critical": critical,
                "portions": portions,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.damage_portion import DamagePortion  # noqa: PLC0415

        d = dict(src_dict)
        critical = d.pop("critical")

        portions = []
        _portions = d.pop("portions")
        for portions_item_data in _portions:
            portions_item = DamagePortion.from_dict(portions_item_data)

            portions.append(portions_item)

        total = d.pop("total")

        dnd_4e_damage_roll = cls(
            critical=critical,
            portions=portions,
            total=total,
        )

        dnd_4e_damage_roll.additional_properties = d
        return dnd_4e_damage_roll

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
