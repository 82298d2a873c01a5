from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DefencesIn")


@_attrs_define
class DefencesIn:
    """A monster's stated defences.

    Attributes:
        ac (int):
        fortitude (int):
        reflex (int):
        will (int):
    """

    ac: int
    fortitude: int
    reflex: int
    will: int

    def to_dict(self) -> dict[str, Any]:
        ac = self.ac

        fortitude = self.fortitude

        reflex = self.reflex

        will = self.will

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ac": ac,
                "fortitude": fortitude,
                "reflex": reflex,
                "will": will,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ac = d.pop("ac")

        fortitude = d.pop("fortitude")

        reflex = d.pop("reflex")

        will = d.pop("will")

        defences_in = cls(
            ac=ac,
            fortitude=fortitude,
            reflex=reflex,
            will=will,
        )

        return defences_in
