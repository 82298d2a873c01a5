"""The mapper between domain events and stored rows: type name, schema version and JSON
payload, and back.

Event types are looked up by their tag in a registry the core and every ruleset fill, so the
store needs to know no ruleset. Each type has its own schema version (``Event.class_version``,
``fray.domain.events``): an event is written at its type's version, and a payload stored at an
older one is upcast on read, one version at a time, up to its type's: first by the event
class's own ``upcasters[version]`` (or its nearest ancestor's, so a ruleset's subclass of a
core event is read like it), then by each upcaster a ruleset added for that type and version
(``Ruleset.upcasters``: what an old core payload meant in that ruleset, e.g. the one
``modifier`` number of a schema-2 condition). Stored rows are never rewritten; a payload
stored at a version newer than its type's (written by a newer Fray) is read as it is, its
unknown fields skipped.

Until every type counted its own, one schema version covered them all; the steps that still
apply to each type's old payloads: 1, the first; 2, ``InitiativeEntry.tiebreak`` became a
tuple of numbers (and dnd5e-2024's condition durations moved into the core ``Expiry``); 3, hit
points became a track (``resources["hp"]``) a ruleset defines, instead of ``hp``/``hp_max`` on
every combatant; 4, dnd5e-2024 stat blocks name their ability scores in full (``strength``,
not ``str``: generated clients cannot use a property named ``str`` or ``int``); 5, what the
rules used to read from old shapes is said in the payload (the compatibility code moved out of
the rules into upcasters): ``healing_received.regained`` is always a number (older events
without it, or with null, regained ``amount``), and dnd5e-2024's ``attacks_left`` always
counts the Attack action's attacks from the turn's start (the older spare-attack layout is
read into it, ``rules/dnd5e_2024/upcasts.py``). Version 5 is every type's first version of its
own (``FIRST_CLASS_VERSION``); from there each type's changes are listed beside its class.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import msgspec

from fray.domain.events import FIRST_CLASS_VERSION, Event, event_type
from fray.store.errors import UnknownEventType

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
ExtraUpcasters = Mapping[tuple[str, int], Sequence[Upcaster]]
_Steps = tuple[tuple[Upcaster, ...], ...]  # the upcasters from version 1, 2, … up to a type's own


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
    its id, type, payload (``data``), metadata and the time the database recorded it; its
    ``hash`` in the stream's hash chain (hex: the head hash once this event is the last) and
    the random ``salt`` the hash covers (hex, redacted with the event), both None for events
    written before the chain existed (``fray.store.chain``)."""

    position: int
    stream_id: str
    version: int
    event_id: str
    type: str
    data: Event
    metadata: Metadata
    recorded_at: datetime
    hash: str | None = None
    salt: str | None = None


class LogEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One event of a stream without its payload, unless asked for (``data``, else None):
    enough to rebuild an encounter's history of actions cheaply."""

    version: int
    type: str
    metadata: Metadata
    data: Event | None = None


