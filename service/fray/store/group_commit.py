"""Group commit: the appends that concurrent commands (of different encounters) make in one
process share one statement, one transaction and one WAL flush, each still checked against its
own expected version. This is how an event store beats one transaction per event: under load,
the round trips, commits and flushes are paid once per batch instead of once per command.

Appends queue here; up to ``max_inflight`` batches run at once, so while one batch is in
flight the next fills up. An append that arrives to an idle store goes out at once (a batch of
one, run in its caller's task), so a lone command waits for nobody. A batch never holds two
appends to one stream (the second waits for the next batch). A batch that collides with
another process's append (it took a version first: a unique violation, ``collided``) is run
once more as it is: each append checks its own expected version in the statement, so on the
second run the colliding one alone comes back empty (its version conflict) and the others are
stored, in one more round trip rather than one per append. If a batch fails as a whole in
another way that may belong to one append (a NUL character, a stuck writer), or collides
again, each of its appends is retried alone, so every append gets exactly its own outcome.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

A = TypeVar("A")  # an append, as the store prepared it
R = TypeVar("R")  # what running it gives back


@dataclass(eq=False)
class _Pending(Generic[A, R]):
    append: A
    stream: str
    future: asyncio.Future[R] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class GroupCommit(Generic[A, R]):
    """Batches appends. ``run_batch(appends)`` runs several in one statement and returns each
    one's outcome in order; ``run_one(append)`` runs one alone; ``solo(exc)`` says whether a
    batch's failure may belong to one append only (then each is retried alone);
    ``collided(exc)`` whether it was a collision with another writer (then the batch is run
    once more first)."""

    def __init__(
        self,
        run_batch: Callable[[list[A]], Awaitable[list[R]]],
        run_one: Callable[[A], Awaitable[R]],
        solo: Callable[[BaseException], bool],
        *,
        collided: Callable[[BaseException], bool] = lambda exc: False,
        max_batch: int = 64,
        max_inflight: int = 2,
    ) -> None:
        self._run_batch, self._run_one, self._solo, self._collided = run_batch, run_one, solo, collided
        self._max_batch, self._max_inflight = max_batch, max_inflight
        self._queue: list[_Pending[A, R]] = []
        self._inflight = 0
        self._tasks: set[asyncio.Task[None]] = set()  # the loop keeps only weak references

    async def submit(self, append: A, stream: str) -> R:
        """Run ``append`` (to ``stream``) in the next batch; its own outcome, or its own error.
        On an idle store (nothing queued, no batch in flight) it runs at once as a batch of one,
        in the caller's task: no task to start and no future to wait for, what a lone command
        costs. (Under load every append waits for a batch: one run alone while others are in
        flight would take a batch's place with one append.)"""
        if not self._queue and self._inflight == 0:
            self._inflight += 1
            try:
                return await self._run_one(append)
            finally:
                self._inflight -= 1
                if self._queue and self._inflight < self._max_inflight:
                    self._start_drain()  # what queued behind it while every batch was busy
        pending: _Pending[A, R] = _Pending(append, stream)
        self._queue.append(pending)
        if self._inflight < self._max_inflight:
            self._start_drain()
        return await pending.future

    def _start_drain(self) -> None:
        self._inflight += 1
        task = asyncio.get_running_loop().create_task(self._drain())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _take(self) -> list[_Pending[A, R]]:
        batch: list[_Pending[A, R]] = []
        streams: set[str] = set()
        rest: list[_Pending[A, R]] = []
        for p in self._queue:
            if len(batch) < self._max_batch and p.stream not in streams:
                batch.append(p)
                streams.add(p.stream)
            else:
                rest.append(p)
        self._queue = rest
        return batch

    async def _drain(self) -> None:
        try:
            while self._queue:
                await self._flush(self._take())
        finally:
            self._inflight -= 1

    async def _flush(self, batch: list[_Pending[A, R]]) -> None:
        if len(batch) == 1:
            await self._settle(batch[0])
            return
        appends = [p.append for p in batch]
        try:
            try:
                outcomes = await self._run_batch(appends)
            except Exception as exc:
                if not self._collided(exc):
                    raise
                outcomes = await self._run_batch(appends)  # the collider's version check fails now
        except Exception as exc:
            if self._solo(exc):
                await asyncio.gather(*(self._settle(p) for p in batch))
            else:
                for p in batch:
                    if not p.future.done():
                        p.future.set_exception(exc)
            return
        for p, outcome in zip(batch, outcomes, strict=True):
            if not p.future.done():
                p.future.set_result(outcome)

    async def _settle(self, pending: _Pending[A, R]) -> None:
        try:
            outcome = await self._run_one(pending.append)
        except Exception as exc:
            if not pending.future.done():
                pending.future.set_exception(exc)
        else:
            if not pending.future.done():
                pending.future.set_result(outcome)
