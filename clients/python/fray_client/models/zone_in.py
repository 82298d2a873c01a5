from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.zone_in_affects import ZoneInAffects
from ..models.zone_in_concealment import ZoneInConcealment
from ..models.zone_in_damage_types_item import ZoneInDamageTypesItem
from ..models.zone_in_duration import ZoneInDuration
from ..models.zone_in_kind import ZoneInKind
from ..models.zone_in_move_action import ZoneInMoveAction
from ..models.zone_in_triggers_item import ZoneInTriggersItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.effect_in import EffectIn
    from ..models.effect_modifier_in import EffectModifierIn


T = TypeVar("T", bound="ZoneIn")


@_attrs_define
class ZoneIn:
    """A zone or conjuration as a request states it (see ``stats.Zone``).

    Attributes:
        affects (ZoneInAffects | Unset):  Default: ZoneInAffects.CREATURES.
        concealment (ZoneInConcealment | Unset):  Default: ZoneInConcealment.NONE.
        damage (str | Unset): dice in the core notation: NdS terms and a whole number Default: ''.
        damage_ability (bool | Unset):  Default: False.
        damage_types (list[ZoneInDamageTypesItem] | Unset):
        difficult (bool | Unset):  Default: False.
        duration (ZoneInDuration | Unset):  Default: ZoneInDuration.END_OF_NEXT_TURN.
        effects (list[EffectIn] | Unset):
        kind (ZoneInKind | Unset):  Default: ZoneInKind.ZONE.
        modifiers (list[EffectModifierIn] | Unset):
        move (int | Unset):  Default: 0.
        move_action (ZoneInMoveAction | Unset):  Default: ZoneInMoveAction.SUSTAIN.
        triggers (list[ZoneInTriggersItem] | Unset):
    """

    affects: ZoneInAffects | Unset = ZoneInAffects.CREATURES
    concealment: ZoneInConcealment | Unset = ZoneInConcealment.NONE
    damage: str | Unset = ""
    damage_ability: bool | Unset = False
    damage_types: list[ZoneInDamageTypesItem] | Unset = UNSET
    difficult: bool | Unset = False
    duration: ZoneInDuration | Unset = ZoneInDuration.END_OF_NEXT_TURN
    effects: list[EffectIn] | Unset = UNSET
    kind: ZoneInKind | Unset = ZoneInKind.ZONE
    modifiers: list[EffectModifierIn] | Unset = UNSET
    move: int | Unset = 0
    move_action: ZoneInMoveAction | Unset = ZoneInMoveAction.SUSTAIN
    triggers: list[ZoneInTriggersItem] | Unset = UNSET

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
        from ..models.effect_in import EffectIn  # noqa: PLC0415
        from ..models.effect_modifier_in import EffectModifierIn  # noqa: PLC0415

        d = dict(src_dict)
        _affects = d.pop("affects", UNSET)
        affects: ZoneInAffects | Unset
        if isinstance(_affects, Unset):
            affects = UNSET
        else:
            affects = ZoneInAffects(_affects)

        _concealment = d.pop("concealment", UNSET)
        concealment: ZoneInConcealment | Unset
        if isinstance(_concealment, Unset):
            concealment = UNSET
        else:
            concealment = ZoneInConcealment(_concealment)

        damage = d.pop("damage", UNSET)

        damage_ability = d.pop("damage_ability", UNSET)

        _damage_types = d.pop("damage_types", UNSET)
        damage_types: list[ZoneInDamageTypesItem] | Unset = UNSET
        if _damage_types is not UNSET:
            damage_types = []
            for damage_types_item_data in _damage_types:
                damage_types_item = ZoneInDamageTypesItem(damage_types_item_data)

                damage_types.append(damage_types_item)

        difficult = d.pop("difficult", UNSET)

        _duration = d.pop("duration", UNSET)
        duration: ZoneInDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = ZoneInDuration(_duration)

        _effects = d.pop("effects", UNSET)
        effects: list[EffectIn] | Unset = UNSET
        if _effects is not UNSET:
            effects = []
            for effects_item_data in _effects:
                effects_item = EffectIn.from_dict(effects_item_data)

                effects.append(effects_item)

        _kind = d.pop("kind", UNSET)
        kind: ZoneInKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = ZoneInKind(_kind)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[EffectModifierIn] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = EffectModifierIn.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        move = d.pop("move", UNSET)

        _move_action = d.pop("move_action", UNSET)
        move_action: ZoneInMoveAction | Unset
        if isinstance(_move_action, Unset):
            move_action = UNSET
        else:
            move_action = ZoneInMoveAction(_move_action)

        _triggers = d.pop("triggers", UNSET)
        triggers: list[ZoneInTriggersItem] | Unset = UNSET
        if _triggers is not UNSET:
            triggers = []
            for triggers_item_data in _triggers:
                triggers_item = ZoneInTriggersItem(triggers_item_data)

                triggers.append(triggers_item)

        zone_in = cls(
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

        return zone_in
