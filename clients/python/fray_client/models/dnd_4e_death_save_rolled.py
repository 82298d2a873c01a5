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
    from ..models.death_save_roll import DeathSaveRoll


T = TypeVar("T", bound="Dnd4EDeathSaveRolled")


@_attrs_define
class Dnd4EDeathSaveRolled:
    """A death saving throw (PHB 2008 p. 295): face, total, outcome, failures so far.

    Attributes:
        combatant_id (str):
        save (DeathSaveRoll): One death saving throw: the ``face``, its ``bonus``, the ``total``, the ``outcome`` and
            the failures counted after it; ``no_surge``: a 20 with no healing surge left, which
            brought the character to 1 hit point (Rules Compendium, Healing the Dying).
        type_ (Literal['dnd4e.death_save_rolled']):  Default: 'dnd4e.death_save_rolled'.
    """

    combatant_id: str
    save: DeathSaveRoll
    type_: Literal["dnd4e.death_save_rolled"] = "dnd4e.death_save_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        save = self.save.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "save": save,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.death_save_roll import DeathSaveRoll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        save = DeathSaveRoll.from_dict(d.pop("save"))

        type_ = cast(Literal["dnd4e.death_save_rolled"], d.pop("type"))
        if type_ != "dnd4e.death_save_rolled":
            raise ValueError(f"type must match const 'dnd4e.death_save_rolled', got '{type_}'")

        dnd_4e_death_save_rolled = cls(
            combatant_id=combatant_id,
            save=save,
            type_=type_,
        )

        dnd_4e_death_save_rolled.additional_properties = d
        return dnd_4e_death_save_rolled

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
