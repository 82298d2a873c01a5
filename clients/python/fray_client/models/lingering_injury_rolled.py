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

T = TypeVar("T", bound="LingeringInjuryRolled")


@_attrs_define
class LingeringInjuryRolled:
    """003 Lingering Injuries: the d20 ``face`` and the ``injury`` it gave (the table).

    Attributes:
        combatant_id (str):
        face (int):
        injury (str):
        trigger (str):
        type_ (Literal['dnd5e-2024.lingering_injury_rolled']):  Default: 'dnd5e-2024.lingering_injury_rolled'.
    """

    combatant_id: str
    face: int
    injury: str
    trigger: str
    type_: Literal["dnd5e-2024.lingering_injury_rolled"] = "dnd5e-2024.lingering_injury_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        face = self.face

        injury = self.injury

        trigger = self.trigger

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "face": face,
                "injury": injury,
                "trigger": trigger,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        face = d.pop("face")

        injury = d.pop("injury")

        trigger = d.pop("trigger")

        type_ = cast(Literal["dnd5e-2024.lingering_injury_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.lingering_injury_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.lingering_injury_rolled', got '{type_}'")

        lingering_injury_rolled = cls(
            combatant_id=combatant_id,
            face=face,
            injury=injury,
            trigger=trigger,
            type_=type_,
        )

        lingering_injury_rolled.additional_properties = d
        return lingering_injury_rolled

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
