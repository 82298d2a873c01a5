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

from ..types import UNSET, Unset

T = TypeVar("T", bound="Revealed")


@_attrs_define
class Revealed:
    """The GM revealed hidden things to everyone: concealed ``combatant_ids`` (with their past),
    the stat blocks of ``stat_blocks``, the exact health of ``health``, and secret events:
    each one up to version ``secrets_through`` (0: none) and those at ``versions``.

        Attributes:
            type_ (Literal['revealed']):  Default: 'revealed'.
            combatant_ids (list[str] | Unset):
            health (list[str] | Unset):
            secrets_through (int | Unset):  Default: 0.
            stat_blocks (list[str] | Unset):
            versions (list[int] | Unset):
    """

    type_: Literal["revealed"] = "revealed"
    combatant_ids: list[str] | Unset = UNSET
    health: list[str] | Unset = UNSET
    secrets_through: int | Unset = 0
    stat_blocks: list[str] | Unset = UNSET
    versions: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

        health: list[str] | Unset = UNSET
        if not isinstance(self.health, Unset):
            health = self.health

        secrets_through = self.secrets_through

        stat_blocks: list[str] | Unset = UNSET
        if not isinstance(self.stat_blocks, Unset):
            stat_blocks = self.stat_blocks

        versions: list[int] | Unset = UNSET
        if not isinstance(self.versions, Unset):
            versions = self.versions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if health is not UNSET:
            field_dict["health"] = health
        if secrets_through is not UNSET:
            field_dict["secrets_through"] = secrets_through
        if stat_blocks is not UNSET:
            field_dict["stat_blocks"] = stat_blocks
        if versions is not UNSET:
            field_dict["versions"] = versions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["revealed"], d.pop("type"))
        if type_ != "revealed":
            raise ValueError(f"type must match const 'revealed', got '{type_}'")

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

        health = cast(list[str], d.pop("health", UNSET))

        secrets_through = d.pop("secrets_through", UNSET)

        stat_blocks = cast(list[str], d.pop("stat_blocks", UNSET))

        versions = cast(list[int], d.pop("versions", UNSET))

        revealed = cls(
            type_=type_,
            combatant_ids=combatant_ids,
            health=health,
            secrets_through=secrets_through,
            stat_blocks=stat_blocks,
            versions=versions,
        )

        revealed.additional_properties = d
        return revealed

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
