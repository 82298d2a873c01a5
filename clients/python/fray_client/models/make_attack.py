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

from ..models.make_attack_cover import MakeAttackCover
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.cleave_cover import CleaveCover


T = TypeVar("T", bound="MakeAttack")


@_attrs_define
class MakeAttack:
    """One attack of the Attack action on the attacker's turn (002 §Атака): ``attack`` names
    one in the block, or ``"unarmed"`` for an Unarmed Strike (1 + STR bludgeoning). The first
    attack spends the action; Extra Attack leaves spare attacks. ``off_hand``: the bonus-action
    attack of two-weapon fighting with a different light weapon after a light-weapon attack
    (002 §Бій двома зброями). ``cover`` of the target (002 §Укриття); ``distance_ft`` and
    ``enemy_within_5ft`` only off the grid; ``damage_adjustment`` is added before resistance.
    003 options: ``mark`` the target (Mark), ``cleave_into`` (Cleaving: the one attack roll
    against each creature in turn, each with its own cover, ``cleave_cover``; the roll's
    advantage and disadvantage are the roll's, so they cannot differ by creature),
    ``cover_creature_id`` or ``cover_object`` (Hitting Cover: the creature or the object
    giving the cover).
    ``ranged``: how a thrown weapon is used (true: thrown; false: in melee;
    left out: by the distance on the grid, melee within reach).

        Attributes:
            attack (str):
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.attack']):  Default: 'dnd5e-2024.attack'.
            advantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            cleave_cover (list[CleaveCover] | Unset):
            cleave_into (list[str] | Unset):
            cover (MakeAttackCover | Unset):  Default: MakeAttackCover.NONE.
            cover_creature_id (None | str | Unset):
            cover_object (None | str | Unset):
            damage_adjustment (int | Unset):  Default: 0.
            disadvantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            distance_ft (int | None | Unset):
            enemy_within_5ft (bool | None | Unset):
            mark (bool | Unset):  Default: False.
            off_hand (bool | Unset):  Default: False.
            ranged (bool | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    attack: str
    attacker_id: str
    target_id: str
    type_: Literal["dnd5e-2024.attack"] = "dnd5e-2024.attack"
    advantage: list[str] | Unset = UNSET
    cleave_cover: list[CleaveCover] | Unset = UNSET
    cleave_into: list[str] | Unset = UNSET
    cover: MakeAttackCover | Unset = MakeAttackCover.NONE
    cover_creature_id: None | str | Unset = UNSET
    cover_object: None | str | Unset = UNSET
    damage_adjustment: int | Unset = 0
    disadvantage: list[str] | Unset = UNSET
    distance_ft: int | None | Unset = UNSET
    enemy_within_5ft: bool | None | Unset = UNSET
    mark: bool | Unset = False
    off_hand: bool | Unset = False
    ranged: bool | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        attacker_id = self.attacker_id

        target_id = self.target_id

        type_ = self.type_

        advantage: list[str] | Unset = UNSET
        if not isinstance(self.advantage, Unset):
            advantage = self.advantage

        cleave_cover: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cleave_cover, Unset):
            cleave_cover = []
            for cleave_cover_item_data in self.cleave_cover:
                cleave_cover_item = cleave_cover_item_data.to_dict()
                cleave_cover.append(cleave_cover_item)

        cleave_into: list[str] | Unset = UNSET
        if not isinstance(self.cleave_into, Unset):
            cleave_into = self.cleave_into

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

        cover_creature_id: None | str | Unset
        if isinstance(self.cover_creature_id, Unset):
            cover_creature_id = UNSET
        else:
            cover_creature_id = self.cover_creature_id

        cover_object: None | str | Unset
        if isinstance(self.cover_object, Unset):
            cover_object = UNSET
        else:
            cover_object = self.cover_object

        damage_adjustment = self.damage_adjustment

        disadvantage: list[str] | Unset = UNSET
        if not isinstance(self.disadvantage, Unset):
            disadvantage = self.disadvantage

        distance_ft: int | None | Unset
        if isinstance(self.distance_ft, Unset):
            distance_ft = UNSET
        else:
            distance_ft = self.distance_ft

        enemy_within_5ft: bool | None | Unset
        if isinstance(self.enemy_within_5ft, Unset):
            enemy_within_5ft = UNSET
        else:
            enemy_within_5ft = self.enemy_within_5ft

        mark = self.mark

        off_hand = self.off_hand

        ranged: bool | None | Unset
        if isinstance(self.ranged, Unset):
            ranged = UNSET
        else:
            ranged = self.ranged

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack": attack,
                "attacker_id": attacker_id,
                "target_id": target_id,
                "type": type_,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if cleave_cover is not UNSET:
            field_dict["cleave_cover"] = cleave_cover
        if cleave_into is not UNSET:
            field_dict["cleave_into"] = cleave_into
        if cover is not UNSET:
            field_dict["cover"] = cover
        if cover_creature_id is not UNSET:
            field_dict["cover_creature_id"] = cover_creature_id
        if cover_object is not UNSET:
            field_dict["cover_object"] = cover_object
        if damage_adjustment is not UNSET:
            field_dict["damage_adjustment"] = damage_adjustment
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if distance_ft is not UNSET:
            field_dict["distance_ft"] = distance_ft
        if enemy_within_5ft is not UNSET:
            field_dict["enemy_within_5ft"] = enemy_within_5ft
        if mark is not UNSET:
            field_dict["mark"] = mark
        if off_hand is not UNSET:
            field_dict["off_hand"] = off_hand
        if ranged is not UNSET:
            field_dict["ranged"] = ranged
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cleave_cover import CleaveCover  # noqa: PLC0415

        d = dict(src_dict)
        attack = d.pop("attack")

        attacker_id = d.pop("attacker_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.attack"], d.pop("type"))
        if type_ != "dnd5e-2024.attack":
            raise ValueError(f"type must match const 'dnd5e-2024.attack', got '{type_}'")

        advantage = cast(list[str], d.pop("advantage", UNSET))

        _cleave_cover = d.pop("cleave_cover", UNSET)
        cleave_cover: list[CleaveCover] | Unset = UNSET
        if _cleave_cover is not UNSET:
            cleave_cover = []
            for cleave_cover_item_data in _cleave_cover:
                cleave_cover_item = CleaveCover.from_dict(cleave_cover_item_data)

                cleave_cover.append(cleave_cover_item)

        cleave_into = cast(list[str], d.pop("cleave_into", UNSET))

        _cover = d.pop("cover", UNSET)
        cover: MakeAttackCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = MakeAttackCover(_cover)

        def _parse_cover_creature_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cover_creature_id = _parse_cover_creature_id(d.pop("cover_creature_id", UNSET))

        def _parse_cover_object(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cover_object = _parse_cover_object(d.pop("cover_object", UNSET))

        damage_adjustment = d.pop("damage_adjustment", UNSET)

        disadvantage = cast(list[str], d.pop("disadvantage", UNSET))

        def _parse_distance_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_ft = _parse_distance_ft(d.pop("distance_ft", UNSET))

        def _parse_enemy_within_5ft(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        enemy_within_5ft = _parse_enemy_within_5ft(d.pop("enemy_within_5ft", UNSET))

        mark = d.pop("mark", UNSET)

        off_hand = d.pop("off_hand", UNSET)

        def _parse_ranged(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        ranged = _parse_ranged(d.pop("ranged", UNSET))

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

        make_attack = cls(
            attack=attack,
            attacker_id=attacker_id,
            target_id=target_id,
            type_=type_,
            advantage=advantage,
            cleave_cover=cleave_cover,
            cleave_into=cleave_into,
            cover=cover,
            cover_creature_id=cover_creature_id,
            cover_object=cover_object,
            damage_adjustment=damage_adjustment,
            disadvantage=disadvantage,
            distance_ft=distance_ft,
            enemy_within_5ft=enemy_within_5ft,
            mark=mark,
            off_hand=off_hand,
            ranged=ranged,
            rolls=rolls,
            secret=secret,
        )

        return make_attack
