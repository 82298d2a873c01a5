"""``If-Match`` as the service layer reads it (RFC 9110 §13.1.1): the versions a command may
be decided at. The API parses the header into one of these (``fray.api.encounters``).

- ``None``: no precondition (no header, or ``*``: any current version);
- an ``int``: exactly that version (``If-Match: "7"``);
- a ``frozenset`` of versions: any of them (``If-Match: "7", "8"``); an empty one matches
  nothing (only weak tags were sent, ``W/"7"``, and RFC 9110 compares strongly).
"""

from __future__ import annotations

IfMatch = int | frozenset[int] | None


def matches(if_match: IfMatch, version: int) -> bool:
    """Whether an encounter at ``version`` meets ``if_match``."""
    if if_match is None:
        return True
    return version == if_match if isinstance(if_match, int) else version in if_match


def past(if_match: IfMatch, version: int) -> bool:
    """Whether ``version`` is already beyond every version ``if_match`` names (so catching up,
    which only moves forward, cannot make it match)."""
    if if_match is None:
        return False
    highest = if_match if isinstance(if_match, int) else max(if_match, default=-1)
    return version > highest


def named(if_match: IfMatch) -> str:
    """``if_match`` in words for a problem's detail: ``7``, ``any of 7, 8``, ``no version``."""
    if if_match is None:
        return "any version"
    if isinstance(if_match, int):
        return str(if_match)
    if not if_match:
        return "a strong entity tag (a weak one, W/..., never matches)"
    return "any of " + ", ".join(str(v) for v in sorted(if_match))
