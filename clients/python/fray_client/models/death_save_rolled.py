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

from ..models.death_save_rolled_outcome import DeathSaveRolledOutcome

if TYPE_CHECKING:
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="DeathSaveRolled")


@_attrs_define
class DeathSaveRolled:
    """A death saving throw (published 5e, PHB 2024): the ``roll``; ``outcome`` success
    (10 or more), failure, two failures (a natural 1) or regain (a natural 20: 1 HP).

        Attributes:
            combatant_id (str):
            failures (int):
            outcome (DeathSaveRolledOutcome):
            roll (D20Roll): One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
                face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
                exhaustion included) and the ``total``; those two are null for a reader who may not see
                the roller's stat block (``fray.policy.visibility``).
            successes (int):
            type_ (Literal['dnd5e-2024.death_save_rolled']):  Default: 'dnd5e-2024.death_save_rolled'.
    """

    combatant_id: str
    failures: int
    outcome: DeathSaveRolledOutcome
    roll: D20Roll
    successes: int
    type_: Literal["dnd5e-2024.death_save_rolled"] = "dnd5e-2024.death_save_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        failures = self.failures

        outcome = self.outcome.value

        roll = self.roll.to_dict()

        successes = self.successes

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "failures": failures,
                "outcome": outcome,
                "roll": roll,
                "successes": successes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        failures = d.pop("failures")

        outcome = DeathSaveRolledOutcome(d.pop("outcome"))

        roll = D20Roll.from_dict(d.pop("roll"))

        successes = d.pop("successes")

        type_ = cast(Literal["dnd5e-2024.death_save_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.death_save_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.death_save_rolled', got '{type_}'")

        death_save_rolled = cls(
            combatant_id=combatant_id,
            failures=failures,
            outcome=outcome,
            roll=roll,
            successes=successes,
            type_=type_,
        )

        death_save_rolled.additional_properties = d
        return death_save_rolled

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
