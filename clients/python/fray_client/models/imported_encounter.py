from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.state_view import StateView


T = TypeVar("T", bound="ImportedEncounter")


@_attrs_define
class ImportedEncounter:
    """An imported encounter: its id (the one its log was created with), how many ``events``
    were stored, where its hash chain begins (``chained_from``; None: the log had none), its
    state after the last event (``state``, with the head hash), and the GM's token for it
    (``gm_token``, shown this once).

        Attributes:
            chained_from (int | None):
            encounter_id (str):
            events (int):
            gm_token (str):
            state (StateView): How the API shows an encounter: the projection, with the initiative order of those still
                present and each combatant's derived ``down``; ``head_hash``: the hash of the event at
                ``version`` in the log's hash chain (hex; None before the chain: ``fray.store.chain``), so
                a client can later prove that nothing up to here was changed.
            token_id (str):
    """

    chained_from: int | None
    encounter_id: str
    events: int
    gm_token: str
    state: StateView
    token_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chained_from: int | None
        chained_from = self.chained_from

        encounter_id = self.encounter_id

        events = self.events

        gm_token = self.gm_token

        state = self.state.to_dict()

        token_id = self.token_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chained_from": chained_from,
                "encounter_id": encounter_id,
                "events": events,
                "gm_token": gm_token,
                "state": state,
                "token_id": token_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.state_view import StateView  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_chained_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        chained_from = _parse_chained_from(d.pop("chained_from"))

        encounter_id = d.pop("encounter_id")

        events = d.pop("events")

        gm_token = d.pop("gm_token")

        state = StateView.from_dict(d.pop("state"))

        token_id = d.pop("token_id")

        imported_encounter = cls(
            chained_from=chained_from,
            encounter_id=encounter_id,
            events=events,
            gm_token=gm_token,
            state=state,
            token_id=token_id,
        )

        imported_encounter.additional_properties = d
        return imported_encounter

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
