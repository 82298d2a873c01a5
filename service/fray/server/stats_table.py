"""``fray stats``: an encounter's fight statistics as tables on the terminal (``rich``)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from fray.domain.fight_stats import FightStats


def _pairs(table: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(table.items())) or "—"


def print_stats(stats: FightStats, console: Console | None = None) -> None:
    """Print the per-combatant table, then what happened in each round."""
    console = console or Console()
    who = Table(
        title=f"{stats.ruleset} encounter {stats.encounter_id} at version {stats.version} "
        f"({stats.undone_actions} undone actions left out)"
    )
    for column in (
        "combatant",
        "side",
        "dealt",
        "taken",
        "by type (dealt / taken)",
        "attacks",
        "hits",
        "misses",
        "criticals",
        "healed",
        "conditions",
        "turns",
        "fell",
    ):
        who.add_column(column)
    for c in stats.combatants:
        typed = f"{_pairs(c.dealt_by_type)} / {_pairs(c.taken_by_type)}" if c.dealt_by_type or c.taken_by_type else ""
        who.add_row(
            c.name,
            c.side,
            str(c.damage_dealt),
            str(c.damage_taken),
            typed,
            str(c.attacks),
            str(c.hits),
            str(c.misses),
            _pairs(c.criticals),
            str(c.healing_received),
            _pairs(c.conditions_suffered),
            str(c.turns_taken),
            str(c.fell),
        )
    console.print(who)
    rounds = Table(title="Round by round")
    for column in ("round", "turns", "attacks (hit/miss)", "criticals", "damage", "healing", "conditions", "fell"):
        rounds.add_column(column)
    for r in stats.rounds:
        rounds.add_row(
            str(r.round) if r.round else "before",
            str(len(r.turns)),
            f"{r.attacks} ({r.hits}/{r.misses})",
            _pairs(r.criticals),
            str(r.damage),
            str(r.healing),
            "; ".join(r.conditions) or "—",
            ", ".join(r.fell) or "—",
        )
    console.print(rounds)
