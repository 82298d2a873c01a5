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

T = TypeVar("T", bound="MeshalTemporaryChanged")


@_attrs_define
class MeshalTemporaryChanged:
    """``target_id``'s ``attribute`` has temporary part ``temporary`` now: its score went
    from ``score_before`` to ``score_after`` (the track's maximum and dice follow in core
    events). The scores (a pool's maximum) are null for a reader who may not see the
    target's exact health.

        Attributes:
            attribute (str):
            score_after (int | None):
            score_before (int | None):
            target_id (str):
            temporary (int):
            type_ (Literal['meshal-lite.temporary_changed']):  Default: 'meshal-lite.temporary_changed'.
    """

    attribute: str
    score_after: int | None
    score_before: int | None
    target_id: str
    temporary: int
    type_: Literal["meshal-lite.temporary_changed"] = "meshal-lite.temporary_changed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribute = self.attribute

        score_after: int | None
        score_after = self.score_after

        score_before: int | None
        score_before = self.score_before

        target_id = self.target_id

        temporary = self.temporary

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attribute": attribute,
                "score_after": score_after,
                "score_before": score_before,
                "target_id": target_id,
                "temporary": temporary,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attribute = d.pop("attribute")

        def _parse_score_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score_after = _parse_score_after(d.pop("score_after"))

        def _parse_score_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score_before = _parse_score_before(d.pop("score_before"))

        target_id = d.pop("target_id")

        temporary = d.pop("temporary")

        type_ = cast(Literal["meshal-lite.temporary_changed"], d.pop("type"))
        if type_ != "meshal-lite.temporary_changed":
            raise ValueError(f"type must match const 'meshal-lite.temporary_changed', got '{type_}'")

        meshal_temporary_changed = cls(
            attribute=attribute,
            score_after=score_after,
            score_before=score_before,
            target_id=target_id,
            temporary=temporary,
            type_=type_,
        )

        meshal_temporary_changed.additional_properties = d
        return meshal_temporary_changed

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
