"""The store's typed errors; psycopg's own errors never leave ``fray.store``."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the store's errors."""


class StreamVersionConflict(StoreError):
    """Someone appended to the stream since ``expected`` was read (HTTP 409, or 412 for If-Match)."""

    def __init__(self, stream_id: str, expected: int, actual: int) -> None:
        super().__init__(
            f"encounter {stream_id} is at version {actual}, not {expected}: "
            "someone else changed it; reload and try again"
        )
        self.stream_id, self.expected, self.actual = stream_id, expected, actual


class IdempotencyKeyReused(StoreError):
    """An ``Idempotency-Key`` already used for a different command or encounter (HTTP 422)."""


class UnknownEventType(StoreError):
    """A stored event's type is not registered by the core or any ruleset."""


class InvalidText(StoreError):
    """Text PostgreSQL cannot store in JSON (the NUL character ``\\u0000``) (HTTP 400)."""
