from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MeshalFateChange")


@_attrs_define
class MeshalFateChange:
    """Expense of fate: set die number ``die`` (0 is the first rolled) to ``face``.

    Attributes:
        die (int):
        face (int):
    """

    die: int
    face: int

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "face": face,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        face = d.pop("face")

        meshal_fate_change = cls(
            die=die,
            face=face,
        )

        return meshal_fate_change
