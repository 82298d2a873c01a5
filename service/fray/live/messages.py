"""What a feed sends: a tagged union of messages (``kind``), each carrying its stream version.

- ``{"kind": "event", …}``: one recorded event, exactly as the REST log shows it (``position``,
  ``stream_id``, ``version``, ``event_id``, ``type``, ``data``, ``metadata``, ``recorded_at``)
  with ``kind`` added.
- ``{"kind": "state", "version": N, "state": {…}}``: the encounter's state after version N,
  sent after each batch of events when the client asked for ``state=true``, so a page need
  not fetch ``GET /encounters/{id}`` after every event.
- ``{"kind": "end", "version": N}``: a replay (``WS /encounters/{id}/replay``) has played
  every event up to version N; the socket closes after it. The live feed never ends.

Both are described by ``openapi/feed-message.schema.json`` (``fray.api.openapi``).
"""

from __future__ import annotations

import msgspec

from fray.domain.state import StateView
from fray.store.codec import RecordedEvent


class EventMessage(RecordedEvent, frozen=True, kw_only=True, tag_field="kind", tag="event"):
    """A recorded event sent on the feed (as in the REST log, plus ``"kind": "event"``)."""


class StateMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="state"):
    """The encounter's ``state`` at ``version``: it follows the event of that version."""

    version: int
    state: StateView


class EndMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="end"):
    """A replay played its last event, ``version``; the socket closes next."""

    version: int


FeedMessage = EventMessage | StateMessage | EndMessage

_encoder = msgspec.json.Encoder()


def event_message(event: RecordedEvent) -> bytes:
    """The feed message of one recorded event, as JSON bytes."""
    return _encoder.encode(EventMessage(**{f: getattr(event, f) for f in event.__struct_fields__}))


def state_message(state: StateView) -> bytes:
    """The feed message of a state view, as JSON bytes."""
    return _encoder.encode(StateMessage(version=state.version, state=state))


def end_message(version: int) -> bytes:
    """The last message of a replay, as JSON bytes."""
    return _encoder.encode(EndMessage(version=version))
