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

T = TypeVar("T", bound="PongMessage")


@_attrs_define
class PongMessage:
    """The answer to a client's heartbeat ``{"ping": x}`` on a WebSocket feed: ``ping`` is that
    ``x``, as it came. Sent at once, out of the event order; it has no version and does not
    count for resume.

        Attributes:
            kind (Literal['pong']):  Default: 'pong'.
            ping (Any | Unset):
    """

    kind: Literal["pong"] = "pong"
    ping: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        ping = self.ping

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if ping is not UNSET:
            field_dict["ping"] = ping

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["pong"], d.pop("kind"))
        if kind != "pong":
            raise ValueError(f"kind must match const 'pong', got '{kind}'")

        ping = d.pop("ping", UNSET)

        pong_message = cls(
            kind=kind,
            ping=ping,
        )

        pong_message.additional_properties = d
        return pong_message

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
