"""``fray.api.plain_text``: duplicated keys and text that displays as other text, found at
every depth with their JSON path; the published pattern refuses exactly what Fray refuses in
the Basic Multilingual Plane."""

from __future__ import annotations

import re

import pytest

from fray.api.plain_text import first_fault, pattern, refused


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


def test_the_pattern_refuses_what_fray_refuses_in_the_basic_plane() -> None:
    plain = re.compile(pattern())
    for cp in range(0x10000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        assert (plain.match(f"a{ch}b") is None) == (refused(ch) is not None), hex(cp)
