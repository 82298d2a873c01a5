"""A table for unit tests that need the whole command path (decide, consequences, append,
undo, redo, revoke, fork) without a server: the service layer on the in-memory event store
(``fray.store.memory``, a real store of its own, not a stand-in for PostgreSQL)."""

from __future__ import annotations

import asyncio
from typing import Any, Union

import msgspec

from fray.domain.commands import Command
from fray.domain.dice import Dice, SeededDice
from fray.domain.state import Combatant, EncounterState
from fray.rules.registry import command_classes
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.handler import CommandResult
from fray.service_layer.ports import publish_nowhere
from fray.store.memory import MemoryEventStore

TYPES = event_types()
Commands = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007  # the registry's commands, a union built at run time


def command(body: dict[str, Any]) -> Command:
    """``body`` (a command as the API takes it) decoded strictly."""
    decoded: Command = msgspec.convert(body, Commands)
    return decoded


class Table:
    """One encounter of ``ruleset`` on a store of its own, its dice ``dice`` (seeded by
    default), created with ``options``."""

    def __init__(self, ruleset: str, dice: Dice | None = None, options: dict[str, Any] | None = None) -> None:
        self.store = MemoryEventStore(TYPES)
        self.service = build(self.store, dice or SeededDice(7), publish_nowhere, None, TYPES)
        created = asyncio.run(self.service.commands.create(ruleset, "a fight", options or {}))
        self.eid = created.state.encounter_id

    def do(self, body: dict[str, Any]) -> CommandResult:
        """Send the command ``body``; raises what the rules raise."""
        return asyncio.run(self.service.commands.handle(self.eid, command(body)))

    def dry(self, body: dict[str, Any]) -> CommandResult:
        """What ``body`` would append (a dry run); raises what the rules raise."""
        return asyncio.run(self.service.commands.handle(self.eid, command(body), dry_run=True))

    @property
    def state(self) -> EncounterState:
        """The encounter now."""
        return asyncio.run(self.service.views.current(self.eid)).state

    def folded(self) -> EncounterState:
        """The fold of the stored log, read back from the store (what a restart would see)."""
        fresh = build(self.store, SeededDice(0), publish_nowhere, None, TYPES)
        return asyncio.run(fresh.views.current(self.eid)).state

    def who(self, cid: str) -> Combatant:
        """The combatant ``cid`` now."""
        return self.state.combatants[cid]

    def ids(self, cid: str) -> list[str]:
        """The ids of ``cid``'s conditions now (markers included)."""
        return [k.id for k in self.who(cid).conditions]

    def carry(self, keep: tuple[str, ...]) -> Table:
        """A carry-over of ``keep`` into a new encounter on the same store (``fork`` with
        combatants kept), as a table of its own."""
        forked = asyncio.run(self.service.commands.fork(self.eid, None, None, keep))
        other = Table.__new__(Table)
        other.store, other.service, other.eid = self.store, self.service, forked.state.encounter_id
        return other
