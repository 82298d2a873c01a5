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

from fray.domain.events import EncounterCreated
from fray.domain.evolve import fold
from fray.domain.state import view
from fray.rules.dnd5e_2024.stats import ABILITY_NAMES, Dnd5eStats
from fray.rules.registry import get_ruleset
from fray.service_layer.codecs import event_types

FROZEN = Path(__file__).parent.parent / "frozen"
TYPES = event_types()
_BLOCK = msgspec.json.decode(msgspec.json.encode(Dnd5eStats(ac=10, hp_max=1)))
LIBRARY_FIELDS = {k: _BLOCK[k] for k in list(_BLOCK)[list(_BLOCK).index("fly_ft") :]}
"""The 5e block's fields the monster library added (issue 20), as their defaults."""
ATTACK_FIELDS = {"on_hit": None, "description": ""}


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    """A state view in today's words, whether it was written on 2026-11-30 or folded today.

    - 2026-11-30 views had ``hp``/``hp_max`` beside ``resources``: they are the ``hp`` track
      now (floor 0). ``down`` then meant "at 0 HP"; now it means "not active" by the ruleset's
      ``status`` (a 5e creature dead of exhaustion at full HP is down now), so each is checked
      against its own meaning and left out of the comparison.
    - 2026-11-30 encounters had no ``core`` options and could not end: they read as the
      defaults.
    - 2026-11-30 conditions carried one ``modifier`` and no ``marker``: they are read through
      the rulesets' upcasters (``modifiers``, ``dc``, ``marker``), and markers listed apart.
    - Stat blocks carry their ``ruleset`` tag now (dropped here), and 5e ability scores are
      named in full (``strength``, not ``str``: the abbreviations are renamed here); 5e blocks
      name their Hit Point Dice now (``hit_dice``, empty when none: then as now), and carry
      the monster library's fields (senses, save actions, Multiattack, traits …; attacks a
      save on a hit and their text), as their defaults then.
    - Secrecy came later (issue 9): the core's ``secrecy`` defaults, ``archived``, and each
      combatant's ``concealed``/``stat_block``/``health_shown`` read as their defaults; the
      ``health`` band is derived from the tracks compared above (left out).
    - Views show the log's head hash now (None: these logs predate the hash chain).
    - Combatants carry their id as ``combatant_id`` too now (``id`` is deprecated).
    """
    out = dict(state)
    core = dict(out.get("core") or {})  # options the core reads came later, defaulted
    core.setdefault("dice", "server")
    core.setdefault("secrecy", {"player_sides": ["party"], "stat_blocks": "shown", "health": "exact"})
    out["core"] = core
    out.setdefault("ended", False)  # ending an encounter came later
    out.setdefault("archived", False)
    out.setdefault("head_hash", None)  # the hash chain came later: these logs have none
    combatants = []
    for c in state["combatants"]:
        c = dict(c)
        c.pop("health", None)
        c.setdefault("concealed", False)
        c.setdefault("stat_block", "shown")
        c.setdefault("health_shown", "exact")
        c.setdefault("combatant_id", c["id"])  # the id's second name came later (issue 19)
        if "hp" in c:
            assert c.pop("down") == (c["hp"] <= 0), c
            hp = {"current": c.pop("hp"), "maximum": c.pop("hp_max"), "minimum": 0}
            c["resources"] = {"hp": hp, **c["resources"]}
            read = [_read_condition(k) for k in c["conditions"]]
            c["conditions"] = [k for k in read if not k["marker"]]
            c["markers"] = [k for k in read if k["marker"]]
        else:
            assert (c.pop("status") != "active") == c.pop("down"), c
        for track in c["resources"].values():
            track.setdefault("minimum", 0)
        stats = c.get("stats")
        if isinstance(stats, dict):
            stats = {k: v for k, v in stats.items() if k != "ruleset"}
            if isinstance(stats.get("abilities"), dict):
                stats["abilities"] = {ABILITY_NAMES.get(k, k): v for k, v in stats["abilities"].items()}
            if "proficiency_bonus" in stats:  # a 5e block: Hit Point Dice came later (none: "")
                stats.setdefault("hit_dice", "")
                for k, v in LIBRARY_FIELDS.items():  # the library's fields came later (issue 20)
                    stats.setdefault(k, v)
                stats["attacks"] = [{**ATTACK_FIELDS, **a} for a in stats.get("attacks", [])]
            c["stats"] = stats
        combatants.append(c)
    out["combatants"] = combatants
    return out


def _read_condition(condition: dict[str, Any]) -> dict[str, Any]:
    """A condition of a 2026-11-30 view as a schema-2 payload read today."""
    payload = {"type": "condition_applied", "combatant_id": "x", "condition": condition}
    event = TYPES.decode("condition_applied", 2, json.dumps(payload))
    read: dict[str, Any] = msgspec.json.decode(msgspec.json.encode(event))["condition"]
    if read["id"].startswith("save_due:"):  # made by the core's fold, never stored
        read["marker"] = True
    return read


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
    decoded = [(e["version"], TYPES.decode(e["type"], e["schema_version"], json.dumps(e["data"]))) for e in events]
    created = decoded[0][1]
    assert isinstance(created, EncounterCreated), created
    ruleset = get_ruleset(created.ruleset)
    return msgspec.json.decode(msgspec.json.encode(view(fold(decoded, None, ruleset))), type=dict[str, Any])


@pytest.mark.parametrize(("events", "state"), [(e, s) for _, e, s in ALL], ids=[n for n, _, _ in ALL])
def test_a_frozen_log_folds_to_its_frozen_state(events: list[dict[str, Any]], state: dict[str, Any]) -> None:
    assert comparable(folded(events)) == comparable(state)


def test_the_frozen_logs_are_all_there() -> None:
    kinds = {get_ruleset(e[0]["data"]["ruleset"]).id for _, e, _ in ALL}
    assert len(ALL) == 322 and kinds == {"unlit-spires", "dnd5e-2024"}
    assert sum(len(e) for _, e, _ in ALL) > 8_000
