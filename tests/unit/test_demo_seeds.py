"""Every ruleset's demo (``fray demo --ruleset …``) played in process over many seeds (the
dice seeded too, so each seed is another fight): no command a demo sends is ever refused by
the rules (``fray.demo.steps.Refused`` otherwise; the 4e and 5e demos ask the server first,
the others' tactics must know the rules), every fight comes to an end and folds to its
served state. ``tests/unit/dnd4e/test_dnd4e_demo_seeds.py`` checks more of the 4e demo."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from fray.demo import dnd4e_fight, dnd5e_fight, meshal_fight, session_one
from fray.demo.steps import Rehearsal
from fray.rules.registry import RULESETS
from fray.server.cli import DEMO_RULESETS as DEMOS

SEEDS = [f"seed-{i}" for i in range(20)]


Outcome = tuple[list[bool], list[dict[str, Any]]]
"""Whether each encounter a fight played folds to its served state, and their final states."""


async def _dnd4e(seed: str) -> Outcome:
    r = await dnd4e_fight.rehearse(seed)  # two encounters: the fight and, often, the next one
    return r.folded, r.finals


def _one(rehearsal: Callable[[str], Coroutine[Any, Any, Rehearsal]]) -> Callable[[str], Coroutine[Any, Any, Outcome]]:
    async def played(seed: str) -> Outcome:
        r = await rehearsal(seed)
        return [r.folded], [r.final]

    return played


REHEARSALS: dict[str, Callable[[str], Coroutine[Any, Any, Outcome]]] = {
    "unlit-spires": _one(session_one.rehearsal),
    "meshal-lite": _one(meshal_fight.rehearsal),
    "dnd5e-2024": _one(dnd5e_fight.rehearsal),
    "dnd4e": _dnd4e,
}


def test_every_ruleset_has_a_demo_and_each_demo_is_rehearsed_here() -> None:
    assert set(DEMOS) == set(RULESETS) == set(REHEARSALS)


@pytest.mark.parametrize("ruleset", sorted(REHEARSALS))
def test_a_demo_plays_many_seeds_without_one_refusal_and_each_fight_folds(ruleset: str) -> None:
    ended = 0
    for seed in SEEDS:
        folded, finals = asyncio.run(REHEARSALS[ruleset](seed))  # raises Refused for a refusal
        assert all(folded), (ruleset, seed)
        final = finals[-1]
        assert final["round"] >= 1, (ruleset, seed)
        sides_up = {
            c["side"] for c in final["combatants"] if c["status"] == "active" and c["side"] in ("party", "foes")
        }
        ended += len(sides_up) < 2 or bool(final.get("ended"))
    assert ended >= len(SEEDS) * 3 // 4, f"{ruleset}: only {ended} of {len(SEEDS)} fights came to an end"


@pytest.mark.parametrize("seed", ["1", "2", "3"])
def test_the_meshal_demo_makes_one_area_attack(seed: str) -> None:
    # §区域Area: the hexer's burst, its targets computed by the server, each answering.
    r = asyncio.run(meshal_fight.rehearsal(seed))
    areas = [e for e in r.events if e["type"] == "meshal-lite.area_covered"]
    assert len(areas) == 1 and areas[0]["data"]["target_ids"]
