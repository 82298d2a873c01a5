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

from ..models.area_attack_shape import AreaAttackShape
from ..models.area_attack_targets import AreaAttackTargets
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_reroll import MeshalReroll
    from ..models.position import Position


T = TypeVar("T", bound="AreaAttack")


@_attrs_define
class AreaAttack:
    """``attacker_id`` makes the attack named ``attack`` over an area (§区域Area): a
    ``circle`` or a ``ring`` of ``radius`` steps (or ``diameter``; a ring's ``width`` covers
    that many steps on each side of its line) around ``origin``, or a ``cone`` of ``radius``
    steps long and ``angle`` degrees from ``origin`` towards the square ``toward``.
    ``origin`` left out is the attacker's own square ("以你为起点"); a square given must be
    within the attack's reach. The targets are computed from the grid, never named:
    every combatant whose space touches a covered square (``targets``: ``all``, only
    ``creatures``, or only ``hostile`` creatures, of another side), the attacker, the dead
    and the fled aside. Each is attacked as by ``meshal-lite.attack`` (its own roll, its
    own protection and defence), for the attack's ⚡ once. ``extra_dice``, ``penetration``,
    ``reroll`` and ``unseen`` apply to every target.

        Attributes:
            attack (str):
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            shape (AreaAttackShape):
            type_ (Literal['meshal-lite.area_attack']):  Default: 'meshal-lite.area_attack'.
            angle (int | None | Unset):
            diameter (int | None | Unset):
            extra_dice (int | Unset):  Default: 0.
            origin (None | Position | Unset):
            penetration (int | Unset):  Default: 0.
            radius (int | None | Unset):
            reroll (MeshalReroll | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            targets (AreaAttackTargets | Unset):  Default: AreaAttackTargets.ALL.
            toward (None | Position | Unset):
            unseen (bool | Unset):  Default: False.
            width (int | Unset):  Default: 0.
    """

    attack: str
    attacker_id: str
    shape: AreaAttackShape
    type_: Literal["meshal-lite.area_attack"] = "meshal-lite.area_attack"
    angle: int | None | Unset = UNSET
    diameter: int | None | Unset = UNSET
    extra_dice: int | Unset = 0
    origin: None | Position | Unset = UNSET
    penetration: int | Unset = 0
    radius: int | None | Unset = UNSET
    reroll: MeshalReroll | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    targets: AreaAttackTargets | Unset = AreaAttackTargets.ALL
    toward: None | Position | Unset = UNSET
    unseen: bool | Unset = False
    width: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        attack = self.attack

        attacker_id = self.attacker_id

        shape = self.shape.value

        type_ = self.type_

        angle: int | None | Unset
        if isinstance(self.angle, Unset):
            angle = UNSET
        else:
            angle = self.angle

        diameter: int | None | Unset
        if isinstance(self.diameter, Unset):
            diameter = UNSET
        else:
            diameter = self.diameter

        extra_dice = self.extra_dice

        origin: dict[str, Any] | None | Unset
        if isinstance(self.origin, Unset):
            origin = UNSET
        elif isinstance(self.origin, Position):
            origin = self.origin.to_dict()
        else:
            origin = self.origin

        penetration = self.penetration

        radius: int | None | Unset
        if isinstance(self.radius, Unset):
            radius = UNSET
        else:
            radius = self.radius

        reroll: dict[str, Any] | None | Unset
        if isinstance(self.reroll, Unset):
            reroll = UNSET
        elif isinstance(self.reroll, MeshalReroll):
            reroll = self.reroll.to_dict()
        else:
            reroll = self.reroll

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

        targets: str | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets.value

        toward: dict[str, Any] | None | Unset
        if isinstance(self.toward, Unset):
            toward = UNSET
        elif isinstance(self.toward, Position):
            toward = self.toward.to_dict()
        else:
            toward = self.toward

        unseen = self.unseen

        width = self.width

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack": attack,
                "attacker_id": attacker_id,
                "shape": shape,
                "type": type_,
            }
        )
        if angle is not UNSET:
            field_dict["angle"] = angle
        if diameter is not UNSET:
            field_dict["diameter"] = diameter
        if extra_dice is not UNSET:
            field_dict["extra_dice"] = extra_dice
        if origin is not UNSET:
            field_dict["origin"] = origin
        if penetration is not UNSET:
            field_dict["penetration"] = penetration
        if radius is not UNSET:
            field_dict["radius"] = radius
        if reroll is not UNSET:
            field_dict["reroll"] = reroll
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if targets is not UNSET:
            field_dict["targets"] = targets
        if toward is not UNSET:
            field_dict["toward"] = toward
        if unseen is not UNSET:
            field_dict["unseen"] = unseen
        if width is not UNSET:
            field_dict["width"] = width

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        attack = d.pop("attack")

        attacker_id = d.pop("attacker_id")

        shape = AreaAttackShape(d.pop("shape"))

        type_ = cast(Literal["meshal-lite.area_attack"], d.pop("type"))
        if type_ != "meshal-lite.area_attack":
            raise ValueError(f"type must match const 'meshal-lite.area_attack', got '{type_}'")

        def _parse_angle(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        angle = _parse_angle(d.pop("angle", UNSET))

        def _parse_diameter(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        diameter = _parse_diameter(d.pop("diameter", UNSET))

        extra_dice = d.pop("extra_dice", UNSET)

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

        penetration = d.pop("penetration", UNSET)

        def _parse_radius(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        radius = _parse_radius(d.pop("radius", UNSET))

        def _parse_reroll(data: object) -> MeshalReroll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reroll_type_0 = MeshalReroll.from_dict(data)

                return reroll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalReroll | None | Unset, data)

        reroll = _parse_reroll(d.pop("reroll", UNSET))

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

        _targets = d.pop("targets", UNSET)
        targets: AreaAttackTargets | Unset
        if isinstance(_targets, Unset):
            targets = UNSET
        else:
            targets = AreaAttackTargets(_targets)

        def _parse_toward(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                toward_type_0 = Position.from_dict(data)

                return toward_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        toward = _parse_toward(d.pop("toward", UNSET))

        unseen = d.pop("unseen", UNSET)

        width = d.pop("width", UNSET)

        area_attack = cls(
            attack=attack,
            attacker_id=attacker_id,
            shape=shape,
            type_=type_,
            angle=angle,
            diameter=diameter,
            extra_dice=extra_dice,
            origin=origin,
            penetration=penetration,
            radius=radius,
            reroll=reroll,
            rolls=rolls,
            secret=secret,
            targets=targets,
            toward=toward,
            unseen=unseen,
            width=width,
        )

        return area_attack
