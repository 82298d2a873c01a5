from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.cleave_cover_cover import CleaveCoverCover

T = TypeVar("T", bound="CleaveCover")


@_attrs_define
class CleaveCover:
    """The cover one creature of a cleave has against the attacker (002 §Укриття): the same
    attack roll meets its AC plus this cover's bonus (half +2, three-quarters +5); total
    cover keeps it out of the cleave.

        Attributes:
            cover (CleaveCoverCover):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
    """

    cover: CleaveCoverCover
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
        cover = CleaveCoverCover(d.pop("cover"))

        target_id = d.pop("target_id")

        cleave_cover = cls(
            cover=cover,
            target_id=target_id,
        )

        return cleave_cover
