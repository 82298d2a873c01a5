from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="SavingThrowRolled")


@_attrs_define
class SavingThrowRolled:
    """A saving throw of ``ability`` against ``dc``: the ``roll`` (None when it failed
    automatically), ``success``; ``purpose`` says why (concentration, a condition, …).

        Attributes:
            ability (str):
            combatant_id (str):
            dc (int):
            success (bool):
            type_ (Literal['dnd5e-2024.saving_throw_rolled']):  Default: 'dnd5e-2024.saving_throw_rolled'.
            auto_fail (bool | Unset):  Default: False.
            purpose (str | Unset):  Default: ''.
            roll (D20Roll | None | Unset):
    """

    ability: str
    combatant_id: str
    dc: int
    success: bool
    type_: Literal["dnd5e-2024.saving_throw_rolled"] = "dnd5e-2024.saving_throw_rolled"
    auto_fail: bool | Unset = False
    purpose: str | Unset = ""
    roll: D20Roll | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        ability = self.ability

        combatant_id = self.combatant_id

        dc = self.dc

        success = self.success

        type_ = self.type_

        auto_fail = self.auto_fail

        purpose = self.purpose

        roll: dict[str, Any] | None | Unset
        if isinstance(self.roll, Unset):
            roll = UNSET
        elif isinstance(self.roll, D20Roll):
            roll = self.roll.to_dict()
        else:
            roll = self.roll

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "combatant_id": combatant_id,
                "dc": dc,
                "success": success,
                "type": type_,
            }
        )
        if auto_fail is not UNSET:
            field_dict["auto_fail"] = auto_fail
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if roll is not UNSET:
            field_dict["roll"] = roll

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)
        ability = d.pop("ability")

        combatant_id = d.pop("combatant_id")

        dc = d.pop("dc")

        success = d.pop("success")

        type_ = cast(Literal["dnd5e-2024.saving_throw_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.saving_throw_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.saving_throw_rolled', got '{type_}'")

        auto_fail = d.pop("auto_fail", UNSET)

        purpose = d.pop("purpose", UNSET)

        def _parse_roll(data: object) -> D20Roll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = D20Roll.from_dict(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(D20Roll | None | Unset, data)

        roll = _parse_roll(d.pop("roll", UNSET))

        saving_throw_rolled = cls(
            ability=ability,
            combatant_id=combatant_id,
            dc=dc,
            success=success,
            type_=type_,
            auto_fail=auto_fail,
            purpose=purpose,
            roll=roll,
        )

        saving_throw_rolled.additional_properties = d
        return saving_throw_rolled

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
