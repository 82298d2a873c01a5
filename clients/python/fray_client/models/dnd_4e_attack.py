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

from ..models.dnd_4e_attack_concealment import Dnd4EAttackConcealment
from ..models.dnd_4e_attack_cover import Dnd4EAttackCover
from ..models.dnd_4e_attack_damage_type_type_0 import Dnd4EAttackDamageTypeType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.modifier_in import ModifierIn
    from ..models.position import Position
    from ..models.target_terms import TargetTerms


T = TypeVar("T", bound="Dnd4EAttack")


@_attrs_define
class Dnd4EAttack:
    """``attacker_id`` uses its melee or ranged ``power`` against ``target_id`` (004 §近战攻击,
    §远程攻击): its action, one attack roll against the power's defence, damage on a hit
    (half on a miss if the power says so), its hit effects. ``cover`` (−2, superior −5),
    ``concealment`` (−2, total −5), ``charge`` (+1), ``combat_advantage`` (+2, for reasons
    Fray does not see, e.g. the target cannot see the attacker) and ``bonuses`` go on the
    attack roll; ``damage_bonuses`` on the damage; ``against``: those that hold only if the
    target is bloodied (``TargetTerms``). ``long_range``: off the grid only, the target is
    beyond the power's range but within its long range (−2). ``from_zone``: the attack comes
    from the attacker's conjuration (its power's name), so reach and range count from its
    square.

    ``target_square`` instead of ``target_id``: the attack is made at a square, not a
    creature (004 §目标选定: an enemy with total concealment, a guess where it is): the
    creature whose space covers it is attacked (state its ``concealment``), and with nobody
    there the attack hits nothing. ``coup_de_grace`` (PHB 2008 p. 288): a standard-action
    attack on a helpless enemy next to the attacker; a hit is a critical hit (004 §重击: 当你
    做出致命一击时，这次攻击自动视为重击), and damage of at least the target's bloodied value
    kills it. ``damage_type``: the power deals this type instead of its own (an item's
    property): it loses its types' keywords and gains this one (004 §伤害类型).

        Attributes:
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            power (str):
            type_ (Literal['dnd4e.attack']):  Default: 'dnd4e.attack'.
            against (list[TargetTerms] | Unset): what holds against some targets only (TargetTerms), added to the rest
            bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and type (004
                §加值与减值: one type does not stack, one source does not stack)
            charge (bool | Unset):  Default: False.
            combat_advantage (bool | Unset):  Default: False.
            concealment (Dnd4EAttackConcealment | Unset):  Default: Dnd4EAttackConcealment.NONE.
            coup_de_grace (bool | Unset):  Default: False.
            cover (Dnd4EAttackCover | Unset):  Default: Dnd4EAttackCover.NONE.
            damage_bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and
                type (004 §加值与减值: one type does not stack, one source does not stack)
            damage_type (Dnd4EAttackDamageTypeType0 | None | Unset):
            from_zone (None | str | Unset):
            long_range (bool | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_id (None | str | Unset):
            target_square (None | Position | Unset):
    """

    attacker_id: str
    power: str
    type_: Literal["dnd4e.attack"] = "dnd4e.attack"
    against: list[TargetTerms] | Unset = UNSET
    bonuses: list[ModifierIn] | Unset = UNSET
    charge: bool | Unset = False
    combat_advantage: bool | Unset = False
    concealment: Dnd4EAttackConcealment | Unset = Dnd4EAttackConcealment.NONE
    coup_de_grace: bool | Unset = False
    cover: Dnd4EAttackCover | Unset = Dnd4EAttackCover.NONE
    damage_bonuses: list[ModifierIn] | Unset = UNSET
    damage_type: Dnd4EAttackDamageTypeType0 | None | Unset = UNSET
    from_zone: None | str | Unset = UNSET
    long_range: bool | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_id: None | str | Unset = UNSET
    target_square: None | Position | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        attacker_id = self.attacker_id

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

        charge = self.charge

        combat_advantage = self.combat_advantage

        concealment: str | Unset = UNSET
        if not isinstance(self.concealment, Unset):
            concealment = self.concealment.value

        coup_de_grace = self.coup_de_grace

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

        damage_bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.damage_bonuses, Unset):
            damage_bonuses = []
            for damage_bonuses_item_data in self.damage_bonuses:
                damage_bonuses_item = damage_bonuses_item_data.to_dict()
                damage_bonuses.append(damage_bonuses_item)

        damage_type: None | str | Unset
        if isinstance(self.damage_type, Unset):
            damage_type = UNSET
        elif isinstance(self.damage_type, Dnd4EAttackDamageTypeType0):
            damage_type = self.damage_type.value
        else:
            damage_type = self.damage_type

        from_zone: None | str | Unset
        if isinstance(self.from_zone, Unset):
            from_zone = UNSET
        else:
            from_zone = self.from_zone

        long_range: bool | None | Unset
        if isinstance(self.long_range, Unset):
            long_range = UNSET
        else:
            long_range = self.long_range

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

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        target_square: dict[str, Any] | None | Unset
        if isinstance(self.target_square, Unset):
            target_square = UNSET
        elif isinstance(self.target_square, Position):
            target_square = self.target_square.to_dict()
        else:
            target_square = self.target_square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_id": attacker_id,
                "power": power,
                "type": type_,
            }
        )
        if against is not UNSET:
            field_dict["against"] = against
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if charge is not UNSET:
            field_dict["charge"] = charge
        if combat_advantage is not UNSET:
            field_dict["combat_advantage"] = combat_advantage
        if concealment is not UNSET:
            field_dict["concealment"] = concealment
        if coup_de_grace is not UNSET:
            field_dict["coup_de_grace"] = coup_de_grace
        if cover is not UNSET:
            field_dict["cover"] = cover
        if damage_bonuses is not UNSET:
            field_dict["damage_bonuses"] = damage_bonuses
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if from_zone is not UNSET:
            field_dict["from_zone"] = from_zone
        if long_range is not UNSET:
            field_dict["long_range"] = long_range
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_id is not UNSET:
            field_dict["target_id"] = target_id
        if target_square is not UNSET:
            field_dict["target_square"] = target_square

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modifier_in import ModifierIn  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.target_terms import TargetTerms  # noqa: PLC0415

        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        power = d.pop("power")

        type_ = cast(Literal["dnd4e.attack"], d.pop("type"))
        if type_ != "dnd4e.attack":
            raise ValueError(f"type must match const 'dnd4e.attack', got '{type_}'")

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

        charge = d.pop("charge", UNSET)

        combat_advantage = d.pop("combat_advantage", UNSET)

        _concealment = d.pop("concealment", UNSET)
        concealment: Dnd4EAttackConcealment | Unset
        if isinstance(_concealment, Unset):
            concealment = UNSET
        else:
            concealment = Dnd4EAttackConcealment(_concealment)

        coup_de_grace = d.pop("coup_de_grace", UNSET)

        _cover = d.pop("cover", UNSET)
        cover: Dnd4EAttackCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = Dnd4EAttackCover(_cover)

        _damage_bonuses = d.pop("damage_bonuses", UNSET)
        damage_bonuses: list[ModifierIn] | Unset = UNSET
        if _damage_bonuses is not UNSET:
            damage_bonuses = []
            for damage_bonuses_item_data in _damage_bonuses:
                damage_bonuses_item = ModifierIn.from_dict(damage_bonuses_item_data)

                damage_bonuses.append(damage_bonuses_item)

        def _parse_damage_type(data: object) -> Dnd4EAttackDamageTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                damage_type_type_0 = Dnd4EAttackDamageTypeType0(data)

                return damage_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Dnd4EAttackDamageTypeType0 | None | Unset, data)

        damage_type = _parse_damage_type(d.pop("damage_type", UNSET))

        def _parse_from_zone(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_zone = _parse_from_zone(d.pop("from_zone", UNSET))

        def _parse_long_range(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        long_range = _parse_long_range(d.pop("long_range", UNSET))

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

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        def _parse_target_square(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_square_type_0 = Position.from_dict(data)

                return target_square_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        target_square = _parse_target_square(d.pop("target_square", UNSET))

        dnd_4e_attack = cls(
            attacker_id=attacker_id,
            power=power,
            type_=type_,
            against=against,
            bonuses=bonuses,
            charge=charge,
            combat_advantage=combat_advantage,
            concealment=concealment,
            coup_de_grace=coup_de_grace,
            cover=cover,
            damage_bonuses=damage_bonuses,
            damage_type=damage_type,
            from_zone=from_zone,
            long_range=long_range,
            rolls=rolls,
            secret=secret,
            target_id=target_id,
            target_square=target_square,
        )

        return dnd_4e_attack
