from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_segment_defence_type_0 import MeshalSegmentDefenceType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_segment_shares_type_0 import MeshalSegmentSharesType0


T = TypeVar("T", bound="MeshalSegment")


@_attrs_define
class MeshalSegment:
    """One segment of an attack: the ``faces`` rolled and the points (``rolled``); the
    ``protection`` that counted (None: immune) and what was left (``after_protection``);
    the ``defence`` rolled (``defence_faces``, ``defence_points``) or why none was
    (``undefended``: "not chosen", "no threat", "cannot defend", "no ⚡", "not allowed");
    the ``remainder``; ``hit``; the extra damage dice (``extra_faces``); ``damage``; the dice
    each attribute lost (``shares``); ``solid`` (a solid defence); ``missed_at_once`` (a
    roll of 0). In a two-step attack the attack's faces are in its ``attack_rolled`` event
    and ``faces`` here is empty. ``faces`` and ``defence_faces`` are as first rolled; a re-roll's positions and
    new faces follow (``rerolled``/``reroll_faces``, ``defence_rerolled``/``defence_reroll_faces``),
    and ``rolled``/``defence_points`` count the faces after it.

    ``immune``: the target is immune to the attack (``protection`` is then null too; events
    before the field existed read it from a null ``protection``, ``immune_from_protection``).
    For a reader who may not see the target's stat block (issue 18), ``protection``,
    ``immune``, ``after_protection`` and ``remainder`` are null, and so are the attack's
    ``faces``, ``rolled`` and re-roll faces: with the ``damage`` (what the blow did, which
    stays) and the defence roll they would give the protection back. ``shares`` (what each
    pool lost) are null for one who may not see its exact health, and so are the defence's
    ``defence_faces``, ``defence_rerolled`` and ``defence_reroll_faces`` (a defence rolls the
    defender's pool: their count is its health; ``defence_points`` stays). The attack's
    ``faces``, ``rerolled`` and ``reroll_faces`` are null too for one who may not see the
    attacker's exact health (the attack rolls its pool); ``rolled`` then stays.

        Attributes:
            after_protection (int | None):
            faces (list[int] | None):
            hit (bool):
            protection (int | None):
            remainder (int | None):
            rolled (int | None):
            damage (int | Unset):  Default: 0.
            defence (MeshalSegmentDefenceType0 | None | Unset):
            defence_faces (list[int] | None | Unset):
            defence_points (int | Unset):  Default: 0.
            defence_reroll_faces (list[int] | None | Unset):
            defence_rerolled (list[int] | None | Unset):
            extra_faces (list[int] | Unset):
            immune (bool | None | Unset):  Default: False.
            missed_at_once (bool | Unset):  Default: False.
            reroll_faces (list[int] | None | Unset):
            rerolled (list[int] | None | Unset):
            shares (MeshalSegmentSharesType0 | None | Unset):
            solid (bool | Unset):  Default: False.
            undefended (str | Unset):  Default: ''.
    """

    after_protection: int | None
    faces: list[int] | None
    hit: bool
    protection: int | None
    remainder: int | None
    rolled: int | None
    damage: int | Unset = 0
    defence: MeshalSegmentDefenceType0 | None | Unset = UNSET
    defence_faces: list[int] | None | Unset = UNSET
    defence_points: int | Unset = 0
    defence_reroll_faces: list[int] | None | Unset = UNSET
    defence_rerolled: list[int] | None | Unset = UNSET
    extra_faces: list[int] | Unset = UNSET
    immune: bool | None | Unset = False
    missed_at_once: bool | Unset = False
    reroll_faces: list[int] | None | Unset = UNSET
    rerolled: list[int] | None | Unset = UNSET
    shares: MeshalSegmentSharesType0 | None | Unset = UNSET
    solid: bool | Unset = False
    undefended: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_segment_shares_type_0 import MeshalSegmentSharesType0  # noqa: PLC0415

        after_protection: int | None
        after_protection = self.after_protection

        faces: list[int] | None
        if isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        hit = self.hit

        protection: int | None
        protection = self.protection

        remainder: int | None
        remainder = self.remainder

        rolled: int | None
        rolled = self.rolled

        damage = self.damage

        defence: None | str | Unset
        if isinstance(self.defence, Unset):
            defence = UNSET
        elif isinstance(self.defence, MeshalSegmentDefenceType0):
            defence = self.defence.value
        else:
            defence = self.defence

        defence_faces: list[int] | None | Unset
        if isinstance(self.defence_faces, Unset):
            defence_faces = UNSET
        elif isinstance(self.defence_faces, list):
            defence_faces = self.defence_faces

        else:
            defence_faces = self.defence_faces

        defence_points = self.defence_points

        defence_reroll_faces: list[int] | None | Unset
        if isinstance(self.defence_reroll_faces, Unset):
            defence_reroll_faces = UNSET
        elif isinstance(self.defence_reroll_faces, list):
            defence_reroll_faces = self.defence_reroll_faces

        else:
            defence_reroll_faces = self.defence_reroll_faces

        defence_rerolled: list[int] | None | Unset
        if isinstance(self.defence_rerolled, Unset):
            defence_rerolled = UNSET
        elif isinstance(self.defence_rerolled, list):
            defence_rerolled = self.defence_rerolled

        else:
            defence_rerolled = self.defence_rerolled

        extra_faces: list[int] | Unset = UNSET
        if not isinstance(self.extra_faces, Unset):
            extra_faces = self.extra_faces

        immune: bool | None | Unset
        if isinstance(self.immune, Unset):
            immune = UNSET
        else:
            immune = self.immune

        missed_at_once = self.missed_at_once

        reroll_faces: list[int] | None | Unset
        if isinstance(self.reroll_faces, Unset):
            reroll_faces = UNSET
        elif isinstance(self.reroll_faces, list):
            reroll_faces = self.reroll_faces

        else:
            reroll_faces = self.reroll_faces

        rerolled: list[int] | None | Unset
        if isinstance(self.rerolled, Unset):
            rerolled = UNSET
        elif isinstance(self.rerolled, list):
            rerolled = self.rerolled

        else:
            rerolled = self.rerolled

        shares: dict[str, Any] | None | Unset
        if isinstance(self.shares, Unset):
            shares = UNSET
        elif isinstance(self.shares, MeshalSegmentSharesType0):
            shares = self.shares.to_dict()
        else:
            shares = self.shares

        solid = self.solid

        undefended = self.undefended

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "after_protection": after_protection,
                "faces": faces,
                "hit": hit,
                "protection": protection,
                "remainder": remainder,
                "rolled": rolled,
            }
        )
        if damage is not UNSET:
            field_dict["damage"] = damage
        if defence is not UNSET:
            field_dict["defence"] = defence
        if defence_faces is not UNSET:
            field_dict["defence_faces"] = defence_faces
        if defence_points is not UNSET:
            field_dict["defence_points"] = defence_points
        if defence_reroll_faces is not UNSET:
            field_dict["defence_reroll_faces"] = defence_reroll_faces
        if defence_rerolled is not UNSET:
            field_dict["defence_rerolled"] = defence_rerolled
        if extra_faces is not UNSET:
            field_dict["extra_faces"] = extra_faces
        if immune is not UNSET:
            field_dict["immune"] = immune
        if missed_at_once is not UNSET:
            field_dict["missed_at_once"] = missed_at_once
        if reroll_faces is not UNSET:
            field_dict["reroll_faces"] = reroll_faces
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled
        if shares is not UNSET:
            field_dict["shares"] = shares
        if solid is not UNSET:
            field_dict["solid"] = solid
        if undefended is not UNSET:
            field_dict["undefended"] = undefended

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_segment_shares_type_0 import MeshalSegmentSharesType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_after_protection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        after_protection = _parse_after_protection(d.pop("after_protection"))

        def _parse_faces(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = cast(list[int], data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        faces = _parse_faces(d.pop("faces"))

        hit = d.pop("hit")

        def _parse_protection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        protection = _parse_protection(d.pop("protection"))

        def _parse_remainder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        remainder = _parse_remainder(d.pop("remainder"))

        def _parse_rolled(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rolled = _parse_rolled(d.pop("rolled"))

        damage = d.pop("damage", UNSET)

        def _parse_defence(data: object) -> MeshalSegmentDefenceType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defence_type_0 = MeshalSegmentDefenceType0(data)

                return defence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalSegmentDefenceType0 | None | Unset, data)

        defence = _parse_defence(d.pop("defence", UNSET))

        def _parse_defence_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                defence_faces_type_0 = cast(list[int], data)

                return defence_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        defence_faces = _parse_defence_faces(d.pop("defence_faces", UNSET))

        defence_points = d.pop("defence_points", UNSET)

        def _parse_defence_reroll_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                defence_reroll_faces_type_0 = cast(list[int], data)

                return defence_reroll_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        defence_reroll_faces = _parse_defence_reroll_faces(d.pop("defence_reroll_faces", UNSET))

        def _parse_defence_rerolled(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                defence_rerolled_type_0 = cast(list[int], data)

                return defence_rerolled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        defence_rerolled = _parse_defence_rerolled(d.pop("defence_rerolled", UNSET))

        extra_faces = cast(list[int], d.pop("extra_faces", UNSET))

        def _parse_immune(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        immune = _parse_immune(d.pop("immune", UNSET))

        missed_at_once = d.pop("missed_at_once", UNSET)

        def _parse_reroll_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reroll_faces_type_0 = cast(list[int], data)

                return reroll_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        reroll_faces = _parse_reroll_faces(d.pop("reroll_faces", UNSET))

        def _parse_rerolled(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rerolled_type_0 = cast(list[int], data)

                return rerolled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        rerolled = _parse_rerolled(d.pop("rerolled", UNSET))

        def _parse_shares(data: object) -> MeshalSegmentSharesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                shares_type_0 = MeshalSegmentSharesType0.from_dict(data)

                return shares_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalSegmentSharesType0 | None | Unset, data)

        shares = _parse_shares(d.pop("shares", UNSET))

        solid = d.pop("solid", UNSET)

        undefended = d.pop("undefended", UNSET)

        meshal_segment = cls(
            after_protection=after_protection,
            faces=faces,
            hit=hit,
            protection=protection,
            remainder=remainder,
            rolled=rolled,
            damage=damage,
            defence=defence,
            defence_faces=defence_faces,
            defence_points=defence_points,
            defence_reroll_faces=defence_reroll_faces,
            defence_rerolled=defence_rerolled,
            extra_faces=extra_faces,
            immune=immune,
            missed_at_once=missed_at_once,
            reroll_faces=reroll_faces,
            rerolled=rerolled,
            shares=shares,
            solid=solid,
            undefended=undefended,
        )

        meshal_segment.additional_properties = d
        return meshal_segment

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
