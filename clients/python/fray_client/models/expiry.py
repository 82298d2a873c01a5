from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.expiry_at import ExpiryAt
from ..models.expiry_turn import ExpiryTurn
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.save_ends import SaveEnds


T = TypeVar("T", bound="Expiry")


@_attrs_define
class Expiry:
    """When a condition ends by itself: at ``at`` (the start or end) of a turn of
    ``combatant_id``, or ``never`` (until removed or spent). Keyed to a combatant and a turn
    boundary, never to an initiative number, so it survives combatants joining or leaving
    mid-round (the boundaries of a combatant that left or cannot act pass with its place).

    ``applied_round`` and ``applied_during`` say when the condition began (the round, and whose
    turn it was). Which turn of ``combatant_id`` (``fray.domain.turns.due``):

    - ``turn="next"`` (default): the first turn of ``combatant_id`` that *starts* after that
      moment ("until the end of X's next turn": set during X's own turn, it does not end when
      X's current turn ends);
    - ``turn="current"``: the turn running now ("until the end of this turn": the first
      ``at`` boundary of ``combatant_id`` from now on, this turn's included);
    - ``rounds`` > 0: "N rounds": the first turn of ``combatant_id`` in round
      ``max(applied_round, 1) + rounds`` or later (``turn`` is then ignored).

    ``save`` adds "save ends": the save is prompted at its boundary of the bearer's turns,
    whatever ``at`` says (``never`` for a pure "save ends").

        Attributes:
            applied_during (None | str | Unset):
            applied_round (int | Unset):  Default: 0.
            at (ExpiryAt | Unset):  Default: ExpiryAt.NEVER.
            combatant_id (None | str | Unset):
            rounds (int | Unset):  Default: 0.
            save (None | SaveEnds | Unset):
            turn (ExpiryTurn | Unset):  Default: ExpiryTurn.NEXT.
    """

    applied_during: None | str | Unset = UNSET
    applied_round: int | Unset = 0
    at: ExpiryAt | Unset = ExpiryAt.NEVER
    combatant_id: None | str | Unset = UNSET
    rounds: int | Unset = 0
    save: None | SaveEnds | Unset = UNSET
    turn: ExpiryTurn | Unset = ExpiryTurn.NEXT
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.save_ends import SaveEnds  # noqa: PLC0415

        applied_during: None | str | Unset
        if isinstance(self.applied_during, Unset):
            applied_during = UNSET
        else:
            applied_during = self.applied_during

        applied_round = self.applied_round

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.value

        combatant_id: None | str | Unset
        if isinstance(self.combatant_id, Unset):
            combatant_id = UNSET
        else:
            combatant_id = self.combatant_id

        rounds = self.rounds

        save: dict[str, Any] | None | Unset
        if isinstance(self.save, Unset):
            save = UNSET
        elif isinstance(self.save, SaveEnds):
            save = self.save.to_dict()
        else:
            save = self.save

        turn: str | Unset = UNSET
        if not isinstance(self.turn, Unset):
            turn = self.turn.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if applied_during is not UNSET:
            field_dict["applied_during"] = applied_during
        if applied_round is not UNSET:
            field_dict["applied_round"] = applied_round
        if at is not UNSET:
            field_dict["at"] = at
        if combatant_id is not UNSET:
            field_dict["combatant_id"] = combatant_id
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if save is not UNSET:
            field_dict["save"] = save
        if turn is not UNSET:
            field_dict["turn"] = turn

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.save_ends import SaveEnds  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_applied_during(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        applied_during = _parse_applied_during(d.pop("applied_during", UNSET))

        applied_round = d.pop("applied_round", UNSET)

        _at = d.pop("at", UNSET)
        at: ExpiryAt | Unset
        if isinstance(_at, Unset):
            at = UNSET
        else:
            at = ExpiryAt(_at)

        def _parse_combatant_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        combatant_id = _parse_combatant_id(d.pop("combatant_id", UNSET))

        rounds = d.pop("rounds", UNSET)

        def _parse_save(data: object) -> None | SaveEnds | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                save_type_0 = SaveEnds.from_dict(data)

                return save_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SaveEnds | Unset, data)

        save = _parse_save(d.pop("save", UNSET))

        _turn = d.pop("turn", UNSET)
        turn: ExpiryTurn | Unset
        if isinstance(_turn, Unset):
            turn = UNSET
        else:
            turn = ExpiryTurn(_turn)

        expiry = cls(
            applied_during=applied_during,
            applied_round=applied_round,
            at=at,
            combatant_id=combatant_id,
            rounds=rounds,
            save=save,
            turn=turn,
        )

        expiry.additional_properties = d
        return expiry

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
