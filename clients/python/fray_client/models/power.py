from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power_ability_type_0 import PowerAbilityType0
from ..models.power_action import PowerAction
from ..models.power_area_type_0 import PowerAreaType0
from ..models.power_crit_types_item import PowerCritTypesItem
from ..models.power_damage_types_item import PowerDamageTypesItem
from ..models.power_defence import PowerDefence
from ..models.power_kind import PowerKind
from ..models.power_miss import PowerMiss
from ..models.power_targets import PowerTargets
from ..models.power_usage import PowerUsage
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_4e_modifier import Dnd4EModifier
    from ..models.effect import Effect
    from ..models.zone import Zone


T = TypeVar("T", bound="Power")


@_attrs_define
class Power:
    """One attack power. ``kind``: melee (``range`` is its reach), ranged (``range``, and
    ``long_range`` for a weapon), close (``area`` blast or burst of ``size``), area (``area``
    burst or wall of ``size``, its origin within ``range``). ``targets``: who in an area is
    attacked (creatures, enemies, allies); ``includes_user``: a close burst that affects its
    user. The attack: ``ability`` (a PC's: half level + that modifier) or ``attack_bonus``
    (a monster's whole bonus), ``attack_modifiers``, against ``defence``, critical on
    ``crit_range`` or more. The damage: ``weapon_multiplier``[W] of ``weapon`` dice plus the
    ``damage`` expression (dice and a constant, core notation), the ``ability`` modifier when
    ``damage_ability``, ``damage_modifiers``, of ``damage_types``; ``crit_dice`` (of
    ``crit_types``) rolled on top of the maximum on a critical hit. ``miss``: half damage or
    none. ``hit_effects``: what a hit also does. ``zone``: the zone or conjuration the power
    creates (its effect, hit or miss); a power with a zone and neither ``ability`` nor
    ``attack_bonus`` makes no attack at all. ``ammunition``: each target takes one piece of
    the user's ammunition (an arrow shot, a dagger thrown: 004 §远程攻击, §近程攻击,
    §区域攻击); a wall whose ``keywords`` include ``solid`` cannot fill an occupied square
    (004 §效果区域 墙).

        Attributes:
            name (str):
            ability (None | PowerAbilityType0 | Unset):
            action (PowerAction | Unset):  Default: PowerAction.STANDARD.
            ammunition (bool | Unset):  Default: False.
            area (None | PowerAreaType0 | Unset):
            attack_bonus (int | None | Unset):
            attack_modifiers (list[Dnd4EModifier] | Unset):
            crit_dice (str | Unset):  Default: ''.
            crit_range (int | Unset):  Default: 20.
            crit_types (list[PowerCritTypesItem] | Unset):
            damage (str | Unset):  Default: ''.
            damage_ability (bool | Unset):  Default: True.
            damage_modifiers (list[Dnd4EModifier] | Unset):
            damage_types (list[PowerDamageTypesItem] | Unset):
            defence (PowerDefence | Unset):  Default: PowerDefence.AC.
            hit_effects (list[Effect] | Unset):
            includes_user (bool | Unset):  Default: False.
            keywords (list[str] | Unset):
            kind (PowerKind | Unset):  Default: PowerKind.MELEE.
            long_range (int | None | Unset):
            miss (PowerMiss | Unset):  Default: PowerMiss.NONE.
            range_ (int | Unset):  Default: 1.
            size (int | Unset):  Default: 0.
            targets (PowerTargets | Unset):  Default: PowerTargets.CREATURES.
            usage (PowerUsage | Unset):  Default: PowerUsage.AT_WILL.
            weapon (str | Unset):  Default: ''.
            weapon_multiplier (int | Unset):  Default: 0.
            zone (None | Unset | Zone):
    """

    name: str
    ability: None | PowerAbilityType0 | Unset = UNSET
    action: PowerAction | Unset = PowerAction.STANDARD
    ammunition: bool | Unset = False
    area: None | PowerAreaType0 | Unset = UNSET
    attack_bonus: int | None | Unset = UNSET
    attack_modifiers: list[Dnd4EModifier] | Unset = UNSET
    crit_dice: str | Unset = ""
    crit_range: int | Unset = 20
    crit_types: list[PowerCritTypesItem] | Unset = UNSET
    damage: str | Unset = ""
    damage_ability: bool | Unset = True
    damage_modifiers: list[Dnd4EModifier] | Unset = UNSET
    damage_types: list[PowerDamageTypesItem] | Unset = UNSET
    defence: PowerDefence | Unset = PowerDefence.AC
    hit_effects: list[Effect] | Unset = UNSET
    includes_user: bool | Unset = False
    keywords: list[str] | Unset = UNSET
    kind: PowerKind | Unset = PowerKind.MELEE
    long_range: int | None | Unset = UNSET
    miss: PowerMiss | Unset = PowerMiss.NONE
    range_: int | Unset = 1
    size: int | Unset = 0
    targets: PowerTargets | Unset = PowerTargets.CREATURES
    usage: PowerUsage | Unset = PowerUsage.AT_WILL
    weapon: str | Unset = ""
    weapon_multiplier: int | Unset = 0
    zone: None | Unset | Zone = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.zone import Zone  # noqa: PLC0415

        name = self.name

        ability: None | str | Unset
        if isinstance(self.ability, Unset):
            ability = UNSET
        elif isinstance(self.ability, PowerAbilityType0):
            ability = self.ability.value
        else:
            ability = self.ability

        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action.value

        ammunition = self.ammunition

        area: None | str | Unset
        if isinstance(self.area, Unset):
            area = UNSET
        elif isinstance(self.area, PowerAreaType0):
            area = self.area.value
        else:
            area = self.area

        attack_bonus: int | None | Unset
        if isinstance(self.attack_bonus, Unset):
            attack_bonus = UNSET
        else:
            attack_bonus = self.attack_bonus

        attack_modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attack_modifiers, Unset):
            attack_modifiers = []
            for attack_modifiers_item_data in self.attack_modifiers:
                attack_modifiers_item = attack_modifiers_item_data.to_dict()
                attack_modifiers.append(attack_modifiers_item)

        crit_dice = self.crit_dice

        crit_range = self.crit_range

        crit_types: list[str] | Unset = UNSET
        if not isinstance(self.crit_types, Unset):
            crit_types = []
            for crit_types_item_data in self.crit_types:
                crit_types_item = crit_types_item_data.value
                crit_types.append(crit_types_item)

        damage = self.damage

        damage_ability = self.damage_ability

        damage_modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.damage_modifiers, Unset):
            damage_modifiers = []
            for damage_modifiers_item_data in self.damage_modifiers:
                damage_modifiers_item = damage_modifiers_item_data.to_dict()
                damage_modifiers.append(damage_modifiers_item)

        damage_types: list[str] | Unset = UNSET
        if not isinstance(self.damage_types, Unset):
            damage_types = []
            for damage_types_item_data in self.damage_types:
                damage_types_item = damage_types_item_data.value
                damage_types.append(damage_types_item)

        defence: str | Unset = UNSET
        if not isinstance(self.defence, Unset):
            defence = self.defence.value

        hit_effects: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.hit_effects, Unset):
            hit_effects = []
            for hit_effects_item_data in self.hit_effects:
                hit_effects_item = hit_effects_item_data.to_dict()
                hit_effects.append(hit_effects_item)

        includes_user = self.includes_user

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        long_range: int | None | Unset
        if isinstance(self.long_range, Unset):
            long_range = UNSET
        else:
            long_range = self.long_range

        miss: str | Unset = UNSET
        if not isinstance(self.miss, Unset):
            miss = self.miss.value

        range_ = self.range_

        size = self.size

        targets: str | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets.value

        usage: str | Unset = UNSET
        if not isinstance(self.usage, Unset):
            usage = self.usage.value

        weapon = self.weapon

        weapon_multiplier = self.weapon_multiplier

        zone: dict[str, Any] | None | Unset
        if isinstance(self.zone, Unset):
            zone = UNSET
        elif isinstance(self.zone, Zone):
            zone = self.zone.to_dict()
        else:
            zone = self.zone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if ability is not UNSET:
            field_dict["ability"] = ability
        if action is not UNSET:
            field_dict["action"] = action
        if ammunition is not UNSET:
            field_dict["ammunition"] = ammunition
        if area is not UNSET:
            field_dict["area"] = area
        if attack_bonus is not UNSET:
            field_dict["attack_bonus"] = attack_bonus
        if attack_modifiers is not UNSET:
            field_dict["attack_modifiers"] = attack_modifiers
        if crit_dice is not UNSET:
            field_dict["crit_dice"] = crit_dice
        if crit_range is not UNSET:
            field_dict["crit_range"] = crit_range
        if crit_types is not UNSET:
            field_dict["crit_types"] = crit_types
        if damage is not UNSET:
            field_dict["damage"] = damage
        if damage_ability is not UNSET:
            field_dict["damage_ability"] = damage_ability
        if damage_modifiers is not UNSET:
            field_dict["damage_modifiers"] = damage_modifiers
        if damage_types is not UNSET:
            field_dict["damage_types"] = damage_types
        if defence is not UNSET:
            field_dict["defence"] = defence
        if hit_effects is not UNSET:
            field_dict["hit_effects"] = hit_effects
        if includes_user is not UNSET:
            field_dict["includes_user"] = includes_user
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if kind is not UNSET:
            field_dict["kind"] = kind
        if long_range is not UNSET:
            field_dict["long_range"] = long_range
        if miss is not UNSET:
            field_dict["miss"] = miss
        if range_ is not UNSET:
            field_dict["range"] = range_
        if size is not UNSET:
            field_dict["size"] = size
        if targets is not UNSET:
            field_dict["targets"] = targets
        if usage is not UNSET:
            field_dict["usage"] = usage
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if weapon_multiplier is not UNSET:
            field_dict["weapon_multiplier"] = weapon_multiplier
        if zone is not UNSET:
            field_dict["zone"] = zone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_modifier import Dnd4EModifier  # noqa: PLC0415
        from ..models.effect import Effect  # noqa: PLC0415
        from ..models.zone import Zone  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_ability(data: object) -> None | PowerAbilityType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_type_0 = PowerAbilityType0(data)

                return ability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowerAbilityType0 | Unset, data)

        ability = _parse_ability(d.pop("ability", UNSET))

        _action = d.pop("action", UNSET)
        action: PowerAction | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = PowerAction(_action)

        ammunition = d.pop("ammunition", UNSET)

        def _parse_area(data: object) -> None | PowerAreaType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                area_type_0 = PowerAreaType0(data)

                return area_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PowerAreaType0 | Unset, data)

        area = _parse_area(d.pop("area", UNSET))

        def _parse_attack_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attack_bonus = _parse_attack_bonus(d.pop("attack_bonus", UNSET))

        _attack_modifiers = d.pop("attack_modifiers", UNSET)
        attack_modifiers: list[Dnd4EModifier] | Unset = UNSET
        if _attack_modifiers is not UNSET:
            attack_modifiers = []
            for attack_modifiers_item_data in _attack_modifiers:
                attack_modifiers_item = Dnd4EModifier.from_dict(attack_modifiers_item_data)

                attack_modifiers.append(attack_modifiers_item)

        crit_dice = d.pop("crit_dice", UNSET)

        crit_range = d.pop("crit_range", UNSET)

        _crit_types = d.pop("crit_types", UNSET)
        crit_types: list[PowerCritTypesItem] | Unset = UNSET
        if _crit_types is not UNSET:
            crit_types = []
            for crit_types_item_data in _crit_types:
                crit_types_item = PowerCritTypesItem(crit_types_item_data)

                crit_types.append(crit_types_item)

        damage = d.pop("damage", UNSET)

        damage_ability = d.pop("damage_ability", UNSET)

        _damage_modifiers = d.pop("damage_modifiers", UNSET)
        damage_modifiers: list[Dnd4EModifier] | Unset = UNSET
        if _damage_modifiers is not UNSET:
            damage_modifiers = []
            for damage_modifiers_item_data in _damage_modifiers:
                damage_modifiers_item = Dnd4EModifier.from_dict(damage_modifiers_item_data)

                damage_modifiers.append(damage_modifiers_item)

        _damage_types = d.pop("damage_types", UNSET)
        damage_types: list[PowerDamageTypesItem] | Unset = UNSET
        if _damage_types is not UNSET:
            damage_types = []
            for damage_types_item_data in _damage_types:
                damage_types_item = PowerDamageTypesItem(damage_types_item_data)

                damage_types.append(damage_types_item)

        _defence = d.pop("defence", UNSET)
        defence: PowerDefence | Unset
        if isinstance(_defence, Unset):
            defence = UNSET
        else:
            defence = PowerDefence(_defence)

        _hit_effects = d.pop("hit_effects", UNSET)
        hit_effects: list[Effect] | Unset = UNSET
        if _hit_effects is not UNSET:
            hit_effects = []
            for hit_effects_item_data in _hit_effects:
                hit_effects_item = Effect.from_dict(hit_effects_item_data)

                hit_effects.append(hit_effects_item)

        includes_user = d.pop("includes_user", UNSET)

        keywords = cast(list[str], d.pop("keywords", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: PowerKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = PowerKind(_kind)

        def _parse_long_range(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        long_range = _parse_long_range(d.pop("long_range", UNSET))

        _miss = d.pop("miss", UNSET)
        miss: PowerMiss | Unset
        if isinstance(_miss, Unset):
            miss = UNSET
        else:
            miss = PowerMiss(_miss)

        range_ = d.pop("range", UNSET)

        size = d.pop("size", UNSET)

        _targets = d.pop("targets", UNSET)
        targets: PowerTargets | Unset
        if isinstance(_targets, Unset):
            targets = UNSET
        else:
            targets = PowerTargets(_targets)

        _usage = d.pop("usage", UNSET)
        usage: PowerUsage | Unset
        if isinstance(_usage, Unset):
            usage = UNSET
        else:
            usage = PowerUsage(_usage)

        weapon = d.pop("weapon", UNSET)

        weapon_multiplier = d.pop("weapon_multiplier", UNSET)

        def _parse_zone(data: object) -> None | Unset | Zone:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                zone_type_0 = Zone.from_dict(data)

                return zone_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | Zone, data)

        zone = _parse_zone(d.pop("zone", UNSET))

        power = cls(
            name=name,
            ability=ability,
            action=action,
            ammunition=ammunition,
            area=area,
            attack_bonus=attack_bonus,
            attack_modifiers=attack_modifiers,
            crit_dice=crit_dice,
            crit_range=crit_range,
            crit_types=crit_types,
            damage=damage,
            damage_ability=damage_ability,
            damage_modifiers=damage_modifiers,
            damage_types=damage_types,
            defence=defence,
            hit_effects=hit_effects,
            includes_user=includes_user,
            keywords=keywords,
            kind=kind,
            long_range=long_range,
            miss=miss,
            range_=range_,
            size=size,
            targets=targets,
            usage=usage,
            weapon=weapon,
            weapon_multiplier=weapon_multiplier,
            zone=zone,
        )

        power.additional_properties = d
        return power

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
