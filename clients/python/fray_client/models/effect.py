from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.effect_duration import EffectDuration
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.modifier import Modifier
    from ..models.ongoing_damage import OngoingDamage


T = TypeVar("T", bound="Effect")


@_attrs_define
class Effect:
    """An effect a power (or the GM) puts on a creature: a ``condition`` (one of the chapter's,
    or another short name such as ``ongoing_damage`` or ``penalty``), its ``duration``, the
    ``ongoing`` damage it deals at the start of the bearer's turns, the typed ``modifiers``
    it gives (core ``Modifier``: ``applies_to`` attack, damage, ac, fortitude, reflex, will,
    defences, saving_throws; ``bonus_type`` a 4e bonus type or "" untyped) and the
    ``aftereffect`` a successful save leaves.

        Attributes:
            condition (str):
            aftereffect (Effect | None | Unset):
            duration (EffectDuration | Unset):  Default: EffectDuration.SAVE_ENDS.
            modifiers (list[Modifier] | Unset):
            ongoing (None | OngoingDamage | Unset):
    """

    condition: str
    aftereffect: Effect | None | Unset = UNSET
    duration: EffectDuration | Unset = EffectDuration.SAVE_ENDS
    modifiers: list[Modifier] | Unset = UNSET
    ongoing: None | OngoingDamage | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ongoing_damage import OngoingDamage  # noqa: PLC0415

        condition = self.condition

        aftereffect: dict[str, Any] | None | Unset
        if isinstance(self.aftereffect, Unset):
            aftereffect = UNSET
        elif isinstance(self.aftereffect, Effect):
            aftereffect = self.aftereffect.to_dict()
        else:
            aftereffect = self.aftereffect

        duration: str | Unset = UNSET
        if not isinstance(self.duration, Unset):
            duration = self.duration.value

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        ongoing: dict[str, Any] | None | Unset
        if isinstance(self.ongoing, Unset):
            ongoing = UNSET
        elif isinstance(self.ongoing, OngoingDamage):
            ongoing = self.ongoing.to_dict()
        else:
            ongoing = self.ongoing

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "condition": condition,
            }
        )
        if aftereffect is not UNSET:
            field_dict["aftereffect"] = aftereffect
        if duration is not UNSET:
            field_dict["duration"] = duration
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if ongoing is not UNSET:
            field_dict["ongoing"] = ongoing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modifier import Modifier  # noqa: PLC0415
        from ..models.ongoing_damage import OngoingDamage  # noqa: PLC0415

        d = dict(src_dict)
        condition = d.pop("condition")

        def _parse_aftereffect(data: object) -> Effect | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                aftereffect_type_0 = Effect.from_dict(data)

                return aftereffect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Effect | None | Unset, data)

        aftereffect = _parse_aftereffect(d.pop("aftereffect", UNSET))

        _duration = d.pop("duration", UNSET)
        duration: EffectDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = EffectDuration(_duration)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[Modifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = Modifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        def _parse_ongoing(data: object) -> None | OngoingDamage | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ongoing_type_0 = OngoingDamage.from_dict(data)

                return ongoing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OngoingDamage | Unset, data)

        ongoing = _parse_ongoing(d.pop("ongoing", UNSET))

        effect = cls(
            condition=condition,
            aftereffect=aftereffect,
            duration=duration,
            modifiers=modifiers,
            ongoing=ongoing,
        )

        effect.additional_properties = d
        return effect

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
