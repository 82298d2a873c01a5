"""The store's typed errors; psycopg's own errors never leave ``fray.store``."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the store's errors."""


class StreamVersionConflict(StoreError):
    """Someone appended to the stream since ``expected`` was read (HTTP 409, or 412 for If-Match).
    ``actual`` is the version found, or None when it is not known."""

    def __init__(self, stream_id: str, expected: int, actual: int | None) -> None:
        at = f"at version {actual}, not {expected}" if actual is not None else f"no longer at version {expected}"
        super().__init__(f"encounter {stream_id} is {at}: someone else changed it; reload and try again")
        self.stream_id, self.expected, self.actual = stream_id, expected, actual


class StoreUnavailable(StoreError):
    """PostgreSQL does not answer, or every pooled connection stayed busy (HTTP 503). Its
    message is Fray's own (``AWAY_MESSAGE``, ``BUSY_MESSAGE``): the driver's and the server's
    words (host names, ports, the server's error text) go to the log, never to a client."""


AWAY_MESSAGE = "the database does not answer right now; try again in a moment"
BUSY_MESSAGE = "every database connection stayed busy; try again in a moment"


class PoolBusy(StoreUnavailable):
    """Every pooled connection stayed busy for the pool's whole timeout (HTTP 503,
    ``BUSY_MESSAGE``): the server answers, this process's requests are queued behind each
    other. A caller that can wait (an open feed's catch-up: ``fray.live.feed``) asks again
    instead of giving up as it would for a database that is away."""


class StoreBusy(StoreUnavailable):
    """An append waited too long for the append lock (HTTP 503; try again shortly)."""


class IdempotencyKeyReused(StoreError):
    """An ``Idempotency-Key`` already used for a different command or encounter (HTTP 422)."""

    @classmethod
    def of(cls, key: str, scope: str) -> IdempotencyKeyReused:
        """The error for ``key`` as its sender wrote it, reused within ``scope`` (``this
        token``: a command's key is scoped to the token that sends it)."""
        return cls(
            f"Idempotency-Key {key!r} was already used by {scope} for another request; "
            "use a new key for each new command"
        )


class UnknownEventType(StoreError):
    """A stored event's type is not registered by the core or any ruleset."""


class InvalidText(StoreError):
    """Text PostgreSQL cannot store in JSON (the NUL character ``\\u0000``) (HTTP 400)."""
