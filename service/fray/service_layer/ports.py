"""What the service layer asks of the world beyond the store: a publisher for what a command
committed, and a follower told of encounters that other processes write too. The wiring
(``fray.server.app``) plugs in the live path (``fray.live``): this process's feeds at once, the
other processes' through Redis."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import msgspec

from fray.domain.state import EncounterState
from fray.store.codec import RecordedEvent


class Committed(msgspec.Struct, frozen=True):
    """What one command committed: its ``events`` (one stream's, in version order) and the
    encounter's ``state`` and chain ``head`` after them, so a reader of the events never reads
    back what the command had just built."""

    events: list[RecordedEvent]
    state: EncounterState
    head: str | None = None


class Publisher(Protocol):
    """Tells the live path what a command committed. Called after the append, outside the
    encounter's turnstile; it must not wait on anything slow (Redis is never on the
    acknowledgement path). A failure is logged by the caller and costs feeds a few seconds
    (they heal from PostgreSQL), never the command."""

    async def __call__(self, committed: Committed) -> None: ...


async def publish_nowhere(committed: Committed) -> None:
    """A publisher for a process with no feeds (the operator's commands, tests, benchmarks)."""


Follower = Callable[[str], None]
"""Told the id of an encounter another process appends to too (a command here lost a race to
it): the live path then feeds this process that encounter's events as the others publish them
(``Repository.heard``), so its next command is decided on a caught-up cache, and publishes
this process's own before each answer. Returns at once."""


def follow_nothing(encounter_id: str) -> None:
    """A follower for a process alone on its database (or with no Redis)."""
