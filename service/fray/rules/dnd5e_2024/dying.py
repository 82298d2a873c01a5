"""Dropping to 0 HP, death saving throws, stabilising, healing from 0.

The chapter (002) assumes these; they follow the published 5e rules (PHB 2024, "Dropping to
0 Hit Points"): at 0 HP a creature is unconscious (and prone); damage that leaves a remainder
at least its HP maximum kills outright (massive damage); a death save is a d20, 10 or more a
success, a natural 1 two failures, a natural 20 regains 1 HP; three successes: stable, three
failures: dead; damage at 0 HP is a failure (two from a critical hit), and damage at least the
HP maximum kills; any healing wakes it and resets the saves. Monsters die at 0 HP unless their
block says they make death saves (published 5e DMG). 002 §Тимчасові ОЗ: temporary HP neither
wake nor stabilise.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import (
    ConditionApplied,
    ConditionEnded,
    Event,
    HealingReceived,
    ResourceChanged,
    known,
    regained,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import HP, hp, hp_max
from fray.domain.turns import ending

from .conditions import (
    CONCENTRATING,
    DEAD,
    DEATH_SAVE_DUE,
    STABLE,
    condition,
    d20_penalty,
    names,
    with_source,
)
from .events import DeathSaveRolled
from .rolls import roll_d20
from .saves import stats_of
from .stats import makes_death_saves

SUCCESSES, FAILURES = "death_save_successes", "death_save_failures"


def count(c: Combatant, track: str) -> int:
    """Death saves of ``track`` so far (0 for a creature that makes none).
    Source: (glue: no rule of its own)."""
    r = c.resources.get(track)
    return 0 if r is None else r.current


def die(state: EncounterState, c: Combatant, why: str) -> list[Event]:
    """``c`` dies: the ``dead`` condition, and concentration ends.
    Source: published 5e rules (PHB 2024), Dropping to 0 Hit Points; Concentration."""
    return [
        ConditionApplied(combatant_id=c.id, condition=condition(state, DEAD, source=why, label=f"dead ({why})")),
        *end_concentration(state, c),
    ]


def end_concentration(state: EncounterState, c: Combatant) -> list[Event]:
    """``ConditionEnded`` for ``c``'s concentration, if it holds one, and for what it sustains:
    the conditions its spell applied that last while it (``Condition.lasts_while``, through
    the core's ``turns.ending``; PHB 2024 Concentration: the spell ends, and its effects)."""
    return [e for k in with_source(c, CONCENTRATING) for e in ending(state, c.id, k.id, "removed")]


def reset_saves(c: Combatant, also: tuple[str, ...] = ()) -> list[Event]:
    """Death save counts back to 0 (on regaining HP or becoming stable); ``also`` names tracks
    reset even though ``c`` shows none yet (a count added by an event of the same command, so
    its delta is the whole track's, −3, clamped at 0); otherwise each delta is minus the count.
    Source: published 5e rules (PHB 2024), Death Saving Throws."""
    return [
        ResourceChanged(combatant_id=c.id, resource=t, delta=-3 if t in also else -count(c, t), reason="reset")
        for t in (SUCCESSES, FAILURES)
        if count(c, t) or (t in also and t in c.resources)
    ]


def drop_to_zero(state: EncounterState, c: Combatant, overflow: int) -> list[Event]:
    """``c`` just reached 0 HP with ``overflow`` damage left over: dead if the overflow is at
    least its HP maximum or it dies at 0 HP; otherwise unconscious and prone (dying).
    Source: published 5e rules (PHB 2024), Dropping to 0 Hit Points (Instant Death); DMG for
    monsters dying at 0 HP."""
    if overflow > 0 and overflow >= hp_max(c):
        return die(state, c, "massive damage")
    if not makes_death_saves(stats_of(c)):
        return die(state, c, "0 hit points")
    n = names(c)
    events: list[Event] = end_concentration(state, c)
    if "unconscious" not in {k.id for k in c.conditions}:
        events.append(ConditionApplied(combatant_id=c.id, condition=condition(state, "unconscious", source="0 HP")))
    if "prone" not in n:
        events.append(ConditionApplied(combatant_id=c.id, condition=condition(state, "prone", source="0 HP")))
    return events


def harm_at_zero(state: EncounterState, c: Combatant, damage: int, critical: bool) -> list[Event]:
    """Damage to a creature already at 0 HP: at least its HP maximum kills; otherwise one
    death save failure (two for a critical hit), and a stable creature is dying again.
    Source: published 5e rules (PHB 2024), Death Saving Throws (Damage at 0 Hit Points)."""
    if DEAD in names(c):
        return []
    if damage >= hp_max(c):
        return die(state, c, "massive damage")
    if not makes_death_saves(stats_of(c)):
        return die(state, c, "0 hit points")
    events: list[Event] = (
        [ConditionEnded(combatant_id=c.id, condition_id=STABLE, reason="removed")] if c.has(STABLE) else []
    )
    return events + _failures(state, c, 2 if critical else 1, "damage at 0 HP")


def _failures(state: EncounterState, c: Combatant, n: int, why: str) -> list[Event]:
    events: list[Event] = [ResourceChanged(combatant_id=c.id, resource=FAILURES, delta=n, reason=why)]
    if count(c, FAILURES) + n >= 3:
        events += die(state, c, "three failed death saves")
    return events


def death_save(state: EncounterState, c: Combatant, dice: Dice) -> list[Event]:
    """Roll ``c``'s death saving throw, once, at the start of its own turn (PHB 2024: "whenever
    you start your turn with 0 Hit Points"): the turn's ``death_save_due`` marker
    (``durations.turn_started``) is spent by it. A natural 1 is two failures and a natural
    20 regains 1 HP; otherwise the total (d20 − 2 per exhaustion level, PHB 2024 Exhaustion:
    every d20 test) succeeds at 10 or more. Raises ``RuleViolation`` unless ``c`` is at 0 HP,
    dying (not stable, not dead), makes death saves, and its save is due now."""
    n = names(c)
    if hp(c) > 0 or DEAD in n or STABLE in n or not makes_death_saves(stats_of(c)):
        state_now = "dead" if DEAD in n else "stable" if STABLE in n else f"at {hp(c)} HP"
        raise RuleViolation(f"{c.name} makes no death saving throw: it is {state_now}")
    if c.has(DEATH_SAVE_DUE) is None:
        when = "it has made this turn's already" if state.turn == c.id else f"it is {state.turn}'s turn"
        raise RuleViolation(f"{c.name} rolls its death save once, at the start of its own turn; {when}")
    spent = ConditionEnded(combatant_id=c.id, condition_id=DEATH_SAVE_DUE, reason="spent")

    roll = roll_d20(dice, d20_penalty(c))
    ok, bad = count(c, SUCCESSES), count(c, FAILURES)
    if roll.kept == 20:
        out = DeathSaveRolled(combatant_id=c.id, roll=roll, outcome="regain", successes=0, failures=0)
        return [out, spent, *heal(state, c, 1, "natural 20 on a death save")]
    if roll.kept == 1:
        out = DeathSaveRolled(
            combatant_id=c.id, roll=roll, outcome="two_failures", successes=ok, failures=min(3, bad + 2)
        )
        return [out, spent, *_failures(state, c, 2, "natural 1 on a death save")]
    if known(roll.total) < 10:
        out = DeathSaveRolled(combatant_id=c.id, roll=roll, outcome="failure", successes=ok, failures=min(3, bad + 1))
        return [out, spent, *_failures(state, c, 1, "failed death save")]
    out = DeathSaveRolled(combatant_id=c.id, roll=roll, outcome="success", successes=min(3, ok + 1), failures=bad)
    events: list[Event] = [
        out,
        spent,
        ResourceChanged(combatant_id=c.id, resource=SUCCESSES, delta=1, reason="death save"),
    ]
    if ok + 1 >= 3:
        events += stabilise(state, c, "three death save successes", (SUCCESSES,))
    return events


def stabilise(state: EncounterState, c: Combatant, why: str, also: tuple[str, ...] = ()) -> list[Event]:
    """``c`` becomes stable: no more death saves, counts reset, still unconscious at 0 HP.
    Source: published 5e rules (PHB 2024), Stabilizing a Character."""
    return [ConditionApplied(combatant_id=c.id, condition=condition(state, STABLE, source=why)), *reset_saves(c, also)]


def heal(state: EncounterState, c: Combatant, amount: int, why: str) -> list[Event]:
    """``HealingReceived`` of ``amount`` HP, recording the HP ``regained`` (capped at the
    maximum, PHB 2024: "you can't regain more hit points than your maximum"); from 0 HP it also
    wakes ``c`` (ends unconscious from 0 HP and stable) and resets its death saves. Raises
    ``RuleViolation`` for the dead."""
    if DEAD in names(c):
        raise RuleViolation(
            f"{c.name} is dead; healing cannot help (it needs magic that returns the "
            "dead to life: a GM records it with correct_combatant, end_conditions and hit points)"
        )
    events: list[Event] = [
        HealingReceived(
            combatant_id=c.id, amount=amount, cause="dnd5e-2024", note=why, regained=regained(c.resources[HP], amount)
        )
    ]
    if hp(c) <= 0:
        events += [
            ConditionEnded(combatant_id=c.id, condition_id=k.id, reason="removed")
            for k in c.conditions
            if k.id in (STABLE,) or (k.id == "unconscious" and k.source == "0 HP")
        ]
        events += reset_saves(c)
    return events