class EventTypes:
    """The registry of event classes by tag, filled once at start-up, with the upcasters that
    rulesets add for core event types (``extra``: ``(type, schema version)`` → upcasters, applied
    in order after the class's own).

    Raises ``TypeError`` for a class without a string tag, two classes sharing a tag, a class
    whose version is below ``FIRST_CLASS_VERSION`` or a registered ancestor's (its ancestor's newer payloads would be
    read as an older shape), and a version from ``FIRST_CLASS_VERSION`` up that no upcaster of
    the class (or its ancestry) leads out of (a bump without its upcaster)."""

    def __init__(self, classes: Iterable[type[Event]], extra: ExtraUpcasters | None = None) -> None:
        extra = extra or {}
        self._by_tag: dict[str, type[Event]] = {}
        for cls in classes:
            tag = cls.__struct_config__.tag
            if not isinstance(tag, str):
                raise TypeError(f"{cls.__name__} has no string tag")
            if tag in self._by_tag and self._by_tag[tag] is not cls:
                raise TypeError(f"two event classes share the tag {tag!r}")
            self._by_tag[tag] = cls
        registered = set(self._by_tag.values())
        self._versions: dict[str, int] = {}
        self._readers: dict[str, tuple[msgspec.json.Decoder[Event], _Steps]] = {}
        for tag, cls in self._by_tag.items():
            _check_version(cls, registered)
            self._versions[tag] = cls.class_version
            steps = tuple((*_own(cls, v), *extra.get((tag, v), ())) for v in range(1, cls.class_version))
            self._readers[tag] = (msgspec.json.Decoder(cls), steps)

    def schema_version(self, type_: str) -> int:
        """The schema version events of ``type_`` are written at today (its class's
        ``class_version``). Raises ``UnknownEventType`` for a type nobody registered."""
        version = self._versions.get(type_)
        if version is None:
            raise UnknownEventType(f"no event type {type_!r} is registered")
        return version

    def encode(self, event: Event) -> tuple[str, int, bytes]:
        """The stored ``(type, schema version, json)`` of an event: written at its class's
        version."""
        return event_type(event), type(event).class_version, _encoder.encode(event)

    def decode(self, type_: str, schema_version: int, data: bytes | str) -> Event:
        """The event stored as ``type_`` at ``schema_version``: a payload at an older version
        is upcast, one version at a time, up to the type's own (the module docstring); one at
        the type's version or newer is read as it is. Raises ``UnknownEventType`` for a type
        nobody registered."""
        reader = self._readers.get(type_)
        if reader is None:
            raise UnknownEventType(f"no event type {type_!r} is registered")
        decoder, steps = reader
        if schema_version > len(steps):  # at the type's version (steps 1 … version − 1) or newer
            return decoder.decode(data)
        payload = msgspec.json.decode(data)
        for ups in steps[max(schema_version, 1) - 1 :]:
            for up in ups:
                payload = up(payload)
        return msgspec.convert(payload, self._by_tag[type_])

    def recorded(self, message: dict[str, Any]) -> RecordedEvent:
        """A :class:`RecordedEvent` from its JSON form (a feed message or a log entry: the
        payload in its type's current shape)."""
        shell = msgspec.convert({k: v for k, v in message.items() if k != "data"}, _RecordedShell)
        type_ = message["type"]
        data = self.decode(type_, self.schema_version(type_), msgspec.json.encode(message["data"]))
        return RecordedEvent(data=data, **msgspec.structs.asdict(shell))


def _own(cls: type[Event], schema_version: int) -> tuple[Upcaster, ...]:
    """The upcaster from ``schema_version`` of the nearest class in ``cls``'s ancestry that
    has one (a ruleset's subclass of a core event is read like it, unless it says otherwise),
    as a 1-tuple, or none."""
    for k in cls.__mro__:
        own = k.__dict__.get("upcasters")
        if own and schema_version in own:
            return (own[schema_version],)
    return ()


def _check_version(cls: type[Event], registered: set[type[Event]]) -> None:
    """Refuse (``TypeError``) a class whose version is below ``FIRST_CLASS_VERSION`` or a
    registered ancestor's, or with a version from ``FIRST_CLASS_VERSION`` up that no upcaster
    of its own (or its ancestry's) leads out of."""
    if cls.class_version < FIRST_CLASS_VERSION:
        raise TypeError(
            f"{cls.__name__} is at schema version {cls.class_version}; a type begins at {FIRST_CLASS_VERSION}"
        )
    for ancestor in cls.__mro__[1:]:
        if ancestor in registered and issubclass(ancestor, Event) and cls.class_version < ancestor.class_version:
            raise TypeError(
                f"{cls.__name__} is at schema version {cls.class_version}, below its ancestor "
                f"{ancestor.__name__}'s {ancestor.class_version}"
            )
    for v in range(FIRST_CLASS_VERSION, cls.class_version):
        if not _own(cls, v):
            raise TypeError(
                f"{cls.__name__} is at schema version {cls.class_version} but no upcaster reads its version {v}"
            )


class _RecordedShell(msgspec.Struct, frozen=True, kw_only=True):
    position: int
    stream_id: str
    version: int
    event_id: str
    type: str
    metadata: Metadata
    recorded_at: datetime
    hash: str | None = None
    salt: str | None = None


_encoder = msgspec.json.Encoder()
