from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.apply_condition_duration import ApplyConditionDuration
from ..models.apply_condition_save_ability_type_0 import ApplyConditionSaveAbilityType0
from ..models.apply_condition_save_at import ApplyConditionSaveAt
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApplyCondition")


@_attrs_define
class ApplyCondition:
    """Put a condition on ``target_id``: one of the 15 (``exhaustion`` adds ``levels``) or
    any other name. ``duration``: until removed; until the start or end of ``turn_of``'s next
    turn (default the creature whose turn it is); ``rounds`` (ends at the start of
    ``turn_of``'s turn that many rounds later); ``save_ends`` (a ``save_ability`` save against
    ``save_dc``, due at ``save_at`` of the target's turns). ``source``: who caused it.
    ``concentration``: the condition is a concentration spell's effect and lasts while
    ``source`` concentrates (Hold Person's paralyzed): it ends when that concentration ends
    (a failed save, incapacitated, a new concentration, the GM ending it). A name that is not
    a 5e condition is refused with the list, unless ``custom`` says it is the table's own.

        Attributes:
            condition (str):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.apply_condition']):  Default: 'dnd5e-2024.apply_condition'.
            concentration (bool | Unset):  Default: False.
            custom (bool | Unset):  Default: False.
            duration (ApplyConditionDuration | Unset):  Default: ApplyConditionDuration.UNTIL_REMOVED.
            levels (int | Unset):  Default: 1.
            rolls (list[int | list[int]] | None | Unset):
            rounds (int | Unset):  Default: 1.
            save_ability (ApplyConditionSaveAbilityType0 | None | Unset):
            save_at (ApplyConditionSaveAt | Unset):  Default: ApplyConditionSaveAt.END_OF_TURN.
            save_dc (int | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            source (None | str | Unset):
            turn_of (None | str | Unset):
    """

    condition: str
    target_id: str
    type_: Literal["dnd5e-2024.apply_condition"] = "dnd5e-2024.apply_condition"
    concentration: bool | Unset = False
    custom: bool | Unset = False
    duration: ApplyConditionDuration | Unset = ApplyConditionDuration.UNTIL_REMOVED
    levels: int | Unset = 1
    rolls: list[int | list[int]] | None | Unset = UNSET
    rounds: int | Unset = 1
    save_ability: ApplyConditionSaveAbilityType0 | None | Unset = UNSET
    save_at: ApplyConditionSaveAt | Unset = ApplyConditionSaveAt.END_OF_TURN
    save_dc: int | None | Unset = UNSET
    secret: bool | Unset = False
    source: None | str | Unset = UNSET
    turn_of: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        condition = self.condition

        target_id = self.target_id

        type_ = self.type_

        concentration = self.concentration

        custom = self.custom

        duration: str | Unset = UNSET
        if not isinstance(self.duration, Unset):
            duration = self.duration.value

        levels = self.levels

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

        rounds = self.rounds

        save_ability: None | str | Unset
        if isinstance(self.save_ability, Unset):
            save_ability = UNSET
        elif isinstance(self.save_ability, ApplyConditionSaveAbilityType0):
            save_ability = self.save_ability.value
        else:
            save_ability = self.save_ability

        save_at: str | Unset = UNSET
        if not isinstance(self.save_at, Unset):
            save_at = self.save_at.value

        save_dc: int | None | Unset
        if isinstance(self.save_dc, Unset):
            save_dc = UNSET
        else:
            save_dc = self.save_dc

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
        if concentration is not UNSET:
            field_dict["concentration"] = concentration
        if custom is not UNSET:
            field_dict["custom"] = custom
        if duration is not UNSET:
            field_dict["duration"] = duration
        if levels is not UNSET:
            field_dict["levels"] = levels
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if save_ability is not UNSET:
            field_dict["save_ability"] = save_ability
        if save_at is not UNSET:
            field_dict["save_at"] = save_at
        if save_dc is not UNSET:
            field_dict["save_dc"] = save_dc
        if secret is not UNSET:
            field_dict["secret"] = secret
        if source is not UNSET:
            field_dict["source"] = source
        if turn_of is not UNSET:
            field_dict["turn_of"] = turn_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        condition = d.pop("condition")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.apply_condition"], d.pop("type"))
        if type_ != "dnd5e-2024.apply_condition":
            raise ValueError(f"type must match const 'dnd5e-2024.apply_condition', got '{type_}'")

        concentration = d.pop("concentration", UNSET)

        custom = d.pop("custom", UNSET)

        _duration = d.pop("duration", UNSET)
        duration: ApplyConditionDuration | Unset
        if isinstance(_duration, Unset):
            duration = UNSET
        else:
            duration = ApplyConditionDuration(_duration)

        levels = d.pop("levels", UNSET)

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

        rounds = d.pop("rounds", UNSET)

        def _parse_save_ability(data: object) -> ApplyConditionSaveAbilityType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                save_ability_type_0 = ApplyConditionSaveAbilityType0(data)

                return save_ability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApplyConditionSaveAbilityType0 | None | Unset, data)

        save_ability = _parse_save_ability(d.pop("save_ability", UNSET))

        _save_at = d.pop("save_at", UNSET)
        save_at: ApplyConditionSaveAt | Unset
        if isinstance(_save_at, Unset):
            save_at = UNSET
        else:
            save_at = ApplyConditionSaveAt(_save_at)

        def _parse_save_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        save_dc = _parse_save_dc(d.pop("save_dc", UNSET))

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

        apply_condition = cls(
            condition=condition,
            target_id=target_id,
            type_=type_,
            concentration=concentration,
            custom=custom,
            duration=duration,
            levels=levels,
            rolls=rolls,
            rounds=rounds,
            save_ability=save_ability,
            save_at=save_at,
            save_dc=save_dc,
            secret=secret,
            source=source,
            turn_of=turn_of,
        )

        return apply_condition
