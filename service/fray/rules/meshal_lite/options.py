"""The encounter options of ``meshal-lite``: the handbook's gaps and its extension rules.

Each gap the handbook leaves (where it is silent on something every table must decide) is an option with a documented
default; each extension rule (扩展) is a switch, off by default, as the handbook leaves them
to the table ("主持人与玩家们可以自由决定在游戏中采用哪些扩展规则").
Source: 001_5f4122b8a83d6727.txt §规则Rules (扩展规则), and the modules each option names.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.state import EncounterState

from .attacks import Defence
from .attributes import AttributeName, Pools, roll_dice


class DefencePools(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The attribute whose dice each defence rolls (points). DECISION (gap): parry (格挡) →
    Might, dodge (闪避) → Activeness, resist (抵抗) → Spirit: defences roll attribute dice
    (a "-" attribute "rolls 3 dice when it must roll, e.g. for a defence") and this is the
    pairing the attributes' descriptions suggest (Might: force; Activeness: reflexes and
    getting out of danger; Spirit: will and the supernatural)."""

    parry: AttributeName = "might"
    dodge: AttributeName = "activeness"
    resist: AttributeName = "spirit"


class MeshalOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``mobility_per_round`` ⚡ (default 3), refilled each ``round`` or each ``turn``
    (default round), ``long_actions`` (a tactic may cost more ⚡ than is left, owing the rest;
    default on), ``drop_item_cost`` (0 or 1⚡, default 0), ``defence_pools``; and the
    extension switches (all off): ``expense_of_fate``, ``coup_de_grace``,
    ``group_initiative``, ``overreach``, ``facing``, ``postures``, ``lifting``.
    See ``mobility`` and ``DefencePools`` for the reasons.

    Readings where an earlier version chose against the text, now options whose default is
    the text's (encounters stored before keep theirs, ``LEGACY``): ``range_ends``
    (``exclusive``: "3~6步" is more than 3 and less than 6 steps, §测距Measurement;
    ``top_included``: at most 6) and ``intensity_sides`` (``hostile``: only hostile
    creatures count as enemies, §战斗强度Combat Intensity "将所有参战敌对生物的实力相加", so
    sides named neutral at ``end_fight`` are left out; ``every_other_side``: every side but
    the party's); ``defence_timing`` (``after_protection``: the attack is two steps, the
    roll net of protection first and the defender's ``meshal-lite.defend`` then, §防御Defending
    "受击者可在攻击掷骰经防护减免后再决定是否防御"; ``with_attack``: the defence is named with
    the attack, the reading stored before)."""

    mobility_per_round: Annotated[int, msgspec.Meta(ge=1, le=12)] = 3
    mobility_refill: Literal["round", "turn"] = "round"
    long_actions: bool = True
    drop_item_cost: Literal[0, 1] = 0
    defence_pools: DefencePools = DefencePools()
    expense_of_fate: bool = False
    coup_de_grace: bool = False
    group_initiative: bool = False
    overreach: bool = False
    facing: bool = False
    postures: bool = False
    lifting: bool = False
    range_ends: Literal["exclusive", "top_included"] = "exclusive"
    intensity_sides: Literal["hostile", "every_other_side"] = "hostile"
    defence_timing: Literal["after_protection", "with_attack"] = "after_protection"


LEGACY: dict[str, Any] = {
    "range_ends": "top_included",
    "intensity_sides": "every_other_side",
    "defence_timing": "with_attack",
}
"""The readings encounters stored before an option existed were played with: an option
missing from a stored encounter takes this value, not the new default (the text's reading),
so an encounter keeps the reading it was played with. ``check_options`` spells every option
out at creation, so new encounters never fall back on these."""


def read_options(given: dict[str, Any]) -> MeshalOptions:
    """The options as a typed value. Raises ``InvalidCommand`` naming a bad or unknown option.
    Source: (glue: no rule of its own)."""
    try:
        return msgspec.convert(given, MeshalOptions)
    except msgspec.ValidationError as exc:
        known = ", ".join(MeshalOptions.__struct_fields__)
        raise InvalidCommand(f"these options are not valid for meshal-lite: {exc}; options: {known}") from exc


def options_of(state: EncounterState) -> MeshalOptions:
    """The options of a stored encounter, read tolerantly: a switch a later version dropped
    is skipped, a missing one takes its ``LEGACY`` reading if it has one, else its default
    (``check_options`` spelled them all out at creation). Never raises for options ``check_options`` accepted.
    Source: (glue: no rule of its own)."""
    known = {k: v for k, v in state.options.items() if k in MeshalOptions.__struct_fields__}
    return read_options({**LEGACY, **known})


def require(options: MeshalOptions, switch: str, what: str) -> None:
    """Raise ``RuleViolation`` unless the extension rule ``switch`` is on (``what`` names it
    for the table). Source: 001_5f4122b8a83d6727.txt §规则Rules (扩展规则)."""
    if not getattr(options, switch):
        raise RuleViolation(
            f"{what} is an extension rule that is off in this encounter; create it "
            f'with "options": {{"{switch}": true}} to use it'
        )


def check_options(given: dict[str, Any]) -> dict[str, Any]:
    """The options of a new encounter, checked when it is created, spelled out with every
    default. Raises ``InvalidCommand`` naming a bad or unknown option.
    Source: (glue: no rule of its own)."""
    result: dict[str, Any] = msgspec.to_builtins(read_options(given))
    return result


def defence_pool(options: MeshalOptions, defence: Defence) -> AttributeName:
    """The attribute a defence rolls under these options. Raises ``InvalidCommand`` for an
    unknown defence. Source: 001_5f4122b8a83d6727.txt §防御Defending (a decision: see
    ``DefencePools``)."""
    if defence not in ("parry", "dodge", "resist"):
        raise InvalidCommand(f"defences are parry, dodge, resist; not {defence!r}")
    pool: AttributeName = getattr(options.defence_pools, defence)
    return pool


def drop_cost(options: MeshalOptions) -> int:
    """⚡ to drop an item under these options (default 0, see ``mobility``).
    Source: 001_5f4122b8a83d6727.txt §物品Items (丢弃与掉落), §瞬息Moment过程 (常用行动速查)."""
    return options.drop_item_cost


def defence_dice(options: MeshalOptions, defence: Defence, attrs: Pools) -> int:
    """Dice a defender rolls for ``defence``: that attribute's pool now (3 if it is "-").
    Raises ``InvalidCommand`` for an unknown defence.
    Source: 001_5f4122b8a83d6727.txt §防御Defending, §属性Attribute Scores (无效属性)."""
    return roll_dice(attrs[defence_pool(options, defence)])
