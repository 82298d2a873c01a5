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

T = TypeVar("T", bound="BudgetSpent")


@_attrs_define
class BudgetSpent:
    """``combatant_id`` used ``amount`` of its per-turn budget named ``budget`` (a ruleset's
    word: ``"action"``, ``"reaction"``, ``"bonus_action"``, …) ``on`` something (``"attack"``,
    ``"dash"``, …). Every budget of a combatant is full again when its own turn starts
    (``turn_started``); how much each budget holds is the ruleset's rule, checked in decide.

        Attributes:
            budget (str):
            combatant_id (str):
            type_ (Literal['budget_spent']):  Default: 'budget_spent'.
            amount (int | Unset):  Default: 1.
            on (str | Unset):  Default: ''.
    """

    budget: str
    combatant_id: str
    type_: Literal["budget_spent"] = "budget_spent"
    amount: int | Unset = 1
    on: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        budget = self.budget

        combatant_id = self.combatant_id

        type_ = self.type_

        amount = self.amount

        on = self.on

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "budget": budget,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if on is not UNSET:
            field_dict["on"] = on

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        budget = d.pop("budget")

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["budget_spent"], d.pop("type"))
        if type_ != "budget_spent":
            raise ValueError(f"type must match const 'budget_spent', got '{type_}'")

        amount = d.pop("amount", UNSET)

        on = d.pop("on", UNSET)

        budget_spent = cls(
            budget=budget,
            combatant_id=combatant_id,
            type_=type_,
            amount=amount,
            on=on,
        )

        budget_spent.additional_properties = d
        return budget_spent

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
