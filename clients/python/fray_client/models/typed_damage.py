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

    In a reader's copy (issue 18, ``DamageResolved.secret_numbers``): with the attacker's
    stat block hidden, ``dice``, ``faces``, ``bonus`` and ``adjustment`` are null (the
    block's own attack; ``rolled``, the roll's total, and ``type`` stay); with the target's
    hidden, ``immune``, ``resistant``, ``vulnerable`` and ``final`` are null (its defences:
    ``final`` against ``rolled`` would tell them).

        Attributes:
            final (int | None):
            rolled (int):
            type_ (str):
            adjustment (int | None | Unset):  Default: 0.
            bonus (int | None | Unset):  Default: 0.
            dice (None | str | Unset):  Default: ''.
            faces (list[int] | None | Unset):
            halved (bool | Unset):  Default: False.
            immune (bool | None | Unset):  Default: False.
            resistant (bool | None | Unset):  Default: False.
            vulnerable (bool | None | Unset):  Default: False.
    """

    final: int | None
    rolled: int
    type_: str
    adjustment: int | None | Unset = 0
    bonus: int | None | Unset = 0
    dice: None | str | Unset = ""
    faces: list[int] | None | Unset = UNSET
    halved: bool | Unset = False
    immune: bool | None | Unset = False
    resistant: bool | None | Unset = False
    vulnerable: bool | None | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        final: int | None
        final = self.final

        rolled = self.rolled

        type_ = self.type_

        adjustment: int | None | Unset
        if isinstance(self.adjustment, Unset):
            adjustment = UNSET
        else:
            adjustment = self.adjustment

        bonus: int | None | Unset
        if isinstance(self.bonus, Unset):
            bonus = UNSET
        else:
            bonus = self.bonus

        dice: None | str | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        else:
            dice = self.dice

        faces: list[int] | None | Unset
        if isinstance(self.faces, Unset):
            faces = UNSET
        elif isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        halved = self.halved

        immune: bool | None | Unset
        if isinstance(self.immune, Unset):
            immune = UNSET
        else:
            immune = self.immune

        resistant: bool | None | Unset
        if isinstance(self.resistant, Unset):
            resistant = UNSET
        else:
            resistant = self.resistant

        vulnerable: bool | None | Unset
        if isinstance(self.vulnerable, Unset):
            vulnerable = UNSET
        else:
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

        def _parse_final(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        final = _parse_final(d.pop("final"))

        rolled = d.pop("rolled")

        type_ = d.pop("type")

        def _parse_adjustment(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        adjustment = _parse_adjustment(d.pop("adjustment", UNSET))

        def _parse_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bonus = _parse_bonus(d.pop("bonus", UNSET))

        def _parse_dice(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))

        def _parse_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = cast(list[int], data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        faces = _parse_faces(d.pop("faces", UNSET))

        halved = d.pop("halved", UNSET)

        def _parse_immune(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        immune = _parse_immune(d.pop("immune", UNSET))

        def _parse_resistant(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        resistant = _parse_resistant(d.pop("resistant", UNSET))

        def _parse_vulnerable(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        vulnerable = _parse_vulnerable(d.pop("vulnerable", UNSET))

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
