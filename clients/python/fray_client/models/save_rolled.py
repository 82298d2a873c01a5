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

if TYPE_CHECKING:
    from ..models.save_roll import SaveRoll


T = TypeVar("T", bound="SaveRolled")


@_attrs_define
class SaveRolled:
    """A saving throw of ``combatant_id`` against ``condition_id`` (004 §豁免鉴定).

    Attributes:
        combatant_id (str):
        condition_id (str):
        roll (SaveRoll): One saving throw: the effect it is against, the d20 ``face``, the ``bonus`` with its
            parts (usually nothing), the ``total`` and whether it ``succeeded`` (10 or more).
        type_ (Literal['dnd4e.save_rolled']):  Default: 'dnd4e.save_rolled'.
    """

    combatant_id: str
    condition_id: str
    roll: SaveRoll
    type_: Literal["dnd4e.save_rolled"] = "dnd4e.save_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition_id = self.condition_id

        roll = self.roll.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "condition_id": condition_id,
                "roll": roll,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.save_roll import SaveRoll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        condition_id = d.pop("condition_id")

        roll = SaveRoll.from_dict(d.pop("roll"))

        type_ = cast(Literal["dnd4e.save_rolled"], d.pop("type"))
        if type_ != "dnd4e.save_rolled":
            raise ValueError(f"type must match const 'dnd4e.save_rolled', got '{type_}'")

        save_rolled = cls(
            combatant_id=combatant_id,
            condition_id=condition_id,
            roll=roll,
            type_=type_,
        )

        save_rolled.additional_properties = d
        return save_rolled

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
