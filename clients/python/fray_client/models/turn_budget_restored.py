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

from ..types import UNSET, Unset

T = TypeVar("T", bound="TurnBudgetRestored")


@_attrs_define
class TurnBudgetRestored:
    """At the start of its turn ``combatant_id`` has one action, one bonus action (used only
    when something grants one), one free object interaction and its reaction back, and
    ``movement_ft`` feet to move (its speed now). 002 §Ваш хід. ``attacks``: the attacks its
    Attack action holds this turn (Extra Attack: ``attacks_per_action``), shown in full from
    the turn's start; None: as many as its ``attacks_left`` track holds at most (events written
    before the field; their tracks are read in today's layout, ``upcasts.py``).

        Attributes:
            combatant_id (str):
            movement_ft (int):
            type_ (Literal['dnd5e-2024.turn_budget_restored']):  Default: 'dnd5e-2024.turn_budget_restored'.
            attacks (int | None | Unset):
    """

    combatant_id: str
    movement_ft: int
    type_: Literal["dnd5e-2024.turn_budget_restored"] = "dnd5e-2024.turn_budget_restored"
    attacks: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        movement_ft = self.movement_ft

        type_ = self.type_

        attacks: int | None | Unset
        if isinstance(self.attacks, Unset):
            attacks = UNSET
        else:
            attacks = self.attacks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "movement_ft": movement_ft,
                "type": type_,
            }
        )
        if attacks is not UNSET:
            field_dict["attacks"] = attacks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        movement_ft = d.pop("movement_ft")

        type_ = cast(Literal["dnd5e-2024.turn_budget_restored"], d.pop("type"))
        if type_ != "dnd5e-2024.turn_budget_restored":
            raise ValueError(f"type must match const 'dnd5e-2024.turn_budget_restored', got '{type_}'")

        def _parse_attacks(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attacks = _parse_attacks(d.pop("attacks", UNSET))

        turn_budget_restored = cls(
            combatant_id=combatant_id,
            movement_ft=movement_ft,
            type_=type_,
            attacks=attacks,
        )

        turn_budget_restored.additional_properties = d
        return turn_budget_restored

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
