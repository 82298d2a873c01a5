"""Presence: who holds a feed open to an encounter, over every Fray process.

Each room (``fray.live.hub``) counts its own listeners by role and combatants; the process
announces them on the encounter's channel when they change (gathered for
``PRESENCE_SETTLE_S``, so a thousand feeds opening at once make one note) and every
``PRESENCE_EVERY_S``; each room merges what the processes said, drops a process not heard
from for three periods (killed, cut off), and sends the merged list to the listeners that
asked for presence, as each may see it (``merged``: concealed combatants left out, and a
player's seat whose combatants are all concealed from the reader). Notes carry a sequence
number: two publishes may overtake each other, and an older one is ignored.
"""

from __future__ import annotations

import time
from collections.abc import Iterable

import msgspec

from fray.live.messages import Present
from fray.policy.visibility import Audience

PRESENCE_SETTLE_S = 0.05
"""How long a room gathers changes of its listeners before it announces them (one note)."""
PRESENCE_EVERY_S = 15.0
"""How often a process repeats its presence on a room's channel; three missed = gone."""


class PresenceNote(msgspec.Struct, frozen=True, tag_field="kind", tag="presence-note"):
    """What one process says on an encounter's channel about its own listeners (not sent to
    clients: rooms merge these into ``PresenceMessage``). ``ask``: the process has just opened
    its room and asks the others to say theirs now, rather than at their next period."""

    process: str
    connected: tuple[Present, ...]
    seq: int
    ask: bool = False


note_decoder = msgspec.json.Decoder(PresenceNote)


class _Heard(msgspec.Struct, frozen=True):
    at: float
    connected: tuple[Present, ...]
    seq: int


class RoomPresence:
    """What every process said of one encounter's listeners, and whether an announcement of
    this process's own is due (``announcing``) and asks the others for theirs (``asking``)."""

    def __init__(self) -> None:
        self.heard: dict[str, _Heard] = {}
        self.announcing = False
        self.asking = False

    def hear(self, process: str, connected: tuple[Present, ...], seq: int) -> bool:
        """Record ``process``'s ``seq``-th note (an older note that arrives late is ignored);
        True when what it holds changed (the listeners must be told)."""
        before = self.heard.get(process)
        if before is not None and seq <= before.seq:
            return False
        self.heard[process] = _Heard(time.monotonic(), connected, seq)
        return before is None or before.connected != connected

    def expire(self, keep: str) -> bool:
        """Forget the processes (but ``keep``, this one) not heard from for three periods;
        True if any was forgotten."""
        horizon = time.monotonic() - 3 * PRESENCE_EVERY_S
        gone = [p for p, seen in self.heard.items() if seen.at < horizon and p != keep]
        for process in gone:
            del self.heard[process]
        return bool(gone)

    def merged(self, hidden: frozenset[str]) -> list[Present]:
        """Every process's seats added up, as a reader from whom ``hidden`` combatants are
        concealed may see them."""
        counts: dict[tuple[str, tuple[str, ...]], int] = {}
        for seen in self.heard.values():
            for present in seen.connected:
                key = (present.role, tuple(present.combatant_ids))
                counts[key] = counts.get(key, 0) + present.connections
        return [
            Present(role=role, combatant_ids=[c for c in ids if c not in hidden], connections=n)
            for (role, ids), n in sorted(counts.items())
            if role != "player" or not ids or any(c not in hidden for c in ids)
        ]


def local(audiences: Iterable[Audience]) -> tuple[Present, ...]:
    """This process's listeners (their audiences), counted by role and combatants."""
    counts: dict[Audience, int] = {}
    for audience in audiences:
        counts[audience] = counts.get(audience, 0) + 1
    return tuple(
        Present(role=a.role, combatant_ids=list(a.combatant_ids), connections=n)
        for a, n in sorted(counts.items(), key=lambda kv: (kv[0].role, kv[0].combatant_ids))
    )
