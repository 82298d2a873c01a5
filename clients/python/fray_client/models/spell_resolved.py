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
from attrs import field as _attrs_field

from ..models.spell_resolved_form import SpellResolvedForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contest_side import ContestSide
    from ..models.spell_target_result import SpellTargetResult


T = TypeVar("T", bound="SpellResolved")


@_attrs_define
class SpellResolved:
    """A spell's outcome (§05): the caster's one ``magic_attack`` roll (None for healing and
    help), the damage or healing ``rolls`` (faces per roll; two rolls on a perfect strike) of
    the ``expression``, and each target's result. Armour absorbs nothing against magic.

        Attributes:
            caster_id (str):
            form (SpellResolvedForm):
            results (list[SpellTargetResult]):
            spell (str):
            type_ (Literal['unlit-spires.spell_resolved']):  Default: 'unlit-spires.spell_resolved'.
            expression (None | str | Unset):
            magic_attack (ContestSide | None | Unset):
            rolls (list[list[int]] | Unset):
    """

    caster_id: str
    form: SpellResolvedForm
    results: list[SpellTargetResult]
    spell: str
    type_: Literal["unlit-spires.spell_resolved"] = "unlit-spires.spell_resolved"
    expression: None | str | Unset = UNSET
    magic_attack: ContestSide | None | Unset = UNSET
    rolls: list[list[int]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.contest_side import ContestSide  # noqa: PLC0415

        caster_id = self.caster_id

        form = self.form.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        spell = self.spell

        type_ = self.type_

        expression: None | str | Unset
        if isinstance(self.expression, Unset):
            expression = UNSET
        else:
            expression = self.expression

        magic_attack: dict[str, Any] | None | Unset
        if isinstance(self.magic_attack, Unset):
            magic_attack = UNSET
        elif isinstance(self.magic_attack, ContestSide):
            magic_attack = self.magic_attack.to_dict()
        else:
            magic_attack = self.magic_attack

        rolls: list[list[int]] | Unset = UNSET
        if not isinstance(self.rolls, Unset):
            rolls = []
            for rolls_item_data in self.rolls:
                rolls_item = rolls_item_data

                rolls.append(rolls_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caster_id": caster_id,
                "form": form,
                "results": results,
                "spell": spell,
                "type": type_,
            }
        )
        if expression is not UNSET:
            field_dict["expression"] = expression
        if magic_attack is not UNSET:
            field_dict["magic_attack"] = magic_attack
        if rolls is not UNSET:
            field_dict["rolls"] = rolls

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contest_side import ContestSide  # noqa: PLC0415
        from ..models.spell_target_result import SpellTargetResult  # noqa: PLC0415

        d = dict(src_dict)
        caster_id = d.pop("caster_id")

        form = SpellResolvedForm(d.pop("form"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SpellTargetResult.from_dict(results_item_data)

            results.append(results_item)

        spell = d.pop("spell")

        type_ = cast(Literal["unlit-spires.spell_resolved"], d.pop("type"))
        if type_ != "unlit-spires.spell_resolved":
            raise ValueError(f"type must match const 'unlit-spires.spell_resolved', got '{type_}'")

        def _parse_expression(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expression = _parse_expression(d.pop("expression", UNSET))

        def _parse_magic_attack(data: object) -> ContestSide | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                magic_attack_type_0 = ContestSide.from_dict(data)

                return magic_attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContestSide | None | Unset, data)

        magic_attack = _parse_magic_attack(d.pop("magic_attack", UNSET))

        _rolls = d.pop("rolls", UNSET)
        rolls: list[list[int]] | Unset = UNSET
        if _rolls is not UNSET:
            rolls = []
            for rolls_item_data in _rolls:
                rolls_item = cast(list[int], rolls_item_data)

                rolls.append(rolls_item)

        spell_resolved = cls(
            caster_id=caster_id,
            form=form,
            results=results,
            spell=spell,
            type_=type_,
            expression=expression,
            magic_attack=magic_attack,
            rolls=rolls,
        )

        spell_resolved.additional_properties = d
        return spell_resolved

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
