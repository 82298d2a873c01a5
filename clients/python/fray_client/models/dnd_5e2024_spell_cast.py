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

from ..models.dnd_5e2024_spell_cast_casting import Dnd5E2024SpellCastCasting
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5E2024SpellCast")


@_attrs_define
class Dnd5E2024SpellCast:
    """The Magic action (or a bonus action/reaction spell): ``spell`` cast at ``level`` (0: a
    cantrip), spending a slot of ``slot_level``; ``concentration`` if it needs it; ``readied``
    when it was held with Ready (the slot is spent even if never released, 002 §Дії в бою);
    at ``target_ids``, from ``spell_list``.

        Attributes:
            caster_id (str):
            level (int):
            spell (str):
            type_ (Literal['dnd5e-2024.spell_cast']):  Default: 'dnd5e-2024.spell_cast'.
            casting (Dnd5E2024SpellCastCasting | Unset):  Default: Dnd5E2024SpellCastCasting.ACTION.
            concentration (bool | Unset):  Default: False.
            readied (bool | Unset):  Default: False.
            slot_level (int | None | Unset):
            spell_list (None | str | Unset):
            target_ids (list[str] | Unset):
    """

    caster_id: str
    level: int
    spell: str
    type_: Literal["dnd5e-2024.spell_cast"] = "dnd5e-2024.spell_cast"
    casting: Dnd5E2024SpellCastCasting | Unset = Dnd5E2024SpellCastCasting.ACTION
    concentration: bool | Unset = False
    readied: bool | Unset = False
    slot_level: int | None | Unset = UNSET
    spell_list: None | str | Unset = UNSET
    target_ids: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caster_id = self.caster_id

        level = self.level

        spell = self.spell

        type_ = self.type_

        casting: str | Unset = UNSET
        if not isinstance(self.casting, Unset):
            casting = self.casting.value

        concentration = self.concentration

        readied = self.readied

        slot_level: int | None | Unset
        if isinstance(self.slot_level, Unset):
            slot_level = UNSET
        else:
            slot_level = self.slot_level

        spell_list: None | str | Unset
        if isinstance(self.spell_list, Unset):
            spell_list = UNSET
        else:
            spell_list = self.spell_list

        target_ids: list[str] | Unset = UNSET
        if not isinstance(self.target_ids, Unset):
            target_ids = self.target_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caster_id": caster_id,
                "level": level,
                "spell": spell,
                "type": type_,
            }
        )
        if casting is not UNSET:
            field_dict["casting"] = casting
        if concentration is not UNSET:
            field_dict["concentration"] = concentration
        if readied is not UNSET:
            field_dict["readied"] = readied
        if slot_level is not UNSET:
            field_dict["slot_level"] = slot_level
        if spell_list is not UNSET:
            field_dict["spell_list"] = spell_list
        if target_ids is not UNSET:
            field_dict["target_ids"] = target_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caster_id = d.pop("caster_id")

        level = d.pop("level")

        spell = d.pop("spell")

        type_ = cast(Literal["dnd5e-2024.spell_cast"], d.pop("type"))
        if type_ != "dnd5e-2024.spell_cast":
            raise ValueError(f"type must match const 'dnd5e-2024.spell_cast', got '{type_}'")

        _casting = d.pop("casting", UNSET)
        casting: Dnd5E2024SpellCastCasting | Unset
        if isinstance(_casting, Unset):
            casting = UNSET
        else:
            casting = Dnd5E2024SpellCastCasting(_casting)

        concentration = d.pop("concentration", UNSET)

        readied = d.pop("readied", UNSET)

        def _parse_slot_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        slot_level = _parse_slot_level(d.pop("slot_level", UNSET))

        def _parse_spell_list(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        spell_list = _parse_spell_list(d.pop("spell_list", UNSET))

        target_ids = cast(list[str], d.pop("target_ids", UNSET))

        dnd_5e2024_spell_cast = cls(
            caster_id=caster_id,
            level=level,
            spell=spell,
            type_=type_,
            casting=casting,
            concentration=concentration,
            readied=readied,
            slot_level=slot_level,
            spell_list=spell_list,
            target_ids=target_ids,
        )

        dnd_5e2024_spell_cast.additional_properties = d
        return dnd_5e2024_spell_cast

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
