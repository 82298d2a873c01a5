"""What a feed sends: a tagged union of messages (``kind``), each carrying its stream version.

- ``{"kind": "event", …}``: one recorded event, exactly as the REST log shows it (``position``,
  ``stream_id``, ``version``, ``event_id``, ``type``, ``data``, ``metadata``, ``recorded_at``)
  with ``kind`` added.
- ``{"kind": "hidden", "stream_id": …, "version": N}``: event N exists but the reader may not
  see it (``fray.policy.visibility``): its version and nothing else, so the reader sees no gap.
- ``{"kind": "state", "version": N, "state": {…}}``: the encounter's state after version N,
  sent after each batch of events when the client asked for ``state=true``, so a page need
  not fetch ``GET /encounters/{id}`` after every event.
- ``{"kind": "presence", "stream_id": …, "connected": [{"role", "combatant_ids",
  "connections"}, …]}``: who holds a feed open to the encounter now, over every Fray process,
  by role and combatants (the combatants concealed from the reader left out); sent when it
  changes. It has no version and does not count for resume.
- ``{"kind": "pong", "ping": x}``: the answer to a client's ``{"ping": x}`` on a WebSocket
  feed, out of the event order (no version).
- ``{"kind": "end", "version": N}``: a replay (``WS /encounters/{id}/replay``) has played
  every event up to version N; the socket closes after it. The live feed never ends.

The REST log's entries are the first two kinds (``LogEntry``).

Both are described by ``openapi/feed-message.schema.json`` (``fray.api.openapi``).
"""

from __future__ import annotations

from typing import Any

import msgspec

from fray.domain.state import StateView
from fray.policy.visibility import HiddenEvent
from fray.store.codec import RecordedEvent


class EventMessage(RecordedEvent, frozen=True, kw_only=True, tag_field="kind", tag="event"):
    """A recorded event sent on the feed (as in the REST log, plus ``"kind": "event"``)."""


class StateMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="state"):
    """The encounter's ``state`` at ``version``: it follows the event of that version."""

    version: int
    state: StateView


class HiddenMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="hidden"):
    """Event ``version`` of encounter ``stream_id`` exists, but the reader may not see it:
    secret, about a combatant it cannot see, or where a hiding combatant went. Nothing else."""

    stream_id: str
    version: int


class Present(msgspec.Struct, frozen=True, kw_only=True):
    """Feeds open to an encounter by one kind of reader: its ``role`` (``gm``, ``player``,
    ``spectator``), the ``combatant_ids`` a player acts for, and how many ``connections``."""

    role: str
    combatant_ids: list[str]
    connections: int


class PresenceMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="presence"):
    """Who is connected to encounter ``stream_id`` now (every process), replacing the last
    such message. No version: it does not count for resume."""

    stream_id: str
    connected: list[Present]


class EndMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="end"):
    """A replay played its last event, ``version``; the socket closes next."""

    version: int


class PongMessage(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", tag="pong"):
    """The answer to a client's heartbeat ``{"ping": x}`` on a WebSocket feed: ``ping`` is that
    ``x``, as it came. Sent at once, out of the event order; it has no version and does not
    count for resume."""

    ping: Any = None


FeedMessage = EventMessage | HiddenMessage | StateMessage | PresenceMessage | EndMessage | PongMessage
LogEntry = EventMessage | HiddenMessage
"""An entry of the REST log (and of a command's response): an event, or a hidden one."""

_encoder = msgspec.json.Encoder()


_EVENT_KIND = b'{"kind":"event",'


def event_message(event: RecordedEvent) -> bytes:
    """The feed message of one recorded event, as JSON bytes: the bytes ``EventMessage`` of
    it encodes to (its tag first, then the event's fields in order), written as the event's
    own encoding with the tag put in front, without building the message (it is made for
    every event this process publishes)."""
    return _EVENT_KIND + _encoder.encode(event)[1:]


def log_entry(event: RecordedEvent | HiddenEvent) -> LogEntry:
    """The log entry of a redacted event (``fray.policy.visibility.Sight.event``)."""
    if isinstance(event, HiddenEvent):
        return HiddenMessage(stream_id=event.stream_id, version=event.version)
    return EventMessage(**{f: getattr(event, f) for f in event.__struct_fields__})


def redacted_message(event: RecordedEvent | HiddenEvent) -> bytes:
    """The feed message of a redacted event, as JSON bytes."""
    return _encoder.encode(log_entry(event))


def state_message(state: StateView) -> bytes:
    """The feed message of a state view, as JSON bytes."""
    return _encoder.encode(StateMessage(version=state.version, state=state))


def end_message(version: int) -> bytes:
    """The last message of a replay, as JSON bytes."""
    return _encoder.encode(EndMessage(version=version))
