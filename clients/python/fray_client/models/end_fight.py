from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.end_fight_outcome_type_0 import EndFightOutcomeType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="EndFight")


@_attrs_define
class EndFight:
    """The fight ends: combat intensity from the strengths ((hostile − party) ÷ party
    size), the outcome (victory when no hostile is left standing, defeat when no one of
    ``party_side`` is; ``outcome`` for a fight decided by an objective) and the potential
    each party creature still in the fight earns. ``friendly_sides`` fight with the party
    and count in its strength and size; ``neutral_sides`` are neither: their strength is
    not counted and they need not fall for a victory (§战斗强度: only hostile creatures are
    the enemies' strength).

        Attributes:
            type_ (Literal['meshal-lite.end_fight']):  Default: 'meshal-lite.end_fight'.
            friendly_sides (list[str] | Unset):
            neutral_sides (list[str] | Unset):
            outcome (EndFightOutcomeType0 | None | Unset):
            party_side (str | Unset):  Default: 'party'.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    type_: Literal["meshal-lite.end_fight"] = "meshal-lite.end_fight"
    friendly_sides: list[str] | Unset = UNSET
    neutral_sides: list[str] | Unset = UNSET
    outcome: EndFightOutcomeType0 | None | Unset = UNSET
    party_side: str | Unset = "party"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        friendly_sides: list[str] | Unset = UNSET
        if not isinstance(self.friendly_sides, Unset):
            friendly_sides = self.friendly_sides

        neutral_sides: list[str] | Unset = UNSET
        if not isinstance(self.neutral_sides, Unset):
            neutral_sides = self.neutral_sides

        outcome: None | str | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, EndFightOutcomeType0):
            outcome = self.outcome.value
        else:
            outcome = self.outcome

        party_side = self.party_side

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if friendly_sides is not UNSET:
            field_dict["friendly_sides"] = friendly_sides
        if neutral_sides is not UNSET:
            field_dict["neutral_sides"] = neutral_sides
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if party_side is not UNSET:
            field_dict["party_side"] = party_side
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["meshal-lite.end_fight"], d.pop("type"))
        if type_ != "meshal-lite.end_fight":
            raise ValueError(f"type must match const 'meshal-lite.end_fight', got '{type_}'")

        friendly_sides = cast(list[str], d.pop("friendly_sides", UNSET))

        neutral_sides = cast(list[str], d.pop("neutral_sides", UNSET))

        def _parse_outcome(data: object) -> EndFightOutcomeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = EndFightOutcomeType0(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EndFightOutcomeType0 | None | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        party_side = d.pop("party_side", UNSET)

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

        end_fight = cls(
            type_=type_,
            friendly_sides=friendly_sides,
            neutral_sides=neutral_sides,
            outcome=outcome,
            party_side=party_side,
            rolls=rolls,
            secret=secret,
        )

        return end_fight
