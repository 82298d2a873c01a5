"""The service layer put together (cosmicpython's ``bootstrap``): one repository, the command
handler and the read views on top of it. ``fray.server.app`` builds one per process with the
PostgreSQL stores and the live path's publisher; the operator's commands, tests and benchmarks
build their own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fray.domain.dice import Dice
from fray.service_layer.codecs import event_types
from fray.service_layer.handler import CommandHandler
from fray.service_layer.ports import Publisher, publish_nowhere
from fray.service_layer.repository import Repository
from fray.service_layer.views import Views
from fray.store.codec import EventTypes
from fray.store.protocol import EventStore
from fray.store.replicas import Reads, Replica
from fray.store.signing import Signer
from fray.store.snapshot_store import SnapshotStore


@dataclass(frozen=True)
class Service:
    """The service layer of one process: ``repository`` (the one way encounters are loaded),
    ``commands`` (what writes) and ``views`` (what reads)."""

    repository: Repository
    commands: CommandHandler
    views: Views


def build(
    store: EventStore,
    dice: Dice,
    publish: Publisher = publish_nowhere,
    snapshots: SnapshotStore | None = None,
    types: EventTypes | None = None,
    signer: Signer | None = None,
    replicas: Sequence[Replica] = (),
) -> Service:
    """The service layer on ``store`` (and ``snapshots``: None folds from version 1 and writes
    none), rolling with ``dice`` and telling ``publish`` what each command committed;
    ``verify`` checks signatures with ``signer`` (the store and snapshots sign with their own);
    the reads that may lag go to ``replicas`` when they hold what is asked
    (``fray.store.replicas``; none: every read on ``store``)."""
    repository = Repository(store, snapshots, Reads(store, snapshots, replicas))
    commands = CommandHandler(repository, dice, publish, types or event_types())
    return Service(repository, commands, Views(repository, signer))
