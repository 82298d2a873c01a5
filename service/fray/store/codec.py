"""The mapper between domain events and stored rows: type name + JSON payload, and back.

Event types are looked up by their tag in a registry the core and every ruleset fill, so the
store needs to know no ruleset. An old payload is upcast on read, one schema version at a time:
first by the event class's own ``upcasters[version]`` (or its nearest ancestor's, so a
ruleset's subclass of a core event is read like it), then by each upcaster a ruleset added for
that type and version (``Ruleset.upcasters``: what an old core payload meant in that ruleset,
e.g. the one ``modifier`` number of a schema-2 condition). Stored rows are never rewritten.

Schema versions: 1, the first; 2, ``InitiativeEntry.tiebreak`` became a tuple of numbers (and
dnd5e-2024's condition durations moved into the core ``Expiry``); 3, hit points became a
track (``resources["hp"]``) a ruleset defines, instead of ``hp``/``hp_max`` on every combatant;
4, dnd5e-2024 stat blocks name their ability
scores in full (``strength``, not ``str``: generated clients cannot use a property named
``str`` or ``int``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import msgspec

from fray.domain.events import Event, event_type
from fray.store.errors import UnknownEventType

CURRENT_SCHEMA_VERSION = 4
Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
ExtraUpcasters = Mapping[tuple[str, int], Sequence[Upcaster]]


class Visibility(msgspec.Struct, frozen=True, omit_defaults=True):
    """Who may see an event: everyone (``public``), the GM only (``gm``), or the GM and the
    named ``players``."""

    audience: Literal["public", "gm", "players"] = "public"
    players: tuple[str, ...] = ()


class Metadata(msgspec.Struct, frozen=True, omit_defaults=True):
    """What is known about how an event came to be (stored beside it, not inside it)."""

    command_id: str | None = None
    command_type: str | None = None
    command_hash: str | None = None
    actor: str | None = None
    causation_id: str | None = None
    correlation_id: str | None = None
    idempotency_key: str | None = None
    visibility: Visibility = Visibility()
    table_dice: bool = False
    """True when dice the command carried (rolled at the table) were used for this event's
    command instead of the server's."""


class RecordedEvent(msgspec.Struct, frozen=True, kw_only=True):
    """An event as stored: its global ``position``, its ``version`` in the encounter's stream,
    its id, type, payload (``data``), metadata and the time the database recorded it."""

    position: int
    stream_id: str
    version: int
    event_id: str
    type: str
    data: Event
    metadata: Metadata
    recorded_at: datetime


class EventTypes:
    """The registry of event classes by tag, filled once at start-up, with the upcasters that
    rulesets add for core event types (``extra``: ``(type, schema version)`` → upcasters, applied
    in order after the class's own)."""

    def __init__(self, classes: Iterable[type[Event]], extra: ExtraUpcasters | None = None) -> None:
        self._extra: ExtraUpcasters = extra or {}
        self._by_tag: dict[str, type[Event]] = {}
        for cls in classes:
            tag = cls.__struct_config__.tag
            if not isinstance(tag, str):
                raise TypeError(f"{cls.__name__} has no string tag")
            if tag in self._by_tag and self._by_tag[tag] is not cls:
                raise TypeError(f"two event classes share the tag {tag!r}")
            self._by_tag[tag] = cls
        self._decoders = {tag: msgspec.json.Decoder(cls) for tag, cls in self._by_tag.items()}

    def encode(self, event: Event) -> tuple[str, bytes]:
        """The stored ``(type, json)`` of an event."""
        return event_type(event), _encoder.encode(event)

    def decode(self, type_: str, schema_version: int, data: bytes | str) -> Event:
        """The event stored as ``type_`` at ``schema_version``; upcasts old payloads first.
        Raises ``UnknownEventType`` for a type nobody registered."""
        decoder = self._decoders.get(type_)
        if decoder is None:
            raise UnknownEventType(f"no event type {type_!r} is registered")
        if schema_version == CURRENT_SCHEMA_VERSION:
            return decoder.decode(data)
        payload = msgspec.json.decode(data)
        cls = self._by_tag[type_]
        while schema_version < CURRENT_SCHEMA_VERSION:
            up = _inherited(cls, schema_version)
            if up is not None:
                payload = up(payload)
            for more in self._extra.get((type_, schema_version), ()):
                payload = more(payload)
            schema_version += 1
        return msgspec.convert(payload, cls)

    def recorded(self, message: dict[str, Any]) -> RecordedEvent:
        """A :class:`RecordedEvent` from its JSON form (a feed message or a log entry)."""
        shell = msgspec.convert({k: v for k, v in message.items() if k != "data"}, _RecordedShell)
        data = self.decode(message["type"], CURRENT_SCHEMA_VERSION, msgspec.json.encode(message["data"]))
        return RecordedEvent(data=data, **msgspec.structs.asdict(shell))


def _inherited(cls: type[Event], schema_version: int) -> Upcaster | None:
    """The upcaster from ``schema_version`` of the nearest class in ``cls``'s ancestry that
    has one (a ruleset's subclass of a core event is read like it, unless it says otherwise)."""
    for k in cls.__mro__:
        own = k.__dict__.get("upcasters")
        if own and schema_version in own:
            return own[schema_version]  # type: ignore[no-any-return]
    return None


class _RecordedShell(msgspec.Struct, frozen=True, kw_only=True):
    position: int
    stream_id: str
    version: int
    event_id: str
    type: str
    metadata: Metadata
    recorded_at: datetime


_encoder = msgspec.json.Encoder()
