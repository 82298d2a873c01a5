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

T = TypeVar("T", bound="RechargeRolled")


@_attrs_define
class RechargeRolled:
    """At the start of ``combatant_id``'s turn, the d6 for ``action``'s Recharge
    (``needed``–6): ``roll``, and whether it ``recharged`` (published 5e, MM 2024 "Recharge
    X–Y"). A recharge restores the action's track (a ``resource_changed`` follows).

        Attributes:
            action (str):
            combatant_id (str):
            needed (int):
            recharged (bool):
            roll (int):
            track (str):
            type_ (Literal['dnd5e-2024.recharge_rolled']):  Default: 'dnd5e-2024.recharge_rolled'.
    """

    action: str
    combatant_id: str
    needed: int
    recharged: bool
    roll: int
    track: str
    type_: Literal["dnd5e-2024.recharge_rolled"] = "dnd5e-2024.recharge_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        combatant_id = self.combatant_id

        needed = self.needed

        recharged = self.recharged

        roll = self.roll

        track = self.track

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "combatant_id": combatant_id,
                "needed": needed,
                "recharged": recharged,
                "roll": roll,
                "track": track,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        combatant_id = d.pop("combatant_id")

        needed = d.pop("needed")

        recharged = d.pop("recharged")

        roll = d.pop("roll")

        track = d.pop("track")

        type_ = cast(Literal["dnd5e-2024.recharge_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.recharge_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.recharge_rolled', got '{type_}'")

        recharge_rolled = cls(
            action=action,
            combatant_id=combatant_id,
            needed=needed,
            recharged=recharged,
            roll=roll,
            track=track,
            type_=type_,
        )

        recharge_rolled.additional_properties = d
        return recharge_rolled

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
