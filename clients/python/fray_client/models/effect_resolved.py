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
    from ..models.save_outcome import SaveOutcome


T = TypeVar("T", bound="EffectResolved")


@_attrs_define
class EffectResolved:
    """A forced saving throw (a save action, a spell's save, the save a hit forces) by
    ``combatant_id``'s ``source``: ``ability`` against ``dc``, the damage ``dice`` (one entry a
    part) rolled once for every target (``faces``, with ``bonus``), ``half_on_success``, and
    each target's ``outcomes``. Each target's save, damage and conditions follow as their own
    events (published 5e: "each creature in that area must make a … saving throw").

        Attributes:
            ability (str):
            combatant_id (str):
            dc (int):
            source (str):
            type_ (Literal['dnd5e-2024.effect_resolved']):  Default: 'dnd5e-2024.effect_resolved'.
            bonus (list[int] | Unset):
            dice (list[str] | Unset):
            faces (list[list[int]] | Unset):
            half_on_success (bool | Unset):  Default: False.
            outcomes (list[SaveOutcome] | Unset):
    """

    ability: str
    combatant_id: str
    dc: int
    source: str
    type_: Literal["dnd5e-2024.effect_resolved"] = "dnd5e-2024.effect_resolved"
    bonus: list[int] | Unset = UNSET
    dice: list[str] | Unset = UNSET
    faces: list[list[int]] | Unset = UNSET
    half_on_success: bool | Unset = False
    outcomes: list[SaveOutcome] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        combatant_id = self.combatant_id

        dc = self.dc

        source = self.source

        type_ = self.type_

        bonus: list[int] | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus

        dice: list[str] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        faces: list[list[int]] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = []
            for faces_item_data in self.faces:
                faces_item = faces_item_data

                faces.append(faces_item)

        half_on_success = self.half_on_success

        outcomes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.outcomes, Unset):
            outcomes = []
            for outcomes_item_data in self.outcomes:
                outcomes_item = outcomes_item_data.to_dict()
                outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "combatant_id": combatant_id,
                "dc": dc,
                "source": source,
                "type": type_,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if dice is not UNSET:
            field_dict["dice"] = dice
        if faces is not UNSET:
            field_dict["faces"] = faces
        if half_on_success is not UNSET:
            field_dict["half_on_success"] = half_on_success
        if outcomes is not UNSET:
            field_dict["outcomes"] = outcomes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.save_outcome import SaveOutcome  # noqa: PLC0415

        d = dict(src_dict)
        ability = d.pop("ability")

        combatant_id = d.pop("combatant_id")

        dc = d.pop("dc")

        source = d.pop("source")

        type_ = cast(Literal["dnd5e-2024.effect_resolved"], d.pop("type"))
        if type_ != "dnd5e-2024.effect_resolved":
            raise ValueError(f"type must match const 'dnd5e-2024.effect_resolved', got '{type_}'")

        bonus = cast(list[int], d.pop("bonus", UNSET))

        dice = cast(list[str], d.pop("dice", UNSET))

        _faces = d.pop("faces", UNSET)
        faces: list[list[int]] | Unset = UNSET
        if _faces is not UNSET:
            faces = []
            for faces_item_data in _faces:
                faces_item = cast(list[int], faces_item_data)

                faces.append(faces_item)

        half_on_success = d.pop("half_on_success", UNSET)

        _outcomes = d.pop("outcomes", UNSET)
        outcomes: list[SaveOutcome] | Unset = UNSET
        if _outcomes is not UNSET:
            outcomes = []
            for outcomes_item_data in _outcomes:
                outcomes_item = SaveOutcome.from_dict(outcomes_item_data)

                outcomes.append(outcomes_item)

        effect_resolved = cls(
            ability=ability,
            combatant_id=combatant_id,
            dc=dc,
            source=source,
            type_=type_,
            bonus=bonus,
            dice=dice,
            faces=faces,
            half_on_success=half_on_success,
            outcomes=outcomes,
        )

        effect_resolved.additional_properties = d
        return effect_resolved

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
