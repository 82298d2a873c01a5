"""A read replica that is no standby (``FRAY_READ_DATABASE_URL`` naming a primary: the
primary itself, a restored copy) is said in the log when it first answers; it used to be
taken without a word, only ``fray doctor`` telling."""

from __future__ import annotations

import asyncio
import logging

import pytest

from fray.service_layer.codecs import event_types
from fray.store.replicas import replica_of


def test_a_replica_that_is_a_primary_is_warned_of(database_url: str, caplog: pytest.LogCaptureFixture) -> None:
    async def go() -> None:
        replica = replica_of(database_url, "the-test-primary", event_types(), None, 1)
        await replica.open()
        try:
            for _ in range(100):
                if any("not a standby" in r.getMessage() for r in caplog.records):
                    break
                await asyncio.sleep(0.05)
        finally:
            await replica.close()

    with caplog.at_level(logging.WARNING, logger="fray.store.replicas"):
        asyncio.run(go())
    said = [r.getMessage() for r in caplog.records if "not a standby" in r.getMessage()]
    assert said and "the-test-primary" in said[0], caplog.text
