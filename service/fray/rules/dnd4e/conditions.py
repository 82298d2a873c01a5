"""Conditions and what they do to attacks, defences, damage, movement and actions; combat
advantage; marks.

Source: 004_e86ae0a0322fa3b5.txt §状态, with the published wording where the chapter's list is
shorter (PHB 2008, Conditions, p. 277): an unconscious creature can take no actions and falls
prone if it can; a dying one is unconscious; a petrified one is unconscious and has resist 20
to all damage. Combat advantage is +2 to the attack roll (PHB 2008 p. 279), granted to
attackers by a blinded, dazed, dominated, helpless (so unconscious, dying, petrified),
restrained, stunned or surprised target, and by a prone one to melee attackers only; an
attacker must see its target to gain it (PHB 2008 p. 279). A flanked target grants it to the
flankers (PHB 2008 p. 285).

Marks (标记): a creature is marked by one creature at a time, a new mark replacing the old; it
takes −2 to every attack that does not include its marker among the targets; the mark ends at
once when the marker dies or falls unconscious.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, get_args

from .attack_roll import COMBAT_ADVANTAGE
from .modifiers import Modifier
from .resistance import Resist

ConditionName = Literal[
    "blinded",
    "dazed",
    "deafened",
    "dominated",
    "dying",
    "helpless",
    "immobilized",
    "marked",
    "petrified",
    "prone",
    "restrained",
    "slowed",
    "stunned",
    "surprised",
    "unconscious",
    "weakened",
    "insubstantial",
]
CONDITIONS: tuple[ConditionName, ...] = get_args(ConditionName)

LISTED: tuple[tuple[ConditionName, str], ...] = (
    ("blinded", "Sees nothing: grants combat advantage, −5 to hit (total concealment), cannot flank."),
    (
        "dazed",
        "One action a turn (standard, move or minor); no immediate or opportunity actions; grants combat advantage.",
    ),
    ("deafened", "Hears nothing; −10 to Perception."),
    (
        "dominated",
        "Takes no actions of its own; its dominator picks one at-will action for it; grants combat advantage.",
    ),
    ("dying", "At 0 hit points or fewer: unconscious, and rolls a death saving throw each turn."),
    ("helpless", "Grants combat advantage; may be given a coup de grace."),
    ("immobilized", "Cannot move from its square; may still teleport or be pushed, pulled or slid."),
    ("marked", "−2 to attacks that do not include its marker; one mark at a time; ends when the marker falls."),
    ("petrified", "Turned to stone: unconscious, resists 20 damage of every kind."),
    (
        "prone",
        "−2 to its attacks; grants combat advantage to melee attackers; +2 defences against distant ranged attacks.",
    ),
    ("restrained", "Cannot move or be moved; −2 to its attacks; grants combat advantage."),
    ("slowed", "Speed 2 at most."),
    ("stunned", "No actions at all; grants combat advantage; cannot flank."),
    ("surprised", "No actions in the surprise round; grants combat advantage."),
    ("unconscious", "Helpless and falls prone; −5 to all defences; no actions."),
    ("weakened", "Its attacks deal half damage (not ongoing damage)."),
    ("insubstantial", "Takes half damage from every source."),
)
"""The conditions the table picks from, with what each does in a line (004 §状态 and PHB 2008
p. 277, in Fray's words: what Fray's rules apply, as ``docs/rulesets/dnd4e.md`` tells)."""

_IMPLIES: dict[str, tuple[str, ...]] = {
    "dying": ("unconscious",),
    "petrified": ("unconscious",),
    "unconscious": ("helpless",),
}
GRANTS_CA = ("blinded", "dazed", "dominated", "helpless", "restrained", "stunned", "surprised")
NO_ACTIONS = ("stunned", "surprised", "unconscious", "dominated")
NO_FLANKING = ("blinded", "dazed", "dominated", "stunned", "surprised", "unconscious")
SLOWED_SPEED = 2


def implied(names: Iterable[str]) -> frozenset[str]:
    """``names`` with every condition they bring: dying and petrified → unconscious →
    helpless. Source: 004 §状态 (濒死, 石化, 昏迷). Never raises."""
    out = set(names)
    todo = list(out)
    while todo:
        for more in _IMPLIES.get(todo.pop(), ()):
            if more not in out:
                out.add(more)
                todo.append(more)
    return frozenset(out)


def combat_advantage(
    target: Iterable[str], *, melee: bool, attacker_sees: bool = True, flanked: bool = False
) -> tuple[str, ...]:
    """Why an attacker has combat advantage against ``target`` (its conditions): each granting
    condition by name, "prone" for a melee attack only, "flanked"; none when the attacker
    cannot see the target. Source: 004 §状态; PHB 2008 pp. 279, 285. Never raises."""
    if not attacker_sees:
        return ()
    t = implied(target)
    why = [c for c in GRANTS_CA if c in t]
    if melee and "prone" in t:
        why.append("prone")
    if flanked:
        why.append("flanked")
    return tuple(why)


AttackWay = Literal["melee", "ranged", "close", "area"]


def attack_modifiers(
    attacker: Iterable[str],
    target: Iterable[str],
    *,
    kind: AttackWay,
    attacker_sees: bool = True,
    flanked: bool = False,
    marked_by: str | None = None,
    target_ids: Sequence[str] = (),
) -> list[Modifier]:
    """Modifiers conditions put on one attack roll: combat advantage +2 (one source, however
    many reasons), attacker prone −2, attacker restrained −2, a blinded attacker's target in
    total concealment −5 (PHB 2008 p. 280), −2 for a marked attacker whose attack does not
    include ``marked_by`` among ``target_ids``.
    Source: 004_e86ae0a0322fa3b5.txt §状态 (目盲, 倒地, 受缚, 标记); PHB 2008 p. 279. Never raises."""
    a = implied(attacker)
    out: list[Modifier] = []
    ca = combat_advantage(
        target, melee=kind == "melee", attacker_sees=attacker_sees and "blinded" not in a, flanked=flanked
    )
    if ca:
        out.append(COMBAT_ADVANTAGE)
    if "prone" in a:
        out.append(Modifier(value=-2, source="prone"))
    if "restrained" in a:
        out.append(Modifier(value=-2, source="restrained"))
    if "blinded" in a:
        out.append(Modifier(value=-5, source="concealment"))
    if marked_by is not None and marked_by not in target_ids:
        out.append(Modifier(value=-2, source="marked"))
    return out


def defence_modifiers(target: Iterable[str], *, ranged: bool = False, adjacent: bool = True) -> list[Modifier]:
    """Modifiers conditions put on a target's defences: unconscious −5 to all; prone +2
    against ranged attacks from an attacker that is not adjacent.
    Source: 004_e86ae0a0322fa3b5.txt §状态 (昏迷, 倒地). Never raises."""
    t = implied(target)
    out: list[Modifier] = []
    if "unconscious" in t:
        out.append(Modifier(value=-5, source="unconscious"))
    if "prone" in t and ranged and not adjacent:
        out.append(Modifier(value=2, source="prone"))
    return out


def resistances(target: Iterable[str]) -> list[Resist]:
    """Resistances conditions give: petrified, resist 20 to all damage (004 §状态 石化)."""
    return [Resist("all", 20)] if "petrified" in set(target) else []


def speed(base: int, names: Iterable[str]) -> int:
    """Squares a creature may move now: 0 when immobilized, restrained or unable to act
    (stunned, surprised, unconscious, dominated: its dominator moves it), at most 2 when
    slowed (never raised to 2). Forced movement and teleportation are not moves: a restrained
    creature cannot even be pushed, pulled or slid (:func:`forced_movement_allowed`).
    Source: 004_e86ae0a0322fa3b5.txt §状态 (定身, 受缚, 迟缓). Never raises."""
    n = implied(names)
    if n & {"immobilized", "restrained", *NO_ACTIONS}:
        return 0
    return min(base, SLOWED_SPEED) if "slowed" in n else base


def forced_movement_allowed(names: Iterable[str]) -> bool:
    """Whether a creature can be pulled, pushed or slid: not while restrained (004 §状态 受缚)."""
    return "restrained" not in set(names)


def can_flank(names: Iterable[str]) -> bool:
    """Whether a creature can flank: not blinded, dazed, dominated, stunned, surprised or
    unconscious. Source: 004 §状态. Never raises."""
    return not (implied(names) & set(NO_FLANKING))


def mark(current: str | None, new_marker: str) -> str:
    """The marker after ``new_marker`` marks a creature marked by ``current``: the new mark
    replaces the old (one mark at a time). Source: 004 §状态 (标记). Never raises."""
    return new_marker


def mark_holds(marker_dead: bool, marker_names: Iterable[str]) -> bool:
    """Whether a mark still holds: it ends at once when its marker dies or falls unconscious
    (dying and petrified included). Source: 004 §状态 (标记). Never raises."""
    return not marker_dead and "unconscious" not in implied(marker_names)


def halves_damage_dealt(names: Iterable[str]) -> bool:
    """Whether a creature's attacks deal half damage: weakened (004 §状态 虚弱)."""
    return "weakened" in set(names)


def halves_damage_taken(names: Iterable[str]) -> bool:
    """Whether a creature takes half damage: insubstantial (004 §状态 虚体)."""
    return "insubstantial" in set(names)
