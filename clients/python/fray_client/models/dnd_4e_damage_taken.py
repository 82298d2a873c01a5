from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dnd_4e_damage_taken_halved_by_item import Dnd4EDamageTakenHalvedByItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.portion_taken import PortionTaken


T = TypeVar("T", bound="Dnd4EDamageTaken")


@_attrs_define
class Dnd4EDamageTaken:
    """Damage as taken: each portion after resistance and vulnerability, their sum
    ``before_halving``, the reasons it was ``halved_by`` (each halves once, rounding down),
    and the ``total`` hit points the target loses (temporary hit points first).
    ``before_halving`` and ``total`` are null for a reader who may not see the target's stat
    block (with the portions' ``amount`` they would tell its resistances: issue 18).

        Attributes:
            before_halving (int | None):
            portions (list[PortionTaken]):
            total (int | None):
            halved_by (list[Dnd4EDamageTakenHalvedByItem] | Unset):
    """

    before_halving: int | None
    portions: list[PortionTaken]
    total: int | None
    halved_by: list[Dnd4EDamageTakenHalvedByItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        before_halving: int | None
        before_halving = self.before_halving

        portions = []
        for portions_item_data in self.portions:
            portions_item = portions_item_data.to_dict()
            portions.append(portions_item)

        total: int | None
        total = self.total

        halved_by: list[str] | Unset = UNSET
        if not isinstance(self.halved_by, Unset):
            halved_by = []
            for halved_by_item_data in self.halved_by:
                halved_by_item = halved_by_item_data.value
                halved_by.append(halved_by_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "before_halving": before_halving,
                "portions": portions,
                "total": total,
            }
        )
        if halved_by is not UNSET:
            field_dict["halved_by"] = halved_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.portion_taken import PortionTaken  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_before_halving(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        before_halving = _parse_before_halving(d.pop("before_halving"))

        portions = []
        _portions = d.pop("portions")
        for portions_item_data in _portions:
            portions_item = PortionTaken.from_dict(portions_item_data)

            portions.append(portions_item)

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        _halved_by = d.pop("halved_by", UNSET)
        halved_by: list[Dnd4EDamageTakenHalvedByItem] | Unset = UNSET
        if _halved_by is not UNSET:
            halved_by = []
            for halved_by_item_data in _halved_by:
                halved_by_item = Dnd4EDamageTakenHalvedByItem(halved_by_item_data)

                halved_by.append(halved_by_item)

        dnd_4e_damage_taken = cls(
            before_halving=before_halving,
            portions=portions,
            total=total,
            halved_by=halved_by,
        )

        dnd_4e_damage_taken.additional_properties = d
        return dnd_4e_damage_taken

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
