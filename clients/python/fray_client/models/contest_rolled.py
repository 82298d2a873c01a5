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
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="ContestRolled")


@_attrs_define
class ContestRolled:
    """A contest (003 maneuvers): the ``initiator``'s check against the ``opponent``'s; the
    initiator wins only with a higher total (a tie leaves things as they were, published 5e).

        Attributes:
            initiator (D20Roll): One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
                face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
                exhaustion included) and the ``total``; those two are null for a reader who may not see
                the roller's stat block (``fray.policy.visibility``).
            initiator_id (str):
            initiator_wins (bool):
            maneuver (str):
            opponent (D20Roll): One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
                face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
                exhaustion included) and the ``total``; those two are null for a reader who may not see
                the roller's stat block (``fray.policy.visibility``).
            opponent_id (str):
            type_ (Literal['dnd5e-2024.contest_rolled']):  Default: 'dnd5e-2024.contest_rolled'.
    """

    initiator: D20Roll
    initiator_id: str
    initiator_wins: bool
    maneuver: str
    opponent: D20Roll
    opponent_id: str
    type_: Literal["dnd5e-2024.contest_rolled"] = "dnd5e-2024.contest_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        initiator = self.initiator.to_dict()

        initiator_id = self.initiator_id

        initiator_wins = self.initiator_wins

        maneuver = self.maneuver

        opponent = self.opponent.to_dict()

        opponent_id = self.opponent_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "initiator": initiator,
                "initiator_id": initiator_id,
                "initiator_wins": initiator_wins,
                "maneuver": maneuver,
                "opponent": opponent,
                "opponent_id": opponent_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)
        initiator = D20Roll.from_dict(d.pop("initiator"))

        initiator_id = d.pop("initiator_id")

        initiator_wins = d.pop("initiator_wins")

        maneuver = d.pop("maneuver")

        opponent = D20Roll.from_dict(d.pop("opponent"))

        opponent_id = d.pop("opponent_id")

        type_ = cast(Literal["dnd5e-2024.contest_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.contest_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.contest_rolled', got '{type_}'")

        contest_rolled = cls(
            initiator=initiator,
            initiator_id=initiator_id,
            initiator_wins=initiator_wins,
            maneuver=maneuver,
            opponent=opponent,
            opponent_id=opponent_id,
            type_=type_,
        )

        contest_rolled.additional_properties = d
        return contest_rolled

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
