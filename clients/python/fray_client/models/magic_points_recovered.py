from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.magic_points_recovered_kind import MagicPointsRecoveredKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="MagicPointsRecovered")


@_attrs_define
class MagicPointsRecovered:
    """``combatant_id`` got magic points back (§08) by ``kind`` on campaign ``day`` (None when
    not stated): the rule gives ``rule_amount``; ``amount`` is what fit under the maximum (the
    ``resource_changed`` event follows when it is more than 0).

        Attributes:
            amount (int):
            combatant_id (str):
            kind (MagicPointsRecoveredKind):
            rule_amount (int):
            type_ (Literal['unlit-spires.magic_points_recovered']):  Default: 'unlit-spires.magic_points_recovered'.
            day (int | None | Unset):
    """

    amount: int
    combatant_id: str
    kind: MagicPointsRecoveredKind
    rule_amount: int
    type_: Literal["unlit-spires.magic_points_recovered"] = "unlit-spires.magic_points_recovered"
    day: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        combatant_id = self.combatant_id

        kind = self.kind.value

        rule_amount = self.rule_amount

        type_ = self.type_

        day: int | None | Unset
        if isinstance(self.day, Unset):
            day = UNSET
        else:
            day = self.day

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "combatant_id": combatant_id,
                "kind": kind,
                "rule_amount": rule_amount,
                "type": type_,
            }
        )
        if day is not UNSET:
            field_dict["day"] = day

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        combatant_id = d.pop("combatant_id")

        kind = MagicPointsRecoveredKind(d.pop("kind"))

        rule_amount = d.pop("rule_amount")

        type_ = cast(Literal["unlit-spires.magic_points_recovered"], d.pop("type"))
        if type_ != "unlit-spires.magic_points_recovered":
            raise ValueError(f"type must match const 'unlit-spires.magic_points_recovered', got '{type_}'")

        def _parse_day(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        day = _parse_day(d.pop("day", UNSET))

        magic_points_recovered = cls(
            amount=amount,
            combatant_id=combatant_id,
            kind=kind,
            rule_amount=rule_amount,
            type_=type_,
            day=day,
        )

        magic_points_recovered.additional_properties = d
        return magic_points_recovered

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
