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

if TYPE_CHECKING:
    from ..models.contest_side import ContestSide


T = TypeVar("T", bound="CounterspellResolved")


@_attrs_define
class CounterspellResolved:
    """``countered_by`` answered ``caster_id``'s spell with a counterspell of ``spell_level``
    (cost ``cost_mp``): both rolled Magic Attack; the higher total won, a tie let the first
    spell go off (§05). ``spell_goes_off`` says which happened.

        Attributes:
            caster (ContestSide): One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
                every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
                ``total`` = kept + score + modifiers. ``score``, ``modifiers`` and ``total`` are null for a
                reader who may not see the side's stat block (``fray.policy.visibility``).
            caster_id (str):
            cost_mp (int):
            counter (ContestSide): One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
                every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
                ``total`` = kept + score + modifiers. ``score``, ``modifiers`` and ``total`` are null for a
                reader who may not see the side's stat block (``fray.policy.visibility``).
            countered_by (str):
            margin (int | None):
            spell_goes_off (bool):
            spell_level (int):
            type_ (Literal['unlit-spires.counterspell_resolved']):  Default: 'unlit-spires.counterspell_resolved'.
    """

    caster: ContestSide
    caster_id: str
    cost_mp: int
    counter: ContestSide
    countered_by: str
    margin: int | None
    spell_goes_off: bool
    spell_level: int
    type_: Literal["unlit-spires.counterspell_resolved"] = "unlit-spires.counterspell_resolved"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caster = self.caster.to_dict()

        caster_id = self.caster_id

        cost_mp = self.cost_mp

        counter = self.counter.to_dict()

        countered_by = self.countered_by

        margin: int | None
        margin = self.margin

        spell_goes_off = self.spell_goes_off

        spell_level = self.spell_level

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caster": caster,
                "caster_id": caster_id,
                "cost_mp": cost_mp,
                "counter": counter,
                "countered_by": countered_by,
                "margin": margin,
                "spell_goes_off": spell_goes_off,
                "spell_level": spell_level,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contest_side import ContestSide  # noqa: PLC0415

        d = dict(src_dict)
        caster = ContestSide.from_dict(d.pop("caster"))

        caster_id = d.pop("caster_id")

        cost_mp = d.pop("cost_mp")

        counter = ContestSide.from_dict(d.pop("counter"))

        countered_by = d.pop("countered_by")

        def _parse_margin(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        margin = _parse_margin(d.pop("margin"))

        spell_goes_off = d.pop("spell_goes_off")

        spell_level = d.pop("spell_level")

        type_ = cast(Literal["unlit-spires.counterspell_resolved"], d.pop("type"))
        if type_ != "unlit-spires.counterspell_resolved":
            raise ValueError(f"type must match const 'unlit-spires.counterspell_resolved', got '{type_}'")

        counterspell_resolved = cls(
            caster=caster,
            caster_id=caster_id,
            cost_mp=cost_mp,
            counter=counter,
            countered_by=countered_by,
            margin=margin,
            spell_goes_off=spell_goes_off,
            spell_level=spell_level,
            type_=type_,
        )

        counterspell_resolved.additional_properties = d
        return counterspell_resolved

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
