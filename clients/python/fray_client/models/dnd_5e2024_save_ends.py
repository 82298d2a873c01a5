from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dnd_5e2024_save_ends_ability import Dnd5E2024SaveEndsAbility
from ..models.dnd_5e2024_save_ends_at import Dnd5E2024SaveEndsAt
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5E2024SaveEnds")


@_attrs_define
class Dnd5E2024SaveEnds:
    """Schema 1 only (now the core ``Expiry.save``): a saving throw of ``ability`` against
    ``dc`` due at ``at`` of the bearer's turns.

        Attributes:
            ability (Dnd5E2024SaveEndsAbility):
            dc (int):
            at (Dnd5E2024SaveEndsAt | Unset):  Default: Dnd5E2024SaveEndsAt.END_OF_TURN.
    """

    ability: Dnd5E2024SaveEndsAbility
    dc: int
    at: Dnd5E2024SaveEndsAt | Unset = Dnd5E2024SaveEndsAt.END_OF_TURN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability.value

        dc = self.dc

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "dc": dc,
            }
        )
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ability = Dnd5E2024SaveEndsAbility(d.pop("ability"))

        dc = d.pop("dc")

        _at = d.pop("at", UNSET)
        at: Dnd5E2024SaveEndsAt | Unset
        if isinstance(_at, Unset):
            at = UNSET
        else:
            at = Dnd5E2024SaveEndsAt(_at)

        dnd_5e2024_save_ends = cls(
            ability=ability,
            dc=dc,
            at=at,
        )

        dnd_5e2024_save_ends.additional_properties = d
        return dnd_5e2024_save_ends

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
