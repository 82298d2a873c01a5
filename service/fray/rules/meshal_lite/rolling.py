"""Checks through the API: attempts (with helpers, re-rolls, expense of fate and secret
rolls), progressive attempts and contests. The rules are :mod:`.checks`, :mod:`.dice`,
:mod:`.fate`; this module reads pools, rolls and records.

Dice are rolled in this order: the roller's dice, the re-rolled dice (if any), then each
helper's dice in the order named (a progressive attempt: one roll a period).
DECISIONS: a roll asks no ⚡ by itself (a search is ``take_action``); only a creature that
can act rolls; helpers roll the same dice from their own pools; expense of fate changes only
the roller's own dice and its loss comes off the pool the roll used.
Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (尝试与难度, 累加尝试, 对抗, 援助, 重掷,
暗掷), §属性Attribute Scores (扩展命运抉择).
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import DamageTaken, Event
from fray.domain.state import Combatant, EncounterState

from .attributes import INVALID_ROLLS, Attribute, AttributeName, pick
from .checks import (
    attempt,
    contest,
    joint_effort,
    precise_effort,
    progressive_attempt,
    progressive_contest,
    progressive_time,
    secret_audience,
)
from .commands import Check, Contest, MeshalReroll, ProgressiveCheck
from .commands import ProgressiveContest as ProgressiveContestCommand
from .dice import dice_count, read_roll, reroll, reroll_targets, score
from .events import (
    MeshalCheckRolled,
    MeshalContestRolled,
    MeshalHelperRoll,
    MeshalProgressiveContestRun,
    MeshalProgressRolled,
)
from .fate import expend_fate
from .options import options_of, require
from .sheet import MeshalDiceInput
from .standing import falls_prone, why_not_acting
from .stats import pools_of

FATE = "meshal-lite.expense_of_fate"


def allowed_dice(c: Combatant, spec: MeshalDiceInput) -> tuple[AttributeName | None, int]:
    """The attribute a roll uses (None: no pool, or all named are "-") and how many dice it
    allows: the pool (3 for "-"), × times ÷ divide + plus, counted before rolling, never
    below 0. Raises ``InvalidCommand`` for a name that is not an attribute.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice, §属性Attribute Scores (孰低/孰高, 无效属性)."""
    if not spec.attributes:
        return None, dice_count(0, plus=spec.plus)
    pools = pools_of(c)
    chosen = pick(pools, spec.attributes, spec.take)
    pool = INVALID_ROLLS if chosen is None else pools[chosen].dice
    return chosen, dice_count(pool, times=spec.times, divide=spec.divide, plus=spec.plus)


def _roller(state: EncounterState, cid: str, doing: str) -> Combatant:
    c = state.combatant(cid)
    if (why := why_not_acting(c)) is not None:
        raise RuleViolation(f"{c.name} {why} and cannot {doing}")
    return c


def _fate(
    state: EncounterState, cmd: Check, c: Combatant, attribute: AttributeName | None, faces: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], list[Event]]:
    if not cmd.fate:
        return faces, (), []
    require(options_of(state), "expense_of_fate", "expense of fate")
    pool = Attribute(invalid=True) if attribute is None else pools_of(c)[attribute]
    fate = expend_fate(faces, {f.die: f.face for f in cmd.fate}, pool)
    if not fate.dice_lost or attribute is None:
        return fate.faces, fate.changed, []
    events: list[Event] = [
        DamageTaken(combatant_id=c.id, amount=fate.dice_lost, cause=FATE, track=attribute, note="expense of fate")
    ]
    track = c.resources[attribute]
    if track.current <= fate.dice_lost:
        events += falls_prone(c)
    return fate.faces, fate.changed, events


def check(state: EncounterState, cmd: Check, dice: Dice) -> list[Event]:
    """``MeshalCheckRolled`` (and, after expense of fate, the dice lost). Raises
    ``CombatantNotFound``; ``RuleViolation`` for a roller or helper who cannot act, a helper
    named twice or helping itself, expense of fate with the option off, on a "-" attribute
    or beyond the pool; ``InvalidCommand`` for more dice than allowed or a fate die the roll
    does not have. Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice."""
    c = _roller(state, cmd.combatant_id, "roll")
    if len(set(cmd.helpers)) != len(cmd.helpers) or c.id in cmd.helpers:
        raise RuleViolation("name each helper once, and not the roller itself")
    helpers = [_roller(state, h, "help") for h in cmd.helpers]
    attribute, allowed = allowed_dice(c, cmd.dice)
    n = allowed if cmd.roll_dice is None else cmd.roll_dice
    if n > allowed:
        raise InvalidCommand(f"this roll allows {allowed} dice; a roller may roll fewer, never more (roll_dice {n})")
    faces = dice.roll(n, 6) if n else ()
    positions = reroll_targets(faces, cmd.reroll.scoring, cmd.reroll.value) if cmd.reroll else ()
    fresh = dice.roll(len(positions), 6) if positions else ()
    rerolled = reroll(faces, positions, fresh)
    final, changed, lost = _fate(state, cmd, c, attribute, rerolled)
    result = read_roll(final, allowed, cmd.dice.scoring).result
    rolls = []
    for h in helpers:
        _, h_allowed = allowed_dice(h, cmd.dice)
        h_faces = dice.roll(h_allowed, 6) if h_allowed else ()
        rolls.append(MeshalHelperRoll(combatant_id=h.id, faces=tuple(h_faces), result=score(h_faces, cmd.dice.scoring)))
    helped = [r.result for r in rolls]
    total = joint_effort(result, helped) if cmd.help == "joint" else precise_effort(result, helped)
    secret = "gm" if cmd.secret is True else "none" if cmd.secret is False else cmd.secret
    visible = () if secret == "none" else secret_audience(c.id if secret == "gm_and_player" else None)
    rolled = MeshalCheckRolled(
        combatant_id=c.id,
        what=cmd.what,
        attribute=attribute,
        allowed=allowed,
        dice=n,
        scoring=cmd.dice.scoring,
        faces=tuple(faces),
        rerolled=tuple(positions),
        reroll_faces=tuple(fresh),
        fate_changed=changed,
        fate_dice_lost=len(changed),
        final_faces=tuple(final),
        result=result,
        helpers=tuple(rolls),
        help=cmd.help,
        total=total,
        difficulty=cmd.difficulty,
        succeeded=None if cmd.difficulty is None else attempt(total, cmd.difficulty),
        visible_to=visible,
    )
    return [rolled, *lost]


def progressive_check(state: EncounterState, cmd: ProgressiveCheck, dice: Dice) -> list[Event]:
    """``MeshalProgressRolled``: one roll a period until the running total passes the
    difficulty or the periods run out. Raises ``CombatantNotFound``, ``RuleViolation`` for
    a roller who cannot act. Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (累加尝试)."""
    c = _roller(state, cmd.combatant_id, "roll")
    _, n = allowed_dice(c, cmd.dice)
    faces: list[tuple[int, ...]] = []
    results: list[int] = []
    for _ in range(cmd.periods):
        rolled = dice.roll(n, 6) if n else ()
        faces.append(tuple(rolled))
        results.append(score(rolled, cmd.dice.scoring))
        if attempt(sum(results), cmd.difficulty):
            break
    progress = progressive_attempt(results, cmd.difficulty)
    return [
        MeshalProgressRolled(
            combatant_id=c.id,
            what=cmd.what,
            dice=n,
            difficulty=cmd.difficulty,
            period=cmd.period,
            faces=tuple(faces),
            results=tuple(results),
            totals=progress.totals,
            succeeded=progress.succeeded,
            succeeded_in=progress.period,
            estimate=progressive_time(cmd.difficulty, n, cmd.period_length) if n > 0 else None,
            period_length=cmd.period_length,
        )
    ]


def _rerolled(dice: Dice, faces: tuple[int, ...], rule: MeshalReroll | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The positions a re-roll picks and their new faces (rolled now), or nothing."""
    if rule is None or not faces:
        return (), ()
    positions = tuple(reroll_targets(faces, rule.scoring, rule.value))
    return positions, tuple(dice.roll(len(positions), 6)) if positions else ()


