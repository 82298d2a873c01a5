"""Limits: commands per second and open feeds per token, creates per client address (issue 9).

Counted in each process (``limits``' moving window in memory): Redis is never on a command's
path, so with N processes behind a balancer a token may get up to N times the rate. Creating
(and importing) encounters is limited per client address, since no token exists yet: the
connection's peer, unless ``FRAY_FORWARDED_ALLOW_IPS`` names the proxy in front, whose
``X-Forwarded-For`` then names the client (``fray.server.cli.uvicorn_options``; no forwarding
header is trusted by default). A limit of 0 turns that limit off. Refusals are 429 problem documents with
``Retry-After`` (the WebSocket closes with 4429).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from limits import RateLimitItemPerMinute, RateLimitItemPerSecond
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter

from fray.domain.errors import DomainError
from fray.observe.metrics import RATE_LIMITED


class TooManyRequests(DomainError):
    """A limit was reached (HTTP 429); ``retry_after`` is the whole seconds to wait."""

    title = "Too many requests"

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class Limits:
    """The limits of one process: ``commands_per_second`` per token, ``creates_per_minute``
    per client address, ``feeds_per_token`` open at once."""

    def __init__(self, commands_per_second: int, creates_per_minute: int, feeds_per_token: int) -> None:
        self._limiter = MovingWindowRateLimiter(MemoryStorage())
        self._commands = RateLimitItemPerSecond(commands_per_second) if commands_per_second > 0 else None
        self._creates = RateLimitItemPerMinute(creates_per_minute) if creates_per_minute > 0 else None
        self._feeds = feeds_per_token
        self._open: Counter[str] = Counter()

    def _hit(self, item: RateLimitItemPerSecond | RateLimitItemPerMinute | None, key: str, what: str) -> None:
        if item is None or self._limiter.hit(item, key):
            return
        RATE_LIMITED.labels(key.partition(":")[0] + "s").inc()  # commands, creates
        reset = self._limiter.get_window_stats(item, key).reset_time
        wait = max(1, math.ceil(reset - time.time()))
        raise TooManyRequests(f"{what}; try again in {wait} s", wait)

    def command(self, token_id: str) -> None:
        """Count a command of ``token_id``. Raises ``TooManyRequests`` past the limit."""
        limit = self._commands.amount if self._commands else 0
        self._hit(self._commands, f"command:{token_id}", f"this token sent more than {limit} commands a second")

    def create(self, address: str) -> None:
        """Count a create (or import) from ``address``. Raises ``TooManyRequests`` past it."""
        limit = self._creates.amount if self._creates else 0
        self._hit(
            self._creates, f"create:{address}", f"more than {limit} encounters a minute were created from this address"
        )

    @contextmanager
    def feed(self, token_id: str) -> Iterator[None]:
        """Hold one open feed of ``token_id`` while the block runs. Raises ``TooManyRequests``
        when it already has ``feeds_per_token`` open."""
        if self._feeds > 0 and self._open[token_id] >= self._feeds:
            RATE_LIMITED.labels("feeds").inc()
            raise TooManyRequests(f"this token already has {self._feeds} feeds open; close one first", 5)
        self._open[token_id] += 1
        try:
            yield
        finally:
            self._open[token_id] -= 1
            if self._open[token_id] <= 0:
                del self._open[token_id]
