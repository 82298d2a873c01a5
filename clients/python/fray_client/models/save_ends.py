from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.save_ends_at import SaveEndsAt
from ..types import UNSET, Unset

T = TypeVar("T", bound="SaveEnds")


@_attrs_define
class SaveEnds:
    """ "Save ends": a save against the condition is due at ``at`` (the start or end) of each of
    the bearer's turns; a success ends it. ``ability`` and ``dc`` are the ruleset's words (5e:
    ``"wis"``, 13; D&D 4e: ``""``, 10); the core only prompts (``SaveDue``).

        Attributes:
            ability (str | Unset):  Default: ''.
            at (SaveEndsAt | Unset):  Default: SaveEndsAt.END_OF_TURN.
            dc (int | Unset):  Default: 0.
    """

    ability: str | Unset = ""
    at: SaveEndsAt | Unset = SaveEndsAt.END_OF_TURN
    dc: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.value

        dc = self.dc

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if ability is not UNSET:
            field_dict["ability"] = ability
        if at is not UNSET:
            field_dict["at"] = at
        if dc is not UNSET:
            field_dict["dc"] = dc

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ability = d.pop("ability", UNSET)

        _at = d.pop("at", UNSET)
        at: SaveEndsAt | Unset
        if isinstance(_at, Unset):
            at = UNSET
        else:
            at = SaveEndsAt(_at)

        dc = d.pop("dc", UNSET)

        save_ends = cls(
            ability=ability,
            at=at,
            dc=dc,
        )

        save_ends.additional_properties = d
        return save_ends

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
