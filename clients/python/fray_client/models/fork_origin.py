from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ForkOrigin")


@_attrs_define
class ForkOrigin:
    """Where a forked encounter came from: ``encounter_id`` at ``version``, whose log then had
    the head hash ``head_hash`` (None before the hash chain), and, for a carry-over, the
    combatants it kept (``kept``; None: all of it, turn state and all).

        Attributes:
            encounter_id (str):
            version (int):
            head_hash (None | str | Unset):
            kept (list[str] | None | Unset):
    """

    encounter_id: str
    version: int
    head_hash: None | str | Unset = UNSET
    kept: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        version = self.version

        head_hash: None | str | Unset
        if isinstance(self.head_hash, Unset):
            head_hash = UNSET
        else:
            head_hash = self.head_hash

        kept: list[str] | None | Unset
        if isinstance(self.kept, Unset):
            kept = UNSET
        elif isinstance(self.kept, list):
            kept = self.kept

        else:
            kept = self.kept

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "encounter_id": encounter_id,
                "version": version,
            }
        )
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash
        if kept is not UNSET:
            field_dict["kept"] = kept

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        version = d.pop("version")

        def _parse_head_hash(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        head_hash = _parse_head_hash(d.pop("head_hash", UNSET))

        def _parse_kept(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                kept_type_0 = cast(list[str], data)

                return kept_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        kept = _parse_kept(d.pop("kept", UNSET))

        fork_origin = cls(
            encounter_id=encounter_id,
            version=version,
            head_hash=head_hash,
            kept=kept,
        )

        fork_origin.additional_properties = d
        return fork_origin

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
