from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_message import EventMessage
    from ..models.hidden_message import HiddenMessage
    from ..models.state_view import StateView


T = TypeVar("T", bound="CommandResponse")


@_attrs_define
class CommandResponse:
    """What a command did: ``events`` appended (for a retried ``Idempotency-Key``, those of the
    first run, and ``replayed`` is true), the encounter ``version`` after them, and its
    ``state`` at that version, each as the caller's token may see them (an event it may not
    see is ``"kind": "hidden"``).

        Attributes:
            events (list[EventMessage | HiddenMessage]):
            state (StateView): How the API shows an encounter: the projection, with the initiative order of those still
                present and each combatant's derived ``down``; ``head_hash``: the hash of the event at
                ``version`` in the log's hash chain (hex; None before the chain: ``fray.store.chain``), so
                a client can later prove that nothing up to here was changed.
            version (int):
            dry_run (bool | Unset):  Default: False.
            replayed (bool | Unset):  Default: False.
    """

    events: list[EventMessage | HiddenMessage]
    state: StateView
    version: int
    dry_run: bool | Unset = False
    replayed: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_message import EventMessage  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, EventMessage):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        state = self.state.to_dict()

        version = self.version

        dry_run = self.dry_run

        replayed = self.replayed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "state": state,
                "version": version,
            }
        )
        if dry_run is not UNSET:
            field_dict["dry_run"] = dry_run
        if replayed is not UNSET:
            field_dict["replayed"] = replayed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_message import EventMessage  # noqa: PLC0415
        from ..models.hidden_message import HiddenMessage  # noqa: PLC0415
        from ..models.state_view import StateView  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(data: object) -> EventMessage | HiddenMessage:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    events_item_type_0 = EventMessage.from_dict(data)

                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                events_item_type_1 = HiddenMessage.from_dict(data)

                return events_item_type_1

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        state = StateView.from_dict(d.pop("state"))

        version = d.pop("version")

        dry_run = d.pop("dry_run", UNSET)

        replayed = d.pop("replayed", UNSET)

        command_response = cls(
            events=events,
            state=state,
            version=version,
            dry_run=dry_run,
            replayed=replayed,
        )

        command_response.additional_properties = d
        return command_response

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
