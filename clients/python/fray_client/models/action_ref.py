from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.action_ref_audience import ActionRefAudience
from ..types import UNSET, Unset

T = TypeVar("T", bound="ActionRef")


@_attrs_define
class ActionRef:
    """An action (everything one command appended) named by its ``command_id`` and the
    versions of its events, ``first_version..last_version``; ``command_type`` says what it was.
    What the history command knew of it as it was decided, so that a reader is shown a
    history event only as far as it may see the actions it names (issue 18): who may see the
    action (``audience`` and ``players``, as its events' ``metadata.visibility``), the
    combatants its events name (``names``) and whether they say where one is (``locates``).
    References written before they were recorded read as public, naming nobody.

        Attributes:
            command_id (str):
            first_version (int):
            last_version (int):
            audience (ActionRefAudience | Unset):  Default: ActionRefAudience.PUBLIC.
            command_type (str | Unset):  Default: ''.
            locates (bool | Unset):  Default: False.
            names (list[str] | Unset):
            players (list[str] | Unset):
    """

    command_id: str
    first_version: int
    last_version: int
    audience: ActionRefAudience | Unset = ActionRefAudience.PUBLIC
    command_type: str | Unset = ""
    locates: bool | Unset = False
    names: list[str] | Unset = UNSET
    players: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command_id = self.command_id

        first_version = self.first_version

        last_version = self.last_version

        audience: str | Unset = UNSET
        if not isinstance(self.audience, Unset):
            audience = self.audience.value

        command_type = self.command_type

        locates = self.locates

        names: list[str] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = self.names

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command_id": command_id,
                "first_version": first_version,
                "last_version": last_version,
            }
        )
        if audience is not UNSET:
            field_dict["audience"] = audience
        if command_type is not UNSET:
            field_dict["command_type"] = command_type
        if locates is not UNSET:
            field_dict["locates"] = locates
        if names is not UNSET:
            field_dict["names"] = names
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        command_id = d.pop("command_id")

        first_version = d.pop("first_version")

        last_version = d.pop("last_version")

        _audience = d.pop("audience", UNSET)
        audience: ActionRefAudience | Unset
        if isinstance(_audience, Unset):
            audience = UNSET
        else:
            audience = ActionRefAudience(_audience)

        command_type = d.pop("command_type", UNSET)

        locates = d.pop("locates", UNSET)

        names = cast(list[str], d.pop("names", UNSET))

        players = cast(list[str], d.pop("players", UNSET))

        action_ref = cls(
            command_id=command_id,
            first_version=first_version,
            last_version=last_version,
            audience=audience,
            command_type=command_type,
            locates=locates,
            names=names,
            players=players,
        )

        action_ref.additional_properties = d
        return action_ref

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
