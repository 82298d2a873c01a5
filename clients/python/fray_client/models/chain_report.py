from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChainReport")


@_attrs_define
class ChainReport:
    """What recomputing a stream's chain found: ``ok``; ``events`` checked; ``chained_from``,
    the first version with a hash (None: no chain yet); ``head_hash``, the last event's hash;
    ``broken_at``, the first version whose hash does not follow, or whose signature does not
    check (None when ``ok``); and ``detail`` in words.

    Signatures (``fray.store.signing``), when the server has a signing key (``key_id`` names
    it; None: signatures were not checked): ``signed`` events whose MAC checks, ``unsigned``
    ones written before signing began (before the chain, before the key was set, or before
    migration 0005). An unsigned event after a signed one, or a MAC that does not check, is
    not Fray's writing: ``ok`` is false there.

        Attributes:
            chained_from (int | None):
            events (int):
            head_hash (None | str):
            ok (bool):
            broken_at (int | None | Unset):
            detail (str | Unset):  Default: ''.
            key_id (None | str | Unset):
            signed (int | Unset):  Default: 0.
            unsigned (int | Unset):  Default: 0.
    """

    chained_from: int | None
    events: int
    head_hash: None | str
    ok: bool
    broken_at: int | None | Unset = UNSET
    detail: str | Unset = ""
    key_id: None | str | Unset = UNSET
    signed: int | Unset = 0
    unsigned: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chained_from: int | None
        chained_from = self.chained_from

        events = self.events

        head_hash: None | str
        head_hash = self.head_hash

        ok = self.ok

        broken_at: int | None | Unset
        if isinstance(self.broken_at, Unset):
            broken_at = UNSET
        else:
            broken_at = self.broken_at

        detail = self.detail

        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id

        signed = self.signed

        unsigned = self.unsigned

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chained_from": chained_from,
                "events": events,
                "head_hash": head_hash,
                "ok": ok,
            }
        )
        if broken_at is not UNSET:
            field_dict["broken_at"] = broken_at
        if detail is not UNSET:
            field_dict["detail"] = detail
        if key_id is not UNSET:
            field_dict["key_id"] = key_id
        if signed is not UNSET:
            field_dict["signed"] = signed
        if unsigned is not UNSET:
            field_dict["unsigned"] = unsigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_chained_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        chained_from = _parse_chained_from(d.pop("chained_from"))

        events = d.pop("events")

        def _parse_head_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        head_hash = _parse_head_hash(d.pop("head_hash"))

        ok = d.pop("ok")

        def _parse_broken_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        broken_at = _parse_broken_at(d.pop("broken_at", UNSET))

        detail = d.pop("detail", UNSET)

        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))

        signed = d.pop("signed", UNSET)

        unsigned = d.pop("unsigned", UNSET)

        chain_report = cls(
            chained_from=chained_from,
            events=events,
            head_hash=head_hash,
            ok=ok,
            broken_at=broken_at,
            detail=detail,
            key_id=key_id,
            signed=signed,
            unsigned=unsigned,
        )

        chain_report.additional_properties = d
        return chain_report

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
