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

from ..models.use_power_concealment import UsePowerConcealment
from ..models.use_power_damage_type_type_0 import UsePowerDamageTypeType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.modifier_in import ModifierIn
    from ..models.position import Position
    from ..models.target_cover import TargetCover
    from ..models.target_terms import TargetTerms


T = TypeVar("T", bound="UsePower")


@_attrs_define
class UsePower:
    """``caster_id`` uses ``power`` against several targets: a close or area attack (one
    attack roll per target, one damage roll for all: 004 §近程攻击, §区域攻击), or a melee or
    ranged power that attacks several creatures (one roll of each per target). On the grid
    the area decides who is in it: ``origin`` is the blast's corner square nearest the
    user's space (its lowest x and y) or an area burst's origin square, ``wall`` the wall's
    squares from its origin; ``target_ids``, if given, must be in the area (leave out those
    out of line of effect). Off the grid ``target_ids`` names them. ``target_cover`` per
    target; ``against``: bonuses, penalties and combat advantage against some targets only
    (one named target, every bloodied one: ``TargetTerms``); the rest as for
    ``dnd4e.attack``, for every target. An area attack ignores concealment between its origin
    square and the targets (004 §区域攻击): ``concealment`` is for close, melee and ranged.
    A power that makes a zone makes it on its area (a melee or ranged power's conjuration on
    ``origin``, within range), hit or miss; one that only makes a zone names no targets.
    ``from_zone``: the power is used from the caster's conjuration (its power's name): range
    and area count from its square. ``damage_type`` as for ``dnd4e.attack``.

        Attributes:
            caster_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            power (str):
            type_ (Literal['dnd4e.use_power']):  Default: 'dnd4e.use_power'.
            against (list[TargetTerms] | Unset): what holds against some targets only (TargetTerms), added to the rest
            bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and type (004
                §加值与减值: one type does not stack, one source does not stack)
            combat_advantage (bool | Unset):  Default: False.
            concealment (UsePowerConcealment | Unset):  Default: UsePowerConcealment.NONE.
            damage_bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and
                type (004 §加值与减值: one type does not stack, one source does not stack)
            damage_type (None | Unset | UsePowerDamageTypeType0):
            from_zone (None | str | Unset):
            origin (None | Position | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_cover (list[TargetCover] | Unset):
            target_ids (list[str] | Unset):
            wall (list[Position] | Unset):
    """

    caster_id: str
    power: str
    type_: Literal["dnd4e.use_power"] = "dnd4e.use_power"
    against: list[TargetTerms] | Unset = UNSET
    bonuses: list[ModifierIn] | Unset = UNSET
    combat_advantage: bool | Unset = False
    concealment: UsePowerConcealment | Unset = UsePowerConcealment.NONE
    damage_bonuses: list[ModifierIn] | Unset = UNSET
    damage_type: None | Unset | UsePowerDamageTypeType0 = UNSET
    from_zone: None | str | Unset = UNSET
    origin: None | Position | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_cover: list[TargetCover] | Unset = UNSET
    target_ids: list[str] | Unset = UNSET
    wall: list[Position] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        caster_id = self.caster_id

        power = self.power

        type_ = self.type_

        against: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.against, Unset):
            against = []
            for against_item_data in self.against:
                against_item = against_item_data.to_dict()
                against.append(against_item)

        bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = []
            for bonuses_item_data in self.bonuses:
                bonuses_item = bonuses_item_data.to_dict()
                bonuses.append(bonuses_item)

        combat_advantage = self.combat_advantage

        concealment: str | Unset = UNSET
        if not isinstance(self.concealment, Unset):
            concealment = self.concealment.value

        damage_bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.damage_bonuses, Unset):
            damage_bonuses = []
            for damage_bonuses_item_data in self.damage_bonuses:
                damage_bonuses_item = damage_bonuses_item_data.to_dict()
                damage_bonuses.append(damage_bonuses_item)

        damage_type: None | str | Unset
        if isinstance(self.damage_type, Unset):
            damage_type = UNSET
        elif isinstance(self.damage_type, UsePowerDamageTypeType0):
            damage_type = self.damage_type.value
        else:
            damage_type = self.damage_type

        from_zone: None | str | Unset
        if isinstance(self.from_zone, Unset):
            from_zone = UNSET
        else:
            from_zone = self.from_zone

        origin: dict[str, Any] | None | Unset
        if isinstance(self.origin, Unset):
            origin = UNSET
        elif isinstance(self.origin, Position):
            origin = self.origin.to_dict()
        else:
            origin = self.origin

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        target_cover: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.target_cover, Unset):
            target_cover = []
            for target_cover_item_data in self.target_cover:
                target_cover_item = target_cover_item_data.to_dict()
                target_cover.append(target_cover_item)

        target_ids: list[str] | Unset = UNSET
        if not isinstance(self.target_ids, Unset):
            target_ids = self.target_ids

        wall: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.wall, Unset):
            wall = []
            for wall_item_data in self.wall:
                wall_item = wall_item_data.to_dict()
                wall.append(wall_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "caster_id": caster_id,
                "power": power,
                "type": type_,
            }
        )
        if against is not UNSET:
            field_dict["against"] = against
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if combat_advantage is not UNSET:
            field_dict["combat_advantage"] = combat_advantage
        if concealment is not UNSET:
            field_dict["concealment"] = concealment
        if damage_bonuses is not UNSET:
            field_dict["damage_bonuses"] = damage_bonuses
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if from_zone is not UNSET:
            field_dict["from_zone"] = from_zone
        if origin is not UNSET:
            field_dict["origin"] = origin
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_cover is not UNSET:
            field_dict["target_cover"] = target_cover
        if target_ids is not UNSET:
            field_dict["target_ids"] = target_ids
        if wall is not UNSET:
            field_dict["wall"] = wall

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modifier_in import ModifierIn  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.target_cover import TargetCover  # noqa: PLC0415
        from ..models.target_terms import TargetTerms  # noqa: PLC0415

        d = dict(src_dict)
        caster_id = d.pop("caster_id")

        power = d.pop("power")

        type_ = cast(Literal["dnd4e.use_power"], d.pop("type"))
        if type_ != "dnd4e.use_power":
            raise ValueError(f"type must match const 'dnd4e.use_power', got '{type_}'")

        _against = d.pop("against", UNSET)
        against: list[TargetTerms] | Unset = UNSET
        if _against is not UNSET:
            against = []
            for against_item_data in _against:
                against_item = TargetTerms.from_dict(against_item_data)

                against.append(against_item)

        _bonuses = d.pop("bonuses", UNSET)
        bonuses: list[ModifierIn] | Unset = UNSET
        if _bonuses is not UNSET:
            bonuses = []
            for bonuses_item_data in _bonuses:
                bonuses_item = ModifierIn.from_dict(bonuses_item_data)

                bonuses.append(bonuses_item)

        combat_advantage = d.pop("combat_advantage", UNSET)

        _concealment = d.pop("concealment", UNSET)
        concealment: UsePowerConcealment | Unset
        if isinstance(_concealment, Unset):
            concealment = UNSET
        else:
            concealment = UsePowerConcealment(_concealment)

        _damage_bonuses = d.pop("damage_bonuses", UNSET)
        damage_bonuses: list[ModifierIn] | Unset = UNSET
        if _damage_bonuses is not UNSET:
            damage_bonuses = []
            for damage_bonuses_item_data in _damage_bonuses:
                damage_bonuses_item = ModifierIn.from_dict(damage_bonuses_item_data)

                damage_bonuses.append(damage_bonuses_item)

        def _parse_damage_type(data: object) -> None | Unset | UsePowerDamageTypeType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                damage_type_type_0 = UsePowerDamageTypeType0(data)

                return damage_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UsePowerDamageTypeType0, data)

        damage_type = _parse_damage_type(d.pop("damage_type", UNSET))

        def _parse_from_zone(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_zone = _parse_from_zone(d.pop("from_zone", UNSET))

        def _parse_origin(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                origin_type_0 = Position.from_dict(data)

                return origin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        origin = _parse_origin(d.pop("origin", UNSET))

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        _target_cover = d.pop("target_cover", UNSET)
        target_cover: list[TargetCover] | Unset = UNSET
        if _target_cover is not UNSET:
            target_cover = []
            for target_cover_item_data in _target_cover:
                target_cover_item = TargetCover.from_dict(target_cover_item_data)

                target_cover.append(target_cover_item)

        target_ids = cast(list[str], d.pop("target_ids", UNSET))

        _wall = d.pop("wall", UNSET)
        wall: list[Position] | Unset = UNSET
        if _wall is not UNSET:
            wall = []
            for wall_item_data in _wall:
                wall_item = Position.from_dict(wall_item_data)

                wall.append(wall_item)

        use_power = cls(
            caster_id=caster_id,
            power=power,
            type_=type_,
            against=against,
            bonuses=bonuses,
            combat_advantage=combat_advantage,
            concealment=concealment,
            damage_bonuses=damage_bonuses,
            damage_type=damage_type,
            from_zone=from_zone,
            origin=origin,
            rolls=rolls,
            secret=secret,
            target_cover=target_cover,
            target_ids=target_ids,
            wall=wall,
        )

        return use_power
