"""Logs written before any event changed shape still fold to the states they folded to then
(``tests/frozen/README.md``): stored payloads are upcast on read, never rewritten."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from fray.domain.evolve import fold
from fray.domain.state import view
from fray.rules.dnd5e_2024.stats import ABILITY_NAMES
from fray.rules.registry import event_classes, get_ruleset
from fray.store.codec import EventTypes

FROZEN = Path(__file__).parent.parent / "frozen"
TYPES = EventTypes(event_classes())


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    """A state view reduced to what the frozen states and today's both say, in the same words.
    Since 2026-11-30 stat blocks carry their ``ruleset`` tag (dropped here) and 5e ability
    scores are named in full (``strength``, not ``str``: the abbreviations are renamed here);
    everything else must match."""
    for combatant in state.get("combatants", ()):
        stats = combatant.get("stats")
        if isinstance(stats, dict):
            stats.pop("ruleset", None)
            if isinstance(stats.get("abilities"), dict):
                stats["abilities"] = {ABILITY_NAMES.get(k, k): v for k, v in stats["abilities"].items()}
    return state


def streams() -> Iterator[tuple[str, list[dict[str, Any]], dict[str, Any]]]:
    for name in ("unlit-spires-session-one", "dnd5e-2024-dmg-options"):
        lines = (FROZEN / f"{name}.jsonl").read_text().splitlines()
        yield name, [json.loads(x) for x in lines], json.loads((FROZEN / f"{name}.state.json").read_text())
    with gzip.open(FROZEN / "corpus.jsonl.gz", "rt") as f:
        for line in f:
            s = json.loads(line)
            yield s["stream"], s["events"], s["state"]


ALL = list(streams())


def folded(events: list[dict[str, Any]]) -> dict[str, Any]:
    decoded = [(e["version"], TYPES.decode(e["type"], e["schema_version"], json.dumps(e["data"])))
               for e in events]
    ruleset = get_ruleset(decoded[0][1].ruleset)  # type: ignore[attr-defined]
    return msgspec.json.decode(msgspec.json.encode(view(fold(decoded, None, ruleset.evolve))))


@pytest.mark.parametrize(("events", "state"), [(e, s) for _, e, s in ALL], ids=[n for n, _, _ in ALL])
def test_a_frozen_log_folds_to_its_frozen_state(events: list[dict[str, Any]], state: dict[str, Any]) -> None:
    assert comparable(folded(events)) == comparable(state)


def test_the_frozen_logs_are_all_there() -> None:
    kinds = {get_ruleset(e[0]["data"]["ruleset"]).id for _, e, _ in ALL}
    assert len(ALL) == 322 and kinds == {"unlit-spires", "dnd5e-2024"}
    assert sum(len(e) for _, e, _ in ALL) > 8_000
