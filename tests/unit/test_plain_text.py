"""``fray.api.plain_text``: duplicated keys and text that displays as other text, found at
every depth with their JSON path; the published pattern refuses exactly what Fray refuses in
the Basic Multilingual Plane."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fray.api.plain_text import _Pairs, _walk, first_fault, pattern, refused


@pytest.mark.parametrize(
    ("raw", "where"),
    [
        (b'{"amount": 1, "amount": 7}', "$.amount"),
        (b'{"a": [{"b": 1}, {"c": {"d": 1, "d": 1}}]}', "$.a[1].c.d"),
        (b'{"a": ["ok", "x\\u202ey"]}', "$.a[1]"),
        (b'{"m": {"Bru\\u200bce": 1}}', "$.m.'Bru\\u200bce'"),
        (b'{"n": "a\\u0000b"}', "$.n"),
        ('{"n": "tag\U000e0041"}'.encode(), "$.n"),
    ],
)
def test_the_first_fault_is_named_by_its_path(raw: bytes, where: str) -> None:
    fault = first_fault(raw)
    assert fault is not None and fault[0] == where


@pytest.mark.parametrize("raw", [b'{"a": 1, "b": {"a": 2}}', '{"n": "Zoë 李白 🐉\\n"}'.encode(), b"[1, 2]", b"{"])
def test_plain_documents_have_no_fault(raw: bytes) -> None:
    assert first_fault(raw) is None


_keys = st.sampled_from(["a", "b", "type", "amount", "x:y", " a", "{", "}"])
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-9, 9) | st.text(alphabet=' :,{}[]abc"\\\x7f\u200b\xe9', max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.lists(st.tuples(_keys, inner), max_size=4).map(_Pairs),
    max_leaves=12,
)


def _written(value: object, escaped: bool) -> str:
    """``value`` as JSON text, an object's pairs in order (duplicates kept); ``escaped``: every
    character outside ASCII as ``\\uXXXX``."""
    if isinstance(value, _Pairs):
        pairs = (f"{json.dumps(k, ensure_ascii=escaped)}: {_written(v, escaped)}" for k, v in value)
        return "{" + ", ".join(pairs) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_written(v, escaped) for v in value) + "]"
    return json.dumps(value, ensure_ascii=escaped)


@given(_json, st.booleans())
def test_the_quick_look_at_plain_bodies_finds_what_the_walk_finds(value: object, escaped: bool) -> None:
    """Bodies of plain ASCII skip the walk when their keys count alike (``_plainly_unique``):
    on any document, with or without escapes, the answer is the walk's."""
    raw = _written(value, escaped)
    assert first_fault(raw.encode()) == _walk(json.loads(raw, object_pairs_hook=_Pairs), "$")


def test_the_pattern_refuses_what_fray_refuses_in_the_basic_plane() -> None:
    plain = re.compile(pattern())
    for cp in range(0x10000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        assert (plain.match(f"a{ch}b") is None) == (refused(ch) is not None), hex(cp)
