from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.spell_target_result_effect import SpellTargetResultEffect
from ..models.spell_target_result_outcome_type_0 import SpellTargetResultOutcomeType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contest_side import ContestSide


T = TypeVar("T", bound="SpellTargetResult")


@_attrs_define
class SpellTargetResult:
    """What one spell did to one target: its ``ward`` roll (None with no contest), the +2 the
    caster had against it if it had dropped its guard (``guard_dropped_bonus``), the ``margin``
    and contest ``outcome`` (None with no contest), the ``effect`` ("full", "half"
    or "none"), hit points ``dealt`` and ``healed``, and the condition applied if any.

        Attributes:
            effect (SpellTargetResultEffect):
            target_id (str):
            condition (None | str | Unset):
            dealt (int | Unset):  Default: 0.
            guard_dropped_bonus (int | Unset):  Default: 0.
            healed (int | Unset):  Default: 0.
            margin (int | None | Unset):
            outcome (None | SpellTargetResultOutcomeType0 | Unset):
            ward (ContestSide | None | Unset):
    """

    effect: SpellTargetResultEffect
    target_id: str
    condition: None | str | Unset = UNSET
    dealt: int | Unset = 0
    guard_dropped_bonus: int | Unset = 0
    healed: int | Unset = 0
    margin: int | None | Unset = UNSET
    outcome: None | SpellTargetResultOutcomeType0 | Unset = UNSET
    ward: ContestSide | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.contest_side import ContestSide  # noqa: PLC0415

        effect = self.effect.value

        target_id = self.target_id

        condition: None | str | Unset
        if isinstance(self.condition, Unset):
            condition = UNSET
        else:
            condition = self.condition

        dealt = self.dealt

        guard_dropped_bonus = self.guard_dropped_bonus

        healed = self.healed

        margin: int | None | Unset
        if isinstance(self.margin, Unset):
            margin = UNSET
        else:
            margin = self.margin

        outcome: None | str | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, SpellTargetResultOutcomeType0):
            outcome = self.outcome.value
        else:
            outcome = self.outcome

        ward: dict[str, Any] | None | Unset
        if isinstance(self.ward, Unset):
            ward = UNSET
        elif isinstance(self.ward, ContestSide):
            ward = self.ward.to_dict()
        else:
            ward = self.ward

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "effect": effect,
                "target_id": target_id,
            }
        )
        if condition is not UNSET:
            field_dict["condition"] = condition
        if dealt is not UNSET:
            field_dict["dealt"] = dealt
        if guard_dropped_bonus is not UNSET:
            field_dict["guard_dropped_bonus"] = guard_dropped_bonus
        if healed is not UNSET:
            field_dict["healed"] = healed
        if margin is not UNSET:
            field_dict["margin"] = margin
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if ward is not UNSET:
            field_dict["ward"] = ward

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contest_side import ContestSide  # noqa: PLC0415

        d = dict(src_dict)
        effect = SpellTargetResultEffect(d.pop("effect"))

        target_id = d.pop("target_id")

        def _parse_condition(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        condition = _parse_condition(d.pop("condition", UNSET))

        dealt = d.pop("dealt", UNSET)

        guard_dropped_bonus = d.pop("guard_dropped_bonus", UNSET)

        healed = d.pop("healed", UNSET)

        def _parse_margin(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        margin = _parse_margin(d.pop("margin", UNSET))

        def _parse_outcome(data: object) -> None | SpellTargetResultOutcomeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = SpellTargetResultOutcomeType0(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpellTargetResultOutcomeType0 | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        def _parse_ward(data: object) -> ContestSide | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ward_type_0 = ContestSide.from_dict(data)

                return ward_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContestSide | None | Unset, data)

        ward = _parse_ward(d.pop("ward", UNSET))

        spell_target_result = cls(
            effect=effect,
            target_id=target_id,
            condition=condition,
            dealt=dealt,
            guard_dropped_bonus=guard_dropped_bonus,
            healed=healed,
            margin=margin,
            outcome=outcome,
            ward=ward,
        )

        spell_target_result.additional_properties = d
        return spell_target_result

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
