"""Access tokens in PostgreSQL (``migrations/0004``): issued, resolved, listed, revoked.

A token is ``fray_`` followed by 43 URL-safe characters (256 random bits from the operating
system's CSPRNG), shown once when it is issued; only its SHA-256 is stored. Revoking inserts a
row into ``token_revocations``: nothing is updated, so the serving role needs only SELECT and
INSERT (``fray.store.roles``).

``resolve`` is asked on every request, so answers are kept in the process for ``cache_s``
seconds (a revocation made in this process takes effect at once; one made in another process
within ``cache_s``).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
import time
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any, Literal

import msgspec
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from fray.store.ids import random_id
from fray.store.pooled import pooled, read_rows

PREFIX = "fray_"
CACHE_SIZE = 10_000
BATCH_WAIT_S = 0.05
"""Seconds a token recheck waits for others to read with it (``PostgresTokens.valid``)."""
BATCH_MAX = 500
"""Tokens one recheck query reads at most."""
Role = Literal["gm", "player", "spectator"]


class TokenRecord(msgspec.Struct, frozen=True, kw_only=True):
    """A token as the GM's list shows it (never its secret): its id, the encounter it opens,
    its role, the combatants a player acts for, a label, who issued it and when, and when it
    was revoked (None while valid)."""

    token_id: str
    encounter_id: str
    role: Role
    combatant_ids: tuple[str, ...] = ()
    label: str = ""
    issued_by: str = ""
    created_at: datetime
    revoked_at: datetime | None = None


def new_secret() -> str:
    """A new token: ``fray_`` and 256 random bits, URL-safe base64."""
    return PREFIX + secrets.token_urlsafe(32)


def secret_hash(secret: str) -> bytes:
    """What is stored of a token: its SHA-256."""
    return hashlib.sha256(secret.encode()).digest()


_COLUMNS = (
    "t.token_id::text, t.encounter_id::text, t.role, t.combatant_ids, t.label, t.issued_by, t.created_at, r.revoked_at"
)
_FROM = "access_tokens t left join token_revocations r on r.token_id = t.token_id"


def _record(row: Sequence[Any]) -> TokenRecord:
    token_id, encounter_id, role, combatant_ids, label, issued_by, created_at, revoked_at = row
    return TokenRecord(
        token_id=token_id,
        encounter_id=encounter_id,
        role=role,
        combatant_ids=tuple(combatant_ids),
        label=label,
        issued_by=issued_by,
        created_at=created_at,
        revoked_at=revoked_at,
    )


class PostgresTokens:
    """The token table through a pool from ``fray.store.pooled.connection_pool``."""

    def __init__(self, pool: AsyncConnectionPool, cache_s: float = 5.0) -> None:
        self._pool = pool
        self._cache_s = cache_s
        self._cache: OrderedDict[bytes, tuple[float, TokenRecord | None]] = OrderedDict()
        self._valid: dict[str, tuple[float, bool]] = {}
        self._asking: dict[str, asyncio.Future[bool]] = {}
        self._pending: list[str] = []  # asked, not yet read
        self._batch: asyncio.Future[None] | None = None

    @asynccontextmanager
    async def _connect(self) -> AsyncIterator[AsyncConnection]:
        async with pooled(self._pool) as conn:
            yield conn

    async def _rows(self, sql: str, params: Sequence[object]) -> list[tuple[Any, ...]]:
        async with self._connect() as conn:
            cur = await conn.execute(sql, params)
            return await cur.fetchall() if cur.description else []

    async def _read(self, sql: str, params: Sequence[object]) -> list[tuple[Any, ...]]:
        """Rows of a read: unchecked first, once more on a checked connection if it was stale
        (``fray.store.pooled.read_rows``)."""
        return await read_rows(self._connect, sql, params)

    async def issue(
        self, encounter_id: str, role: Role, combatant_ids: Sequence[str] = (), label: str = "", issued_by: str = ""
    ) -> tuple[str, TokenRecord]:
        """A new token for ``encounter_id``: ``(secret, record)``; the secret is stored nowhere.
        Raises ``StoreUnavailable``."""
        secret = new_secret()
        rows = await self._rows(
            "insert into access_tokens (token_id, encounter_id, secret_hash, role, combatant_ids, label, issued_by) "
            "values (%s, %s, %s, %s, %s, %s, %s) returning created_at",
            (random_id(), encounter_id, secret_hash(secret), role, list(combatant_ids), label, issued_by),
        )
        # read it back as the list shows it (one shape for both)
        found = await self._read(f"select {_COLUMNS} from {_FROM} where t.secret_hash = %s", (secret_hash(secret),))
        assert rows and found
        return secret, _record(found[0])

    async def resolve(self, secret: str) -> TokenRecord | None:
        """The token whose secret is ``secret`` (revoked ones too: see ``revoked_at``), or None
        if no such token was issued. Answers are cached ``cache_s`` seconds."""
        key = secret_hash(secret)
        now = time.monotonic()
        hit = self._cache.get(key)
        if hit is not None and hit[0] > now:
            return hit[1]
        rows = await self._read(f"select {_COLUMNS} from {_FROM} where t.secret_hash = %s", (key,))
        record = _record(rows[0]) if rows else None
        self._cache[key] = (now + self._cache_s, record)
        self._cache.move_to_end(key)
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return record

    async def valid(self, token_id: str) -> bool:
        """Whether the token ``token_id`` exists and is not revoked (cached ``cache_s``
        seconds, as ``resolve``: an open feed asks this every ``RECHECK_S``). Raises
        ``StoreUnavailable`` when the database does not answer.

        The tokens asked within ``BATCH_WAIT_S`` of each other are read together, one query
        for up to ``BATCH_MAX`` of them (``_read_batch``), and each token's caller that asks
        while its read runs shares it: 6,000 feeds rechecking every 5 s were 1,200 reads a
        second on one process, which kept its pool busy and its commands waiting (issue 23's
        capacity run)."""
        now = time.monotonic()
        hit = self._valid.get(token_id)
        if hit is not None and hit[0] > now:
            return hit[1]
        asking = self._asking.get(token_id)
        if asking is None:
            asking = self._asking[token_id] = asyncio.get_running_loop().create_future()
            self._pending.append(token_id)
            if self._batch is None or self._batch.done():
                self._batch = asyncio.ensure_future(self._read_batch())
        return await asyncio.shield(asking)

    async def _read_batch(self) -> None:
        """Answer every pending ``valid`` question: wait ``BATCH_WAIT_S`` for the others that
        recheck now, then one query per ``BATCH_MAX`` tokens. A failed query fails its tokens'
        questions with its error (marked retrieved: a question whose askers all left would
        otherwise be logged as never retrieved); a cancelled batch cancels every question
        pending."""
        held: list[str] = []
        try:
            await asyncio.sleep(BATCH_WAIT_S)
            while self._pending:
                held, self._pending = self._pending[:BATCH_MAX], self._pending[BATCH_MAX:]
                try:
                    good = await self._read_valid(held)
                except Exception as exc:
                    for token_id in held:
                        future = self._asking.pop(token_id, None)
                        if future is not None and not future.done():
                            future.set_exception(exc)
                            future.exception()  # seen: the askers still have it raised
                    held = []
                    continue
                expires = time.monotonic() + self._cache_s
                if len(self._valid) + len(held) > CACHE_SIZE:
                    self._valid.clear()
                for token_id in held:
                    answer = token_id in good
                    self._valid[token_id] = (expires, answer)
                    future = self._asking.pop(token_id, None)
                    if future is not None and not future.done():
                        future.set_result(answer)
                held = []
        except asyncio.CancelledError:  # the app is stopping: nobody will read for the askers
            for token_id in held + self._pending:
                future = self._asking.pop(token_id, None)
                if future is not None and not future.done():
                    future.cancel()
            self._pending = []
            raise

    async def _read_valid(self, token_ids: Sequence[str]) -> set[str]:
        """Which of ``token_ids`` exist and are not revoked (one query; an id that is not a
        UUID is no token)."""
        ids = []
        for token_id in token_ids:
            with contextlib.suppress(ValueError):
                ids.append(str(uuid.UUID(token_id)))
        if not ids:
            return set()
        rows = await self._read(
            "select t.token_id::text from access_tokens t where t.token_id = any(%s::uuid[]) and not exists "
            "(select from token_revocations r where r.token_id = t.token_id)",
            (ids,),
        )
        return {row[0] for row in rows}

    async def list(self, encounter_id: str) -> list[TokenRecord]:
        """Every token of ``encounter_id``, oldest first, revoked ones with ``revoked_at``."""
        rows = await self._read(
            f"select {_COLUMNS} from {_FROM} where t.encounter_id = %s order by t.created_at, t.token_id",
            (encounter_id,),
        )
        return [_record(r) for r in rows]

    async def revoke(self, encounter_id: str, token_ids: Sequence[str] | None, revoked_by: str = "") -> set[str]:
        """Revoke the tokens ``token_ids`` of ``encounter_id`` (None: every one); return the
        ids revoked now (already revoked ones and other encounters' are left alone)."""
        rows = await self._rows(
            "insert into token_revocations (token_id, revoked_by) "
            "select t.token_id, %s from access_tokens t where t.encounter_id = %s "
            "and (%s::uuid[] is null or t.token_id = any(%s::uuid[])) "
            "on conflict (token_id) do nothing returning token_id",
            (
                revoked_by,
                encounter_id,
                None if token_ids is None else list(token_ids),
                None if token_ids is None else list(token_ids),
            ),
        )
        revoked = {str(r[0]) for r in rows}
        self.forget(revoked)  # this process at once; the others when told (fray.live.hub.Hub.revoke)
        return revoked

    def forget(self, token_ids: set[str]) -> None:
        """Drop what the cache holds of ``token_ids`` (revoked here or on another process)."""
        if not token_ids:
            return
        for key, (_, record) in list(self._cache.items()):
            if record is not None and record.token_id in token_ids:
                del self._cache[key]
        for token_id in token_ids:
            self._valid.pop(token_id, None)
