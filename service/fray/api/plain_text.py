"""What a strict msgspec decode lets through, refused at every depth of a body (issue 18).

- **A key given twice in one object.** JSON (RFC 8259 §4) only says names *should* be unique;
  msgspec keeps the last value, so ``{"amount": 1, "amount": 7}`` would apply 7 while a
  reviewer, a log line or another parser reads 1.
- **Text that displays as other text.** Unicode's bidirectional controls (embeddings,
  overrides, isolates, the directional marks; Unicode TR 9), zero-width and other invisible
  format characters (category Cf: zero-width space and non-joiner, word joiner, invisible
  operators, soft hyphen, the BOM, tag characters), control characters (category Cc) other
  than tab and line breaks, the line and paragraph separators, and the Hangul fillers that
  render as nothing. With them "Bruce" and "Bru\\u200bce" are two combatants that look the
  same, and U+202E turns a name around. The zero-width joiner is refused too, though it also
  joins emoji sequences (👩‍🚀): the published document says which characters are refused in
  one pattern (:func:`pattern`), which cannot tell a joiner between pictographs from one
  between letters; send such an emoji as its pictographs.
- **The NUL character**, which PostgreSQL cannot store (checked here too, with its own words).

:func:`first_fault` finds the first of these (in document order) with the JSON path where it
is; ``fray.api.bodies`` turns it into a 400 problem. The stdlib ``json`` parser is used for
this walk because it hands each object's pairs over in order (``object_pairs_hook``), which
msgspec does not.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from typing import Any

import msgspec

ALLOWED_CONTROLS = frozenset("\t\n\r")
"""Control characters a text may hold (a note's line breaks)."""
INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")
"""Hangul fillers: letters (category Lo) that render as nothing."""
BIDI_MARKS = frozenset("\u200e\u200f\u061c")
"""The directional marks (left-to-right, right-to-left, Arabic letter mark)."""
BIDI_CONTROLS = frozenset(("LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"))
"""The bidirectional classes of the embeddings, overrides and isolates (Unicode TR 9)."""


class _Pairs(list[tuple[str, Any]]):
    """A JSON object as its pairs, in order (duplicates kept)."""


def first_fault(raw: bytes) -> tuple[str, str] | None:
    """The first duplicated key or refused character in the JSON document ``raw``, as
    ``(JSON path, what is wrong)``; None when there is none (or ``raw`` is not JSON: the
    strict decoder says so first). A body of printable ASCII without an escape (as most
    commands are) can hold no refused character, so only its keys are counted
    (``_plainly_unique``) before the walk."""
    if _PLAIN.fullmatch(raw) is not None and _plainly_unique(raw):
        return None
    try:
        value = json.loads(raw, object_pairs_hook=_Pairs)
    except (ValueError, RecursionError):
        return None
    return _walk(value, "$")


_PLAIN = re.compile(rb"[\x20-\x5b\x5d-\x7e\t\n\r]*")
"""Printable ASCII and JSON's whitespace, without a backslash: text in which every ``"``
opens or closes a string, and no refused character can be written."""


def _plainly_unique(raw: bytes) -> bool:
    """Whether no object of the JSON document ``raw`` (matching ``_PLAIN``) names a key twice:
    its keys (the strings followed by ``:``) are counted in the text and in the decoded
    objects, where a repeated key is kept once. False also when ``raw`` is not JSON."""
    parts = raw.split(b'"')
    written = sum(1 for after in parts[2::2] if after.lstrip().startswith(b":"))
    try:
        return written == _keys(msgspec.json.decode(raw))
    except msgspec.DecodeError:
        return False


def _keys(value: Any) -> int:
    """How many keys the objects in the decoded JSON ``value`` hold, nested ones included."""
    if isinstance(value, dict):
        return len(value) + sum(_keys(v) for v in value.values())
    if isinstance(value, list):
        return sum(_keys(v) for v in value)
    return 0


def _walk(value: Any, path: str) -> tuple[str, str] | None:
    if isinstance(value, str):
        return _text_fault(value, path)
    if isinstance(value, _Pairs):
        seen: set[str] = set()
        for key, item in value:
            where = f"{path}.{key}"
            if fault := _text_fault(key, f"{path}.{key!r}", "a key"):
                return fault
            if key in seen:
                return where, f"the key {key!r} appears more than once in one object; send each key once"
            seen.add(key)
            if fault := _walk(item, where):
                return fault
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if fault := _walk(item, f"{path}[{i}]"):
                return fault
    return None


def _text_fault(text: str, path: str, what: str = "text") -> tuple[str, str] | None:
    """Where and why ``text`` is refused (see the module), or None. Plain ASCII is never."""
    if text.isascii() and text.isprintable():
        return None
    for i, ch in enumerate(text):
        if ch == "\x00":
            return path, f"{what} holds the NUL character (\\u0000), which Fray cannot store; remove it"
        kind = refused(ch)
        if kind is not None:
            name = unicodedata.name(ch, "unnamed")
            return path, (
                f"{what} holds U+{ord(ch):04X} {name} at character {i + 1}, {kind}: it makes one text "
                "display as another; remove it"
            )
    return None


def refused(ch: str) -> str | None:
    """Why the character ``ch`` is refused in a request's text (in words), or None."""
    if ch in ALLOWED_CONTROLS or " " <= ch <= "~":
        return None
    category = unicodedata.category(ch)
    if ch in INVISIBLE_LETTERS:
        return "an invisible letter"
    if category == "Cc":
        return "a control character"
    if category in ("Zl", "Zp"):
        return "a line or paragraph separator"
    if category != "Cf":
        return None
    if ch in BIDI_MARKS or unicodedata.bidirectional(ch) in BIDI_CONTROLS:
        return "a bidirectional control"
    return "an invisible format character"


@functools.cache
def pattern() -> str:
    """The published document's pattern for a request's text: no refused character of the
    Basic Multilingual Plane (``refused``; written as ``\\uXXXX`` ranges, which ECMA-262 and
    Python read alike). The few refused characters above it (tag characters, a handful of
    format controls) are refused by Fray but not named in the pattern, which without the
    ``u`` flag cannot name them."""
    spans: list[list[int]] = []
    for cp in range(0x10000):
        if 0xD800 <= cp <= 0xDFFF or refused(chr(cp)) is None:
            continue
        if spans and spans[-1][1] == cp - 1:
            spans[-1][1] = cp
        else:
            spans.append([cp, cp])
    parts = "".join(f"\\u{a:04x}" if a == b else f"\\u{a:04x}-\\u{b:04x}" for a, b in spans)
    return f"^[^{parts}]*$"
