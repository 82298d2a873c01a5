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

T = TypeVar("T", bound="HiddenMessage")


@_attrs_define
class HiddenMessage:
    """Event ``version`` of encounter ``stream_id`` exists, but the reader may not see it:
    secret, about a combatant it cannot see, or where a hiding combatant went. Nothing else.

        Attributes:
            kind (Literal['hidden']):  Default: 'hidden'.
            stream_id (str):
            version (int):
    """

    stream_id: str
    version: int
    kind: Literal["hidden"] = "hidden"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        stream_id = self.stream_id

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "stream_id": stream_id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["hidden"], d.pop("kind"))
        if kind != "hidden":
            raise ValueError(f"kind must match const 'hidden', got '{kind}'")

        stream_id = d.pop("stream_id")

        version = d.pop("version")

        hidden_message = cls(
            kind=kind,
            stream_id=stream_id,
            version=version,
        )

        hidden_message.additional_properties = d
        return hidden_message

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
