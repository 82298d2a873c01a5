from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.visibility_audience import VisibilityAudience
from ..types import UNSET, Unset

T = TypeVar("T", bound="Visibility")


@_attrs_define
class Visibility:
    """Who may see an event: everyone (``public``), the GM only (``gm``), or the GM and the
    named ``players``.

        Attributes:
            audience (VisibilityAudience | Unset):  Default: VisibilityAudience.PUBLIC.
            players (list[str] | Unset):
    """

    audience: VisibilityAudience | Unset = VisibilityAudience.PUBLIC
    players: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        audience: str | Unset = UNSET
        if not isinstance(self.audience, Unset):
            audience = self.audience.value

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if audience is not UNSET:
            field_dict["audience"] = audience
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _audience = d.pop("audience", UNSET)
        audience: VisibilityAudience | Unset
        if isinstance(_audience, Unset):
            audience = UNSET
        else:
            audience = VisibilityAudience(_audience)

        players = cast(list[str], d.pop("players", UNSET))

        visibility = cls(
            audience=audience,
            players=players,
        )

        visibility.additional_properties = d
        return visibility

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
