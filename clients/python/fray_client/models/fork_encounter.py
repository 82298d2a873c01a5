from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ForkEncounter")


@_attrs_define
class ForkEncounter:
    """Start a new encounter from this one's state at ``version`` (default: now), named
    ``name`` (default: the old name, "fork at N"). Without ``combatants`` it is a fork of the
    whole state, turn state and all ("what if the fireball had missed"); with them, only those
    combatants are carried on, as they ended (hit points, magic points, spent resources,
    lasting conditions), turn state cleared: the next fight of a campaign, where rests are
    allowed before round 1.

        Attributes:
            combatants (list[str] | None | Unset):
            name (None | str | Unset):
            version (int | None | Unset):
    """

    combatants: list[str] | None | Unset = UNSET
    name: None | str | Unset = UNSET
    version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        combatants: list[str] | None | Unset
        if isinstance(self.combatants, Unset):
            combatants = UNSET
        elif isinstance(self.combatants, list):
            combatants = self.combatants

        else:
            combatants = self.combatants

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if combatants is not UNSET:
            field_dict["combatants"] = combatants
        if name is not UNSET:
            field_dict["name"] = name
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_combatants(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                combatants_type_0 = cast(list[str], data)

                return combatants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        combatants = _parse_combatants(d.pop("combatants", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        fork_encounter = cls(
            combatants=combatants,
            name=name,
            version=version,
        )

        return fork_encounter
