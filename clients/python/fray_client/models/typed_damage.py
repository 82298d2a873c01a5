from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TypedDamage")


@_attrs_define
class TypedDamage:
    """One type of damage in one hit: the ``dice`` and their ``faces`` (doubled on a
    critical), the ``bonus`` added once, the ``adjustment`` (bonuses and penalties), whether
    the target is ``immune``/``resistant``/``vulnerable``, and the hit points ``final``.

        Attributes:
            final (int):
            rolled (int):
            type_ (str):
            adjustment (int | Unset):  Default: 0.
            bonus (int | Unset):  Default: 0.
            dice (str | Unset):  Default: ''.
            faces (list[int] | Unset):
            halved (bool | Unset):  Default: False.
            immune (bool | Unset):  Default: False.
            resistant (bool | Unset):  Default: False.
            vulnerable (bool | Unset):  Default: False.
    """

    final: int
    rolled: int
    type_: str
    adjustment: int | Unset = 0
    bonus: int | Unset = 0
    dice: str | Unset = ""
    faces: list[int] | Unset = UNSET
    halved: bool | Unset = False
    immune: bool | Unset = False
    resistant: bool | Unset = False
    vulnerable: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        final = self.final

        rolled = self.rolled

        type_ = self.type_

        adjustment = self.adjustment

        bonus = self.bonus

        dice = self.dice

        faces: list[int] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces

        halved = self.halved

        immune = self.immune

        resistant = self.resistant

        vulnerable = self.vulnerable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "final": final,
                "rolled": rolled,
                "type": type_,
            }
        )
        if adjustment is not UNSET:
            field_dict["adjustment"] = adjustment
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if dice is not UNSET:
            field_dict["dice"] = dice
        if faces is not UNSET:
            field_dict["faces"] = faces
        if halved is not UNSET:
            field_dict["halved"] = halved
        if immune is not UNSET:
            field_dict["immune"] = immune
        if resistant is not UNSET:
            field_dict["resistant"] = resistant
        if vulnerable is not UNSET:
            field_dict["vulnerable"] = vulnerable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        final = d.pop("final")

        rolled = d.pop("rolled")

        type_ = d.pop("type")

        adjustment = d.pop("adjustment", UNSET)

        bonus = d.pop("bonus", UNSET)

        dice = d.pop("dice", UNSET)

        faces = cast(list[int], d.pop("faces", UNSET))

        halved = d.pop("halved", UNSET)

        immune = d.pop("immune", UNSET)

        resistant = d.pop("resistant", UNSET)

        vulnerable = d.pop("vulnerable", UNSET)

        typed_damage = cls(
            final=final,
            rolled=rolled,
            type_=type_,
            adjustment=adjustment,
            bonus=bonus,
            dice=dice,
            faces=faces,
            halved=halved,
            immune=immune,
            resistant=resistant,
            vulnerable=vulnerable,
        )

        typed_damage.additional_properties = d
        return typed_damage

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
