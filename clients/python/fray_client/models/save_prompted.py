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

T = TypeVar("T", bound="SavePrompted")


@_attrs_define
class SavePrompted:
    """A saving throw is due now for ``combatant_id``: its death save (``condition_id``
    ``"death_save"``) at the start of its turn. (Schema 1 also prompted "save ends" saves with
    it; the core's ``save_due`` does that now.)

        Attributes:
            ability (str):
            combatant_id (str):
            condition_id (str):
            dc (int):
            type_ (Literal['dnd5e-2024.save_prompted']):  Default: 'dnd5e-2024.save_prompted'.
    """

    ability: str
    combatant_id: str
    condition_id: str
    dc: int
    type_: Literal["dnd5e-2024.save_prompted"] = "dnd5e-2024.save_prompted"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        combatant_id = self.combatant_id

        condition_id = self.condition_id

        dc = self.dc

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "combatant_id": combatant_id,
                "condition_id": condition_id,
                "dc": dc,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ability = d.pop("ability")

        combatant_id = d.pop("combatant_id")

        condition_id = d.pop("condition_id")

        dc = d.pop("dc")

        type_ = cast(Literal["dnd5e-2024.save_prompted"], d.pop("type"))
        if type_ != "dnd5e-2024.save_prompted":
            raise ValueError(f"type must match const 'dnd5e-2024.save_prompted', got '{type_}'")

        save_prompted = cls(
            ability=ability,
            combatant_id=combatant_id,
            condition_id=condition_id,
            dc=dc,
            type_=type_,
        )

        save_prompted.additional_properties = d
        return save_prompted

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
