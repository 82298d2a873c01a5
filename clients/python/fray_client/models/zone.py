from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.zone_affects import ZoneAffects
from ..models.zone_concealment import ZoneConcealment
from ..models.zone_damage_types_item import ZoneDamageTypesItem
from ..models.zone_duration import ZoneDuration
from ..models.zone_kind import ZoneKind
from ..models.zone_move_action import ZoneMoveAction
from ..models.zone_triggers_item import ZoneTriggersItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.effect import Effect
    from ..models.modifier import Modifier


T = TypeVar("T", bound="Zone")


@_attrs_define
class Zone:
    """What a power leaves on the grid (004 §区域攻击: an area that lasts, such as a wall of
    magical fog; PHB 2008 and the Rules Compendium, Zones and Conjurations): a ``zone`` fills
    the area of a close or area power; a ``conjuration`` fills it too, or, from a melee or
    ranged power, one square within its range. It lasts for
    ``duration`` (keyed to its creator's turns; sustained ones while the creator sustains
    them) and ends when its creator dies. ``affects`` who in it: creatures, enemies or allies
    of the creator. On each ``triggers`` (a creature entering it, starting or ending its turn
    in it; at most once a turn each) it deals ``damage`` (dice and a constant, of
    ``damage_types``; the power's ability modifier too when ``damage_ability``) and puts
    ``effects`` on the creature; while inside, a creature has its ``modifiers`` (attack,
    defences …), ``concealment`` from attackers and, when ``difficult``, moves through it as
    difficult terrain. ``move``: squares it may be moved at a time, when sustained
    (``move_action`` ``sustain``) or with an action of its own.

        Attributes:
            affects (ZoneAffects | Unset):  Default: ZoneAffects.CREATURES.
            concealment (ZoneConcealment | Unset):  Default: ZoneConcealment.NONE.
            damage (str | Unset):  Default: ''.
            damage_ability (bool | Unset):  Default: False.
            damage_types (list[ZoneDamageTypesItem] | Unset):
            difficult (bool | Unset):  Default: False.
            duration (ZoneDuration | Unset):  Default: ZoneDuration.END_OF_NEXT_TURN.
            effects (list[Effect] | Unset):
            kind (ZoneKind | Unset):  Default: ZoneKind.ZONE.
            modifiers (list[Modifier] | Unset):
            move (int | Unset):  Default: 0.
            move_action (ZoneMoveAction | Unset):  Default: ZoneMoveAction.SUSTAIN.
            triggers (list[ZoneTriggersItem] | Unset):
    """

    affects: ZoneAffects | Unset = ZoneAffects.CREATURES
    concealment: ZoneConcealment | Unset = ZoneConcealment.NONE
    damage: str | Unset = ""
    damage_ability: bool | Unset = False
    damage_types: list[ZoneDamageTypesItem] | Unset = UNSET
    difficult: bool | Unset = False
    duration: ZoneDuration | Unset = ZoneDuration.END_OF_NEXT_TURN
    effects: list[Effect] | Unset = UNSET
    kind: ZoneKind | Unset = ZoneKind.ZONE
    modifiers: list[Modifier] | Unset = UNSET
    move: int | Unset = 0
    move_action: ZoneMoveAction | Unset = ZoneMoveAction.SUSTAIN
    triggers: list[ZoneTriggersItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        affects: str | Unset = UNSET
        if not isinstance(self.affects, Unset):
            affects = self.affects.value

        concealment: str | Unset = UNSET
        if not isinstance(self.concealment, Unset):
            concealment = self.concealment.value

        damage = self.damage

        damage_ability = self.damage_ability

        damage_types: list[str] | Unset = UNSET
        if not isinstance(self.damage_types, Unset):
            damage_types = []
            for damage_types_item_data in self.damage_types:
                damage_types_item = damage_types_item_data.value
                damage_types.append(damage_types_item)

        difficult = self.difficult

        duration: str | Unset = UNSET
        if not isinstance(self.duration, Unset):
            duration = self.duration.value

        effects: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.effects, Unset):
            effects = []
            for effects_item_data in self.effects:
                effects_item = effects_item_data.to_dict()
                effects.append(effects_item)

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        move = self.move

        move_action: str | Unset = UNSET
        if not isinstance(self.move_action, Unset):
            move_action = self.move_action.value

        triggers: list[str] | Unset = UNSET
        if not isinstance(self.triggers, Unset):
            triggers = []
            for triggers_item_data in self.triggers:
                triggers_item = triggers_item_data.value
                triggers.append(triggers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if affects is not UNSET:
            field_dict["affects"] = affects
        if concealment is not UNSET:
            field_dict["concealment"] = concealment
        if damage is not UNSET:
            field_dict["damage"] = damage
        if damage_ability is not UNSET:
            field_dict["damage_ability"] = damage_ability
        if damage_types is not UNSET:
            field_dict["damage_types"] = damage_types
        if difficult is not UNSET:
            field_dict["difficult"] = difficult
        if duration is not UNSET:
            field_dict["duration"] = duration
        if effects is not UNSET:
            field_dict["effects"] = effects
        if kind is not UNSET:
            field_dict["kind"] = kind
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if move is not UNSET:
            field_dict["move"] = move
        if move_action is not UNSET:
            field_dict["move_action"] = move_action
        if triggers is not UNSET:
            field_dict["triggers"] = triggers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.effect import Effect  # noqa: PLC0415
        from ..models.modifier import Modifier  # noqa: PLC0415

        d = dict(src_dict)
        _affects = d.pop("affects", UNSET)
        affects: ZoneAffects | Unset
        if isinstance(_affects, Unset):
            affects = UNSET
        else:
            affects = ZoneAffects(_affects)

        _concealment = d.pop("concealment", UNSET)
        concealment: ZoneConcealment | Unset
        if isinstance(_concealment, Unset):
            concealment = UNSET
        else:
            concealment = ZoneConcealment(_concealment)

        damage = d.pop("damage", UNSET)

        damage_ability = d.pop("damage_ability", UNSET)

        _damage_types = d.pop("damage_types", UNSET)
        damage_types: list[ZoneDamageTypesItem] | Unset = UNSET
        if _damage_types is not UNSET:
            damage_types = []
            for damage_types_item_data in _damage_types:
                damage_types_item = ZoneDamageTypesItem(damage_types_item_data)

                damage_types.append(damage_types_item)

        difficult = d.pop("difficult", UNSET)

        _duration = d.pop("duration", UNSET)
        duration: ZoneDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = ZoneDuration(_duration)

        _effects = d.pop("effects", UNSET)
        effects: list[Effect] | Unset = UNSET
        if _effects is not UNSET:
            effects = []
            for effects_item_data in _effects:
                effects_item = Effect.from_dict(effects_item_data)

                effects.append(effects_item)

        _kind = d.pop("kind", UNSET)
        kind: ZoneKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = ZoneKind(_kind)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[Modifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = Modifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        move = d.pop("move", UNSET)

        _move_action = d.pop("move_action", UNSET)
        move_action: ZoneMoveAction | Unset
        if isinstance(_move_action, Unset):
            move_action = UNSET
        else:
            move_action = ZoneMoveAction(_move_action)

        _triggers = d.pop("triggers", UNSET)
        triggers: list[ZoneTriggersItem] | Unset = UNSET
        if _triggers is not UNSET:
            triggers = []
            for triggers_item_data in _triggers:
                triggers_item = ZoneTriggersItem(triggers_item_data)

                triggers.append(triggers_item)

        zone = cls(
            affects=affects,
            concealment=concealment,
            damage=damage,
            damage_ability=damage_ability,
            damage_types=damage_types,
            difficult=difficult,
            duration=duration,
            effects=effects,
            kind=kind,
            modifiers=modifiers,
            move=move,
            move_action=move_action,
            triggers=triggers,
        )

        zone.additional_properties = d
        return zone

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