def contest_roll(state: EncounterState, cmd: Contest, dice: Dice) -> list[Event]:
    """``MeshalContestRolled``: each side rolls (and re-rolls what its ``reroll`` picks);
    the higher result wins, equal is a draw. Dice in this order: the first side's, its
    re-rolled dice, the second side's, its re-rolled dice. Raises ``CombatantNotFound``;
    ``RuleViolation`` for a side who cannot act or a creature contesting itself.
    Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (对抗, 重掷)."""
    a = _roller(state, cmd.combatant_id, "contest")
    b = _roller(state, cmd.target_id, "contest")
    if a.id == b.id:
        raise RuleViolation("a contest needs two sides")
    _, na = allowed_dice(a, cmd.dice)
    _, nb = allowed_dice(b, cmd.target_dice)
    fa = tuple(dice.roll(na, 6)) if na else ()
    pa, xa = _rerolled(dice, fa, cmd.reroll)
    fb = tuple(dice.roll(nb, 6)) if nb else ()
    pb, xb = _rerolled(dice, fb, cmd.target_reroll)
    ra = score(reroll(fa, pa, xa), cmd.dice.scoring)
    rb = score(reroll(fb, pb, xb), cmd.target_dice.scoring)
    winner = {"first": a.id, "second": b.id, "draw": "draw"}[contest(ra, rb)]
    return [
        MeshalContestRolled(
            combatant_id=a.id,
            target_id=b.id,
            what=cmd.what,
            faces=fa,
            result=ra,
            target_faces=fb,
            target_result=rb,
            winner=winner,
            rerolled=pa,
            reroll_faces=xa,
            target_rerolled=pb,
            target_reroll_faces=xb,
        )
    ]


