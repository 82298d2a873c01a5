"""The 5e conditions and what they do to attack rolls, saving throws, speed and actions.

The chapter (002) names conditions (Схоплений/grappled, Недієздатний/incapacitated, …) but
not their rules; every table uses the published ones, followed here (PHB 2024, Rules Glossary).
A condition's id is its name, or ``name:source`` when one creature can carry it from several
sources (frightened of two dragons). Hit points at 0 count as ``unconscious`` even when no
condition was recorded (a GM's ``apply_damage`` by hand), so the rules never disagree with HP.
"""

from __future__ import annotations

from fray.domain.events import Condition, Expiry, Modifier
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp
from fray.domain.turns import Boundary, from_now

STANDARD = (
    "blinded",
    "charmed",
    "deafened",
    "exhaustion",
    "frightened",
    "grappled",
    "incapacitated",
    "invisible",
    "paralyzed",
    "petrified",
    "poisoned",
    "prone",
    "restrained",
    "stunned",
    "unconscious",
)
INJURIES = (
    "lose_an_eye",
    "lose_an_arm_or_hand",
    "lose_foot_or_leg",
    "limp",
    "internal_injury",
    "broken_ribs",
    "horrible_scar",
    "festering_wound",
    "minor_scar",
)
"""003 §Lingering Injuries, the d20 table's results; each is a condition ``injury_<name>``."""
APPLICABLE = (*STANDARD, "dodging", "hidden", "surprised", "stable", *(f"injury_{n}" for n in INJURIES))
"""What ``apply_condition`` accepts by name: the 15 conditions of the published rules, the
states this ruleset gives effects to and the 003 injuries; a table's own condition needs
``custom``."""
LISTED: tuple[tuple[str, str], ...] = (
    ("blinded", "Cannot see; its attack rolls have disadvantage, attacks against it advantage."),
    ("charmed", "Cannot attack the charmer; the charmer has advantage on social checks against it."),
    ("deafened", "Cannot hear."),
    ("exhaustion", "Each level: −2 to d20 tests and −5 ft speed; 6 levels kill."),
    ("frightened", "Disadvantage on checks and attacks while the source is in sight; cannot move closer."),
    ("grappled", "Speed 0; disadvantage on attacks against anyone but the grappler."),
    ("incapacitated", "No actions, bonus actions or reactions; concentration broken."),
    ("invisible", "Advantage on its attacks and initiative, disadvantage on attacks against it."),
    ("paralyzed", "Incapacitated, speed 0, fails Str and Dex saves; hits from within 5 ft are critical."),
    ("petrified", "Turned to stone: incapacitated, resists all damage, fails Str and Dex saves."),
    ("poisoned", "Disadvantage on attack rolls and ability checks."),
    ("prone", "Crawls; disadvantage on its attacks; attacks within 5 ft have advantage, farther disadvantage."),
    ("restrained", "Speed 0; disadvantage on its attacks and Dex saves; attacks against it have advantage."),
    ("stunned", "Incapacitated, fails Str and Dex saves; attacks against it have advantage."),
    ("unconscious", "Incapacitated and prone; fails Str and Dex saves; hits from within 5 ft are critical."),
    ("dodging", "The Dodge action: attacks against it have disadvantage, Dex saves advantage."),
    ("hidden", "Unseen: advantage on its attacks until it is found or attacks."),
)
"""The conditions the table picks from, with what each does in a line (PHB 2024, Rules
Glossary, in Fray's words); the injuries are applied by the 003 table's roll."""
INCAPACITATING = frozenset({"incapacitated", "paralyzed", "petrified", "stunned", "unconscious"})
SPEED_ZERO = frozenset({"grappled", "restrained", "paralyzed", "petrified", "stunned", "unconscious"})
FAILS_STR_DEX = frozenset({"paralyzed", "petrified", "stunned", "unconscious"})
# Ruleset-owned markers (not 5e conditions): what an action or a rule leaves behind.
DEAD, STABLE, CONCENTRATING, DODGING, DISENGAGED = "dead", "stable", "concentrating", "dodging", "disengaged"
HIDDEN, DISTRACTED, HELPED_CHECK, READIED, SURPRISED = "hidden", "distracted", "helped_check", "readied", "surprised"
LIGHT_ATTACK, NO_REACTIONS, SHAKEN = "light_attack_made", "no_reactions", "shaken"
MULTIATTACK_BEGUN, MULTIATTACK_EXTRA = "multiattack_begun", "multiattack_extra_used"
SAVE_DUE, INJURY_DUE, DEATH_SAVE_DUE = "save_due", "injury_due", "death_save_due"
MARKED, MARK_USED, MAY_PASS, CLIMBING, CARRYING = "marked", "mark_attack_used", "may_pass", "climbing_on", "carrying"
DROPPED = "dropped"
MARKERS = frozenset(
    {
        "spell_slot_used",
        LIGHT_ATTACK,
        SAVE_DUE,
        INJURY_DUE,
        DEATH_SAVE_DUE,
        "mark_attack_used",
        "may_pass",
        "morale_due",
        "morale_half_hp_seen",
        "morale_half_lost_seen",
        "declared_action",
        MULTIATTACK_BEGUN,
        MULTIATTACK_EXTRA,
    }
)
"""Ids (before any ``:source``) of this ruleset's internal markers: bookkeeping, not what a
player calls a condition (``Condition.marker``)."""
RESERVED = (
    frozenset(
        {
            DEAD,
            STABLE,
            CONCENTRATING,
            DODGING,
            DISENGAGED,
            HIDDEN,
            DISTRACTED,
            HELPED_CHECK,
            READIED,
            SURPRISED,
            LIGHT_ATTACK,
            NO_REACTIONS,
            SHAKEN,
            SAVE_DUE,
            INJURY_DUE,
            DEATH_SAVE_DUE,
            MARKED,
            MARK_USED,
            MAY_PASS,
            CLIMBING,
            CARRYING,
            DROPPED,
        }
    )
    | MARKERS
)
"""The names this ruleset's own rules give conditions and markers: a table's custom condition
may not take one (a custom ``dead`` would kill without the rules)."""


