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

from ..models.dnd_4e_apply_condition_duration import Dnd4EApplyConditionDuration
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.effect_in import EffectIn
    from ..models.effect_modifier_in import EffectModifierIn
    from ..models.ongoing_in import OngoingIn


T = TypeVar("T", bound="Dnd4EApplyCondition")


@_attrs_define
class Dnd4EApplyCondition:
    """Put an effect on ``target_id``: a ``condition`` (one of the chapter's, or a short name
    for an effect such as ``ongoing_damage``), from ``source``, for ``duration`` keyed to
    ``turn_of``'s turns (default: the source, else whoever's turn it is; save ends is the
    target's), with ``ongoing`` damage, typed ``modifiers`` and an ``aftereffect``. A
    ``marked`` target is marked by ``source`` (one mark at a time). A sustained duration
    lasts while ``source`` sustains it (``dnd4e.sustain``).

        Attributes:
            condition (str):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.apply_condition']):  Default: 'dnd4e.apply_condition'.
            aftereffect (EffectIn | None | Unset):
            duration (Dnd4EApplyConditionDuration | Unset):  Default: Dnd4EApplyConditionDuration.SAVE_ENDS.
            modifiers (list[EffectModifierIn] | Unset):
            name (None | str | Unset):
            ongoing (None | OngoingIn | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            source (None | str | Unset):
            turn_of (None | str | Unset):
    """

    condition: str
    target_id: str
    type_: Literal["dnd4e.apply_condition"] = "dnd4e.apply_condition"
    aftereffect: EffectIn | None | Unset = UNSET
    duration: Dnd4EApplyConditionDuration | Unset = Dnd4EApplyConditionDuration.SAVE_ENDS
    modifiers: list[EffectModifierIn] | Unset = UNSET
    name: None | str | Unset = UNSET
    ongoing: None | OngoingIn | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    source: None | str | Unset = UNSET
    turn_of: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.effect_in import EffectIn  # noqa: PLC0415
        from ..models.ongoing_in import OngoingIn  # noqa: PLC0415

        condition = self.condition

        target_id = self.target_id

        type_ = self.type_

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

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        ongoing: dict[str, Any] | None | Unset
        if isinstance(self.ongoing, Unset):
            ongoing = UNSET
        elif isinstance(self.ongoing, OngoingIn):
            ongoing = self.ongoing.to_dict()
        else:
            ongoing = self.ongoing

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

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        turn_of: None | str | Unset
        if isinstance(self.turn_of, Unset):
            turn_of = UNSET
        else:
            turn_of = self.turn_of

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "condition": condition,
                "target_id": target_id,
                "type": type_,
            }
        )
        if aftereffect is not UNSET:
            field_dict["aftereffect"] = aftereffect
        if duration is not UNSET:
            field_dict["duration"] = duration
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if name is not UNSET:
            field_dict["name"] = name
        if ongoing is not UNSET:
            field_dict["ongoing"] = ongoing
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if source is not UNSET:
            field_dict["source"] = source
        if turn_of is not UNSET:
            field_dict["turn_of"] = turn_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.effect_in import EffectIn  # noqa: PLC0415
        from ..models.effect_modifier_in import EffectModifierIn  # noqa: PLC0415
        from ..models.ongoing_in import OngoingIn  # noqa: PLC0415

        d = dict(src_dict)
        condition = d.pop("condition")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.apply_condition"], d.pop("type"))
        if type_ != "dnd4e.apply_condition":
            raise ValueError(f"type must match const 'dnd4e.apply_condition', got '{type_}'")

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
        duration: Dnd4EApplyConditionDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = Dnd4EApplyConditionDuration(_duration)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[EffectModifierIn] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = EffectModifierIn.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

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

        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_turn_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_of = _parse_turn_of(d.pop("turn_of", UNSET))

        dnd_4e_apply_condition = cls(
            condition=condition,
            target_id=target_id,
            type_=type_,
            aftereffect=aftereffect,
            duration=duration,
            modifiers=modifiers,
            name=name,
            ongoing=ongoing,
            rolls=rolls,
            secret=secret,
            source=source,
            turn_of=turn_of,
        )

        return dnd_4e_apply_condition