def progressive_contest_run(state: EncounterState, cmd: ProgressiveContestCommand, dice: Dice) -> list[Event]:
    """``MeshalProgressiveContestRun``: both sides roll once a period (the first side, then
    the second), adding up, until a total reaches ``target`` or the periods run out.
    Raises ``CombatantNotFound``; ``RuleViolation`` for a side who cannot act or a creature
    contesting itself. Source: 001_5f4122b8a83d6727.txt §掷骰Rolling the Dice (累加对抗
    Progressive Contestation: 最先达到约定数量的一方将赢得对抗)."""
    a = _roller(state, cmd.combatant_id, "contest")
    b = _roller(state, cmd.target_id, "contest")
    if a.id == b.id:
        raise RuleViolation("a contest needs two sides")
    _, na = allowed_dice(a, cmd.dice)
    _, nb = allowed_dice(b, cmd.target_dice)
    fa: list[tuple[int, ...]] = []
    fb: list[tuple[int, ...]] = []
    run = progressive_contest([], [], cmd.target)
    for _ in range(cmd.periods):
        fa.append(tuple(dice.roll(na, 6)) if na else ())
        fb.append(tuple(dice.roll(nb, 6)) if nb else ())
        run = progressive_contest(
            [score(f, cmd.dice.scoring) for f in fa], [score(f, cmd.target_dice.scoring) for f in fb], cmd.target
        )
        if run.winner is not None:
            break
    winner = None if run.winner is None else {"first": a.id, "second": b.id, "draw": "draw"}[run.winner]
    return [
        MeshalProgressiveContestRun(
            combatant_id=a.id,
            target_id=b.id,
            what=cmd.what,
            period=cmd.period,
            target=cmd.target,
            faces=tuple(fa),
            target_faces=tuple(fb),
            totals=run.first_totals,
            target_totals=run.second_totals,
            winner=winner,
            decided_in=run.period,
        )
    ]