def base(condition_id: str) -> str:
    """The condition's name without its source: ``"frightened:dragon"`` → ``"frightened"``.
    Source: (glue: no rule of its own)."""
    return condition_id.split(":", 1)[0]


def names(c: Combatant) -> set[str]:
    """The names of every condition that holds on ``c`` now, with what they imply:
    0 HP and not dead → unconscious; paralyzed/petrified/stunned/unconscious → incapacitated;
    hidden → invisible (PHB 2024 Hide: "you have the Invisible condition while hidden")."""
    out = {base(k.id) for k in c.conditions}
    if hp(c) <= 0 and DEAD not in out:
        out.add("unconscious")
    if out & INCAPACITATING:
        out.add("incapacitated")
    if HIDDEN in out:
        out.add("invisible")
    return out


def with_source(c: Combatant, name: str) -> list[Condition]:
    """Every condition on ``c`` called ``name`` (any source). Source: (glue: no rule of its own)."""
    return [k for k in c.conditions if base(k.id) == name]


def exhaustion(c: Combatant) -> int:
    """Exhaustion level 0–6 (a resource track).
    Source: published 5e rules (PHB 2024), Rules Glossary (Exhaustion)."""
    track = c.resources.get("exhaustion")
    return 0 if track is None else track.current


def d20_penalty(c: Combatant) -> int:
    """−2 per exhaustion level on every d20 test (published 5e, PHB 2024 Exhaustion)."""
    return -2 * exhaustion(c)


def incapacitated(c: Combatant) -> bool:
    """True when ``c`` can take no action, bonus action or reaction (incapacitated or worse,
    at 0 HP, or dead). Source: published 5e rules (PHB 2024), Rules Glossary (Incapacitated, Unconscious)."""
    n = names(c)
    return "incapacitated" in n or DEAD in n


def speed_now(c: Combatant, speed_ft: int) -> int:
    """Walking speed in feet this turn: 0 while grappled, restrained, paralyzed, petrified,
    stunned, unconscious or dead; else the speed less 5 ft per exhaustion level (PHB 2024),
    halved by a lost leg and less 5 ft for a limp (003 Lingering Injuries)."""
    n = names(c)
    if n & SPEED_ZERO or DEAD in n:
        return 0
    speed = speed_ft
    if "injury_lose_foot_or_leg" in n:
        speed //= 2
    if "injury_limp" in n:
        speed -= 5
    return max(0, speed - 5 * exhaustion(c))


def grapplers(c: Combatant) -> set[str]:
    """Ids of the creatures grappling ``c`` (the source of each ``grappled`` condition).
    Source: 002_06b8b5e39c23dcd7.txt §Удар без зброї, захоплення, поштовх;
    published 5e rules (PHB 2024), Grappled."""
    return {k.source for k in with_source(c, "grappled") if k.source}


def condition(
    state: EncounterState,
    name: str,
    *,
    source: str | None = None,
    modifiers: tuple[Modifier, ...] = (),
    dc: int | None = None,
    expires: Expiry = Expiry(),
    spent_by: str | None = None,
    label: str | None = None,
) -> Condition:
    """A core ``Condition`` with id ``name`` (or ``name:source`` for conditions a creature may
    carry from several sources: the id is only a unique key, the source is ``source``), its
    typed data (``modifiers``, ``dc``), and ``marker`` set for this ruleset's ``MARKERS``.
    Source: (glue: no rule of its own)."""
    del state
    multi = name in ("frightened", "charmed", "grappled", DISTRACTED, SAVE_DUE, "morale_due") and source
    return Condition(
        id=f"{name}:{source}" if multi else name,
        name=label or name,
        source=source,
        modifiers=modifiers,
        dc=dc,
        expires=expires,
        spent_by=spent_by,
        marker=name in MARKERS,
    )


def next_turn(state: EncounterState, combatant_id: str, at: Boundary = "start_of_turn") -> Expiry:
    """An expiry at the start (or end) of ``combatant_id``'s next turn after now (core rule:
    a turn that starts after this moment).
    Source: published 5e rules (PHB 2024) durations ("until the start/end of X's next turn")."""
    return from_now(state, combatant_id, at)


def this_turn_end(state: EncounterState, combatant_id: str) -> Expiry:
    """An expiry at the end of the turn now running (``combatant_id``'s): the core's
    ``Expiry(turn="current")``.
    Source: published 5e rules (PHB 2024) durations ("until the end of this turn")."""
    return Expiry(
        at="end_of_turn",
        combatant_id=combatant_id,
        applied_round=state.round,
        applied_during=state.turn,
        turn="current",
    )
