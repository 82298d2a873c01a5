"""Errors raised by the Unlit Spires rules library.

Every error is a :class:`SheetError` (a ``ValueError``) whose message says what was wrong and
what would be accepted, so a person can fix the sheet or the request without reading code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=str)
V = TypeVar("V")


class SheetError(ValueError):
    """A sheet, score or rule input is out of range or unknown (e.g. "level must be 1 to 20")."""


class OutOfRange(SheetError):
    """A missile attack at a distance the weapon cannot reach (000_c3c04d669a38e5ba.txt §04)."""


class CannotTarget(SheetError):
    """The target cannot be attacked at all, e.g. it is behind total cover (§04 Missile)."""


def choices(options: Iterable[str]) -> str:
    """Format the accepted keys of a table for an error message: ``'a', 'b', 'c'``.

    Used for every table lookup of 000_c3c04d669a38e5ba.txt
    (§02 classes, §06 armour, §07 people, §11 kinds).
    """
    return ", ".join(repr(key) for key in options)


def lookup(table: Mapping[K, V], key: str, what: str) -> V:
    """``table[key]``; raises SheetError naming ``what`` and listing the accepted keys.

    Used for every table lookup of 000_c3c04d669a38e5ba.txt
    (§02 classes, §06 armour, §07 people, §11 kinds).
    """
    if key not in table:
        raise SheetError(f"unknown {what} {key!r}; choose one of: {choices(table)}")
    return table[key]  # type: ignore[index]  # the key is one of the table's: just checked
