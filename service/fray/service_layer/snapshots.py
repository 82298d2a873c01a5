"""Snapshots: an encounter's state at one version, so a fold need not start at version 1.

A snapshot is never the truth (DESIGN principle 3): it is the state the log folds to at
``version``, kept in its own table (``fray.store.snapshot_store``), written every
``SNAPSHOT_EVERY`` events in the background and rebuilt from the log at will (``fray
rebuild``). Three things make one safe to start from:

- **What it assumed.** The state at S is the fold of the effective log up to S: it left out
  the versions undo had revoked by then (``revoked``, stored with it as ranges). An undo or
  redo made later may revoke or restore actions at or before S, and then the state at S is no
  longer where a fold of the effective log passes. So a snapshot is valid for a fold to
  version V only while the history events in (S, V] leave the revoked set at or before S as it
  was (``revoked_after``); loads (cold, past versions, the fold again after an undo) take the
  newest valid one and fold the events after it.
- **Which code made it.** ``FINGERPRINT`` is a hash of the sources that decide what a fold
  gives (the domain, the rules, the event codec and this module). A snapshot made by other
  code is ignored (and ``fray rebuild`` makes new ones), so a corrected rule never reads a
  state folded by the old one.
- **Stat blocks.** A combatant's ``stats`` is typed by its ruleset; the snapshot is decoded
  through the union of every ruleset's stat block (``fray.rules.registry.stat_block_classes``,
  tagged by ``ruleset``), so the rules read the same blocks from a snapshot as from a fold.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Union

import msgspec

from fray.domain.events import ActionsRestored, ActionsRevoked, Event
from fray.domain.state import EncounterState
from fray.rules.registry import stat_block_classes

SNAPSHOT_EVERY = 250
"""A snapshot is written when a command takes the stream past a multiple of this many events,
so at most this many events are folded after one (about 2 ms at 130,000 events/s)."""

_ROOT = Path(__file__).parent.parent  # the fray package
_FOLD_SOURCES = ("domain", "rules", "store/codec.py", "service_layer/codecs.py", "service_layer/snapshots.py")


@functools.cache
def fingerprint() -> str:
    """A hash of the sources that decide what a fold gives (see the module): 16 hex digits."""
    digest = hashlib.sha256()
    for name in _FOLD_SOURCES:
        path = _ROOT / name
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for f in files:
            digest.update(str(f.relative_to(_ROOT)).encode() + b"\0" + f.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


class Snapshot(msgspec.Struct, frozen=True, kw_only=True):
    """The state at ``version``, the versions it assumed revoked (at or before it), and the
    chain hash of the event at ``version`` (None before the chain)."""

    version: int
    state: EncounterState
    revoked: frozenset[int] = frozenset()
    head: str | None = None


_encoder = msgspec.msgpack.Encoder()
_state_decoder = msgspec.msgpack.Decoder(EncounterState)


@functools.cache
def _stat_block_union() -> Any:
    classes = stat_block_classes()
    return Union[classes] if len(classes) > 1 else classes[0]  # noqa: UP007 - built at run time


def encode_state(state: EncounterState) -> bytes:
    """The state as stored in a snapshot (msgpack; stat blocks carry their ``ruleset`` tag)."""
    return _encoder.encode(state)


def decode_state(data: bytes) -> EncounterState:
    """A snapshot's state, each combatant's stat block decoded as its ruleset's type.
    Raises ``msgspec.ValidationError`` for bytes no current state matches."""
    state = _state_decoder.decode(data)
    union = _stat_block_union()
    combatants = {
        cid: c if c.stats is None else msgspec.structs.replace(c, stats=msgspec.convert(c.stats, union))
        for cid, c in state.combatants.items()
    }
    return msgspec.structs.replace(state, combatants=combatants)


def ranges(versions: Iterable[int]) -> list[tuple[int, int]]:
    """``versions`` as sorted, merged ``(first, last)`` ranges."""
    out: list[tuple[int, int]] = []
    for v in sorted(versions):
        if out and v == out[-1][1] + 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return out


def versions(spans: Iterable[Sequence[int]]) -> frozenset[int]:
    """The versions that ``(first, last)`` ranges cover."""
    return frozenset(v for first, last in spans for v in range(first, last + 1))


def revoked_after(revoked: frozenset[int], events: Iterable[tuple[int, Event]]) -> frozenset[int]:
    """``revoked`` (the revoked versions before ``events``) after the undo and redo events among
    ``events`` (``(version, event)`` in order)."""
    out = set(revoked)
    for _, e in events:
        if isinstance(e, ActionsRevoked):
            for a in e.actions:
                out.update(range(a.first_version, a.last_version + 1))
        elif isinstance(e, ActionsRestored):
            for a in e.actions:
                out.difference_update(range(a.first_version, a.last_version + 1))
    return frozenset(out)


def still_valid(snapshot: Snapshot, later: Sequence[tuple[int, Event]]) -> frozenset[int] | None:
    """The versions revoked after ``later`` (the events following the snapshot, in order) when
    the snapshot is still valid for a fold through them, else None: it is valid while the undo
    and redo events among them leave the revoked versions at or before it as it assumed."""
    now = revoked_after(snapshot.revoked, later)
    if frozenset(v for v in now if v <= snapshot.version) != snapshot.revoked:
        return None
    return now


def touched(later: Sequence[tuple[int, Event]], at_most: int) -> int | None:
    """The lowest version at or below ``at_most`` that an undo or redo among ``later`` names
    (a snapshot must be older than it to be valid), or None."""
    lowest = [
        a.first_version
        for _, e in later
        if isinstance(e, (ActionsRevoked, ActionsRestored))
        for a in e.actions
        if a.first_version <= at_most
    ]
    return min(lowest) if lowest else None
