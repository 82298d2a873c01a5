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
    from ..models.condition import Condition


T = TypeVar("T", bound="ConditionApplied")


@_attrs_define
class ConditionApplied:
    """``condition`` now holds on ``combatant_id``. Condition ids are unique per combatant: if
    it already has one with this id, this one replaces it (a refresh, e.g. a new duration).

        Attributes:
            combatant_id (str):
            condition (Condition): A condition on a combatant, with its data typed, never packed into its id or name.

                ``id`` is unique on the combatant (two grapples from two grapplers have two ids); ``name``
                is how the table says it; ``source`` the combatant (or thing) that caused it;
                ``expires`` its duration (``Expiry``: a turn boundary of a named combatant, N rounds,
                save ends); ``spent_by`` the ruleset action that uses it up (``"attack_on"``, …);
                ``lasts_while`` another condition that holds this one up (a spell's effect and its
                caster's concentration, a sustained power): when that one ends through the core (expiry,
                ``remove_condition``) this one ends with it, and a ruleset ending it asks
                ``fray.domain.turns.ending`` for the same.

                Typed data: ``modifiers`` (bonuses and penalties it gives, each with what it applies to
                and its bonus type), ``ongoing`` (damage at the start of each of the bearer's turns),
                ``dc`` (the DC of the check or save that ends or finds it: escaping a grapple, finding the
                hidden), ``aftereffect`` (the condition that follows when a save ends this one, D&D 4e).

                ``marker``: True for an internal marker (a save due, a death save due, a light-weapon
                attack made this turn): bookkeeping a ruleset keeps with the same machinery, shown apart
                from what a player calls a condition.

                ``area``: the squares of the grid the condition covers, for one that is a place rather
                than a state of its bearer (a D&D 4e zone or conjuration, kept on its creator: it
                expires, is sustained and ends like any condition; what it does to those in it is the
                ruleset's). ``carried``: a marker or turn-keyed condition that a carry-over to the next
                fight keeps all the same (``fray.domain.fork``): bookkeeping that lasts until a rest, not
                until the fight ends (a 4e daily power used). Both default to nothing, as events written
                before them read.

                Events written before these fields (schema 2) carried one number, ``modifier``, whose
                meaning the id gave; each ruleset's upcaster moves it into the typed field.
            type_ (Literal['condition_applied']):  Default: 'condition_applied'.
    """

    combatant_id: str
    condition: Condition
    type_: Literal["condition_applied"] = "condition_applied"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition = self.condition.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "condition": condition,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.condition import Condition  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        condition = Condition.from_dict(d.pop("condition"))

        type_ = cast(Literal["condition_applied"], d.pop("type"))
        if type_ != "condition_applied":
            raise ValueError(f"type must match const 'condition_applied', got '{type_}'")

        condition_applied = cls(
            combatant_id=combatant_id,
            condition=condition,
            type_=type_,
        )

        condition_applied.additional_properties = d
        return condition_applied

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
