"""``fray.store.ids``: a random id is a version 4 UUID in its canonical text, as
``str(uuid.uuid4())`` writes one, and none repeats."""

from __future__ import annotations

import uuid

from fray.store.ids import random_id


def test_random_ids_are_canonical_version_4_uuids() -> None:
    ids = [random_id() for _ in range(20_000)]
    assert len(set(ids)) == len(ids)
    for text in ids:
        parsed = uuid.UUID(text)
        assert parsed.version == 4 and parsed.variant == uuid.RFC_4122 and str(parsed) == text
    # every value of the variant digit turns up (its two low bits are random)
    assert {text[19] for text in ids} == set("89ab")
