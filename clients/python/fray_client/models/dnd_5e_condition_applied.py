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
    from ..models.dnd_5e_condition import Dnd5ECondition


T = TypeVar("T", bound="Dnd5EConditionApplied")


@_attrs_define
class Dnd5EConditionApplied:
    """Schema 1 only (no longer written): a condition with a 5e duration began; folded as the
    core ``condition_applied``, its durations upcast into the core ``Expiry``.

        Attributes:
            combatant_id (str):
            condition (Dnd5ECondition): Schema 1 only: a condition whose "save ends" or "N rounds" the core ``Expiry`` could
                not
                carry then. Read from old logs, upcast into ``Expiry`` (the two fields are then None).
            type_ (Literal['dnd5e-2024.condition_applied']):  Default: 'dnd5e-2024.condition_applied'.
    """

    combatant_id: str
    condition: Dnd5ECondition
    type_: Literal["dnd5e-2024.condition_applied"] = "dnd5e-2024.condition_applied"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition = self.condition.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "condition": condition,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_5e_condition import Dnd5ECondition  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        condition = Dnd5ECondition.from_dict(d.pop("condition"))

        type_ = cast(Literal["dnd5e-2024.condition_applied"], d.pop("type"))
        if type_ != "dnd5e-2024.condition_applied":
            raise ValueError(f"type must match const 'dnd5e-2024.condition_applied', got '{type_}'")

        dnd_5e_condition_applied = cls(
            combatant_id=combatant_id,
            condition=condition,
            type_=type_,
        )

        dnd_5e_condition_applied.additional_properties = d
        return dnd_5e_condition_applied

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
