from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.target_cover_cover import TargetCoverCover

T = TypeVar("T", bound="TargetCover")


@_attrs_define
class TargetCover:
    """The cover one target of a close or area attack has (from the origin square).

    Attributes:
        cover (TargetCoverCover):
        target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
    """

    cover: TargetCoverCover
    target_id: str

    def to_dict(self) -> dict[str, Any]:
        cover = self.cover.value

        target_id = self.target_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cover": cover,
                "target_id": target_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cover = TargetCoverCover(d.pop("cover"))

        target_id = d.pop("target_id")

        target_cover = cls(
            cover=cover,
            target_id=target_id,
        )

        return target_cover
