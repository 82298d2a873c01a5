"""Giving memory back to the operating system after feeds close.

A feed that catches up on a long log, or whose client stops reading, holds pages of events
and encoded messages until it closes (``fray.live.hub``: ``PAGE`` events a read, ``SEND_QUEUE``
messages queued). Python frees them when the feed closes, but glibc's allocator keeps the freed
heap for the process: measured, 100 unread feeds on a 20,000-event log left about 54 MiB
resident after they had all closed (``python -m bench --only unread_feeds``). ``malloc_trim(0)``
hands the free heap back; it costs a few milliseconds on a large heap, so it runs at most once
per ``TRIM_AFTER_S``, that long after the first feed of a wave closed (a thousand feeds
closing at once make one trim).

On a system without glibc (``malloc_trim`` not found) nothing is done.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

TRIM_AFTER_S = 1.0
"""How long after a feed closes the free heap is handed back (and the most often it is)."""


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None where there is none."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


_trim = _malloc_trim()


class Trimmer:
    """Hands the process's free heap back to the system ``TRIM_AFTER_S`` after ``soon()`` is
    first called (calls meanwhile join that one)."""

    def __init__(self, after_s: float = TRIM_AFTER_S) -> None:
        self.after_s = after_s
        self.trims = 0
        self._pending: asyncio.TimerHandle | None = None

    def soon(self) -> None:
        """Trim in ``after_s`` seconds, unless a trim is already due. Called on the event loop."""
        if _trim is None or self._pending is not None:
            return
        self._pending = asyncio.get_running_loop().call_later(self.after_s, self._run)

    def _run(self) -> None:
        self._pending = None
        if _trim is not None:
            _trim(0)
            self.trims += 1

    def cancel(self) -> None:
        """Drop a trim that is due (the hub is closing)."""
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
