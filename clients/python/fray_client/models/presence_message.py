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

if TYPE_CHECKING:
    from ..models.present import Present


T = TypeVar("T", bound="PresenceMessage")


@_attrs_define
class PresenceMessage:
    """Who is connected to encounter ``stream_id`` now (every process), replacing the last
    such message. No version: it does not count for resume.

        Attributes:
            connected (list[Present]):
            kind (Literal['presence']):  Default: 'presence'.
            stream_id (str):
    """

    connected: list[Present]
    stream_id: str
    kind: Literal["presence"] = "presence"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connected = []
        for connected_item_data in self.connected:
            connected_item = connected_item_data.to_dict()
            connected.append(connected_item)

        kind = self.kind

        stream_id = self.stream_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connected": connected,
                "kind": kind,
                "stream_id": stream_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.present import Present  # noqa: PLC0415

        d = dict(src_dict)
        connected = []
        _connected = d.pop("connected")
        for connected_item_data in _connected:
            connected_item = Present.from_dict(connected_item_data)

            connected.append(connected_item)

        kind = cast(Literal["presence"], d.pop("kind"))
        if kind != "presence":
            raise ValueError(f"kind must match const 'presence', got '{kind}'")

        stream_id = d.pop("stream_id")

        presence_message = cls(
            connected=connected,
            kind=kind,
            stream_id=stream_id,
        )

        presence_message.additional_properties = d
        return presence_message

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
