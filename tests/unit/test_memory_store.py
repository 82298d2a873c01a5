"""The in-memory event store passes the same contract as PostgreSQL's (``tests/contract``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from tests.contract.event_store_contract import EventStoreContract, OpenStore

from fray.service_layer.codecs import event_types
from fray.store.codec import EventTypes
from fray.store.memory import MemoryEventStore
from fray.store.protocol import EventStore


class TestMemoryEventStore(EventStoreContract):
    @pytest.fixture
    def open_store(self) -> OpenStore:
        @asynccontextmanager
        async def open_(types: EventTypes | None = None) -> AsyncIterator[EventStore]:
            yield MemoryEventStore(types or event_types())

        return open_
