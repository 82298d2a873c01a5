from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.effect_in_duration import EffectInDuration
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.effect_modifier_in import EffectModifierIn
    from ..models.ongoing_in import OngoingIn


T = TypeVar("T", bound="EffectIn")


@_attrs_define
class EffectIn:
    """An effect as a request states it (see ``stats.Effect``).

    Attributes:
        condition (str):
        aftereffect (EffectIn | None | Unset):
        duration (EffectInDuration | Unset):  Default: EffectInDuration.SAVE_ENDS.
        modifiers (list[EffectModifierIn] | Unset):
        ongoing (None | OngoingIn | Unset):
    """

    condition: str
    aftereffect: EffectIn | None | Unset = UNSET
    duration: EffectInDuration | Unset = EffectInDuration.SAVE_ENDS
    modifiers: list[EffectModifierIn] | Unset = UNSET
    ongoing: None | OngoingIn | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ongoing_in import OngoingIn  # noqa: PLC0415

        condition = self.condition

        aftereffect: dict[str, Any] | None | Unset
        if isinstance(self.aftereffect, Unset):
            aftereffect = UNSET
        elif isinstance(self.aftereffect, EffectIn):
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
        elif isinstance(self.ongoing, OngoingIn):
            ongoing = self.ongoing.to_dict()
        else:
            ongoing = self.ongoing

        field_dict: dict[str, Any] = {}

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
        from ..models.effect_modifier_in import EffectModifierIn  # noqa: PLC0415
        from ..models.ongoing_in import OngoingIn  # noqa: PLC0415

        d = dict(src_dict)
        condition = d.pop("condition")

        def _parse_aftereffect(data: object) -> EffectIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                aftereffect_type_0 = EffectIn.from_dict(data)

                return aftereffect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EffectIn | None | Unset, data)

        aftereffect = _parse_aftereffect(d.pop("aftereffect", UNSET))

        _duration = d.pop("duration", UNSET)
        duration: EffectInDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = EffectInDuration(_duration)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[EffectModifierIn] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = EffectModifierIn.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        def _parse_ongoing(data: object) -> None | OngoingIn | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ongoing_type_0 = OngoingIn.from_dict(data)

                return ongoing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OngoingIn | Unset, data)

        ongoing = _parse_ongoing(d.pop("ongoing", UNSET))

        effect_in = cls(
            condition=condition,
            aftereffect=aftereffect,
            duration=duration,
            modifiers=modifiers,
            ongoing=ongoing,
        )

        return effect_in
