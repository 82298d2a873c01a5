from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_message import EventMessage
    from ..models.hidden_message import HiddenMessage


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """A slice of an encounter's log: events with ``after < version <= to``, in order, at most
    a page, each as the caller's token may see it (``"kind": "hidden"``: its version only);
    ``version`` is the encounter's current version; ``next`` the URL of the next page (None
    on the last).

        Attributes:
            encounter_id (str):
            events (list[EventMessage | HiddenMessage]):
            version (int):
            next_ (None | str | Unset):
    """

    encounter_id: str
    events: list[EventMessage | HiddenMessage]
    version: int
    next_: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_message import EventMessage  # noqa: PLC0415

        encounter_id = self.encounter_id

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, EventMessage):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        version = self.version

        next_: None | str | Unset
        if isinstance(self.next_, Unset):
            next_ = UNSET
        else:
            next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "encounter_id": encounter_id,
                "events": events,
                "version": version,
            }
        )
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_message import EventMessage  # noqa: PLC0415
        from ..models.hidden_message import HiddenMessage  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

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

        version = d.pop("version")

        def _parse_next_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_ = _parse_next_(d.pop("next", UNSET))

        event_page = cls(
            encounter_id=encounter_id,
            events=events,
            version=version,
            next_=next_,
        )

        event_page.additional_properties = d
        return event_page

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
