"""dnd4e commands (tags ``dnd4e.<verb>``), in the vocabulary every ruleset uses: ``attacker_id``
and ``target_id`` for an attack on one creature, ``caster_id`` and ``target_ids`` for a power
with several targets (close and area attacks), ``reactor_id`` for an opportunity attack,
``combatant_id`` for what a creature does alone, ``target_id`` for what is done to one.

Sources: 004_e86ae0a0322fa3b5.txt (attacks, targeting, conditions, durations, saves) and the
published 4e rules it assumes (PHB 2008: actions, healing, dying, action points). On the grid,
reach, range, areas and adjacency come from positions; the fields that state them are for
fights without a grid.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec
from msgspec import Meta

from fray.domain.commands import CombatantId, Command, Note
from fray.domain.events import Position

from .damage import DamageType
from .durations import DurationKind
from .stat_input import (
    Dice,
    Dnd4eStatsIn,
    EffectIn,
    EffectModifierIn,
    ModifierIn,
    OngoingIn,
    Text,
)

Side = Annotated[str, Meta(min_length=1, max_length=40, examples=["party", "foes"])]
Cover = Literal["none", "cover", "superior_cover"]
Concealment = Literal["none", "partial", "total"]
TurnAction = Literal["standard", "move", "minor"]
Bonuses = Annotated[
    tuple[ModifierIn, ...],
    Meta(
        max_length=10,
        description=(
            "other bonuses and penalties on this roll, each with its source and type (004 §加值与减值: "
            "one type does not stack, one source does not stack)"
        ),
    ),
]


class TargetTerms(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Bonuses, penalties and combat advantage that hold against some targets of an attack
    only (004 §攻击加值: Malys's fireball has +2 against one target, from his wand, and +1
    against any bloodied one, racial): against ``target_id`` (one of the attack's targets),
    against every target that is ``bloodied`` when the attack is rolled, or both (that target,
    if bloodied). ``bonuses`` go on the attack roll against it, ``damage_bonuses`` on the
    damage it takes (a close or area attack's one roll: the same dice, these bonuses added
    for it), ``combat_advantage`` (+2) for a reason Fray does not see."""

    target_id: CombatantId | None = None
    bloodied: bool = False
    bonuses: Bonuses = ()
    damage_bonuses: Bonuses = ()
    combat_advantage: bool = False


Against = Annotated[
    tuple[TargetTerms, ...],
    Meta(max_length=30, description="what holds against some targets only (TargetTerms), added to the rest"),
]


class Dnd4eAddCombatant(Command, frozen=True, tag="dnd4e.add_combatant"):
    """A PC or monster joins with its 4e stat block. ``hp`` (default the maximum) and
    ``temp_hp`` at joining; ``surprised``: it is surprised, so round 1 is a surprise round
    (PHB 2008 p. 267); ``side`` defaults to party for PCs and foes for monsters; the id to the
    name's slug."""

    name: Text
    stats: Dnd4eStatsIn
    combatant_id: CombatantId | None = None
    side: Side | None = None
    hp: Annotated[int, Meta(ge=-5_000, le=10_000)] | None = None
    temp_hp: Annotated[int, Meta(ge=0, le=10_000)] = 0
    surprised: bool = False
    position: Position | None = None


class Attack(Command, frozen=True, tag="dnd4e.attack"):
    """``attacker_id`` uses its melee or ranged ``power`` against ``target_id`` (004 §近战攻击,
    §远程攻击): its action, one attack roll against the power's defence, damage on a hit
    (half on a miss if the power says so), its hit effects. ``cover`` (−2, superior −5),
    ``concealment`` (−2, total −5), ``charge`` (+1), ``combat_advantage`` (+2, for reasons
    Fray does not see, e.g. the target cannot see the attacker) and ``bonuses`` go on the
    attack roll; ``damage_bonuses`` on the damage; ``against``: those that hold only if the
    target is bloodied (``TargetTerms``). ``long_range``: off the grid only, the target is
    beyond the power's range but within its long range (−2). ``from_zone``: the attack comes
    from the attacker's conjuration (its power's name), so reach and range count from its
    square.

    ``target_square`` instead of ``target_id``: the attack is made at a square, not a
    creature (004 §目标选定: an enemy with total concealment, a guess where it is): the
    creature whose space covers it is attacked (state its ``concealment``), and with nobody
    there the attack hits nothing. ``coup_de_grace`` (PHB 2008 p. 288): a standard-action
    attack on a helpless enemy next to the attacker; a hit is a critical hit (004 §重击: 当你
    做出致命一击时，这次攻击自动视为重击), and damage of at least the target's bloodied value
    kills it. ``damage_type``: the power deals this type instead of its own (an item's
    property): it loses its types' keywords and gains this one (004 §伤害类型)."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    power: Text
    target_id: CombatantId | None = None
    target_square: Position | None = None
    cover: Cover = "none"
    concealment: Concealment = "none"
    charge: bool = False
    combat_advantage: bool = False
    bonuses: Bonuses = ()
    damage_bonuses: Bonuses = ()
    against: Against = ()
    long_range: bool | None = None
    from_zone: Annotated[str, Meta(min_length=1, max_length=80)] | None = None
    coup_de_grace: bool = False
    damage_type: DamageType | None = None


class TargetCover(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The cover one target of a close or area attack has (from the origin square)."""

    target_id: CombatantId
    cover: Cover


class UsePower(Command, frozen=True, tag="dnd4e.use_power"):
    """``caster_id`` uses ``power`` against several targets: a close or area attack (one
    attack roll per target, one damage roll for all: 004 §近程攻击, §区域攻击), or a melee or
    ranged power that attacks several creatures (one roll of each per target). On the grid
    the area decides who is in it: ``origin`` is the blast's corner square nearest the
    user's space (its lowest x and y) or an area burst's origin square, ``wall`` the wall's
    squares from its origin; ``target_ids``, if given, must be in the area (leave out those
    out of line of effect). Off the grid ``target_ids`` names them. ``target_cover`` per
    target; ``against``: bonuses, penalties and combat advantage against some targets only
    (one named target, every bloodied one: ``TargetTerms``); the rest as for
    ``dnd4e.attack``, for every target. An area attack ignores concealment between its origin
    square and the targets (004 §区域攻击): ``concealment`` is for close, melee and ranged.
    A power that makes a zone makes it on its area (a melee or ranged power's conjuration on
    ``origin``, within range), hit or miss; one that only makes a zone names no targets.
    ``from_zone``: the power is used from the caster's conjuration (its power's name): range
    and area count from its square. ``damage_type`` as for ``dnd4e.attack``."""

    actor_field: ClassVar[str | None] = "caster_id"

    caster_id: CombatantId
    power: Text
    target_ids: Annotated[tuple[CombatantId, ...], Meta(max_length=30)] = ()
    origin: Position | None = None
    wall: Annotated[tuple[Position, ...], Meta(max_length=20)] = ()
    target_cover: Annotated[tuple[TargetCover, ...], Meta(max_length=30)] = ()
    concealment: Concealment = "none"
    combat_advantage: bool = False
    bonuses: Bonuses = ()
    damage_bonuses: Bonuses = ()
    against: Against = ()
    from_zone: Annotated[str, Meta(min_length=1, max_length=80)] | None = None
    damage_type: DamageType | None = None


class OpportunityAttack(Command, frozen=True, tag="dnd4e.opportunity_attack"):
    """``reactor_id`` takes its opportunity action (PHB 2008 p. 290): a melee basic attack
    against ``target_id``, an adjacent enemy that provoked it (it left a square next to the
    reactor, or made a ranged or area attack there: 004 §远程攻击, §区域攻击). ``power``:
    default its first at-will melee power. Once on each other combatant's turn."""

    actor_field: ClassVar[str | None] = "reactor_id"

    reactor_id: CombatantId
    target_id: CombatantId
    power: Text | None = None
    cover: Cover = "none"
    concealment: Concealment = "none"
    bonuses: Bonuses = ()


class Dnd4eDamagePiece(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Damage of some ``types`` (none: untyped; two: combined): ``dice`` rolled plus
    ``amount``."""

    types: Annotated[tuple[DamageType, ...], Meta(max_length=3)] = ()
    dice: Dice = ""
    amount: Annotated[int, Meta(ge=0, le=10_000)] = 0


class Dnd4eDealDamage(Command, frozen=True, tag="dnd4e.deal_damage"):
    """Damage without an attack roll (a trap, a zone, a power's effect): resistance,
    vulnerability, insubstantial (half), temporary hit points, dying and death apply; a
    weakened source does not halve it (004 §状态 虚弱). ``half``: half damage (a miss)."""

    target_id: CombatantId
    damage: Annotated[tuple[Dnd4eDamagePiece, ...], Meta(min_length=1, max_length=6)]
    source: Text = "damage"
    half: bool = False


class Dnd4eHeal(Command, frozen=True, tag="dnd4e.heal"):
    """``target_id`` regains hit points (PHB 2008 p. 293): with ``surge`` it spends a healing
    surge and regains its surge value, plus ``amount`` and ``dice`` (a healing power's
    "+ 1d6"). From below 0 it starts at 0; never above the maximum; the dead are not healed. A
    dying target with no surge left regains 1 hit point (Rules Compendium, Healing the Dying);
    one above 0 hit points without a surge is refused."""

    target_id: CombatantId
    surge: bool = False
    amount: Annotated[int, Meta(ge=0, le=10_000)] = 0
    dice: Dice = ""
    source: Text = "healing"


class Dnd4eGrantTempHp(Command, frozen=True, tag="dnd4e.grant_temp_hp"):
    """Temporary hit points (PHB 2008 p. 294): they do not add up; the higher is kept."""

    target_id: CombatantId
    amount: Annotated[int, Meta(ge=1, le=10_000)]
    source: Text = "temporary hit points"


class SecondWind(Command, frozen=True, tag="dnd4e.second_wind"):
    """Second wind (PHB 2008 p. 291): a standard action once an encounter: spend a healing
    surge and gain +2 to all defences until the start of one's next turn."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class FirstAid(Command, frozen=True, tag="dnd4e.first_aid"):
    """A Heal check on an adjacent creature, a standard action (PHB 2008 p. 185): ``stabilise``
    a dying one (DC 15: it stops making death saves), or let it ``second_wind`` (DC 10: it
    spends a healing surge, without the defence bonus or using its own second wind; a dying
    one without a surge left regains 1 hit point: Rules Compendium, Healing the Dying)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    target_id: CombatantId
    aid: Literal["stabilise", "second_wind"] = "stabilise"


class Dnd4eSavingThrow(Command, frozen=True, tag="dnd4e.saving_throw"):
    """A saving throw against the "save ends" effect ``condition_id``, when its save is due
    (the end of the bearer's turn: 004 §豁免鉴定): a d20, 10 or more ends it. Send one per
    effect, in the order the creature chooses; aftereffects begin once all due are made.
    ``bonuses``: what a power or feat adds to this save."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    condition_id: Annotated[str, Meta(min_length=1, max_length=80)]
    bonuses: Bonuses = ()


class Dnd4eDeathSave(Command, frozen=True, tag="dnd4e.death_save"):
    """A dying character's death saving throw, due at the end of its turn (PHB 2008 p. 295)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    bonuses: Bonuses = ()


class Dnd4eApplyCondition(Command, frozen=True, tag="dnd4e.apply_condition"):
    """Put an effect on ``target_id``: a ``condition`` (one of the chapter's, or a short name
    for an effect such as ``ongoing_damage``), from ``source``, for ``duration`` keyed to
    ``turn_of``'s turns (default: the source, else whoever's turn it is; save ends is the
    target's), with ``ongoing`` damage, typed ``modifiers`` and an ``aftereffect``. A
    ``marked`` target is marked by ``source`` (one mark at a time). A sustained duration
    lasts while ``source`` sustains it (``dnd4e.sustain``)."""

    target_id: CombatantId
    condition: Annotated[
        str,
        Meta(
            min_length=1, max_length=40, pattern=r"^[a-z][a-z0-9_]*$", examples=["slowed", "marked", "ongoing_damage"]
        ),
    ]
    source: CombatantId | None = None
    duration: DurationKind = "save_ends"
    turn_of: CombatantId | None = None
    ongoing: OngoingIn | None = None
    modifiers: Annotated[tuple[EffectModifierIn, ...], Meta(max_length=10)] = ()
    aftereffect: EffectIn | None = None
    name: Annotated[str, Meta(min_length=1, max_length=80)] | None = None


class Sustain(Command, frozen=True, tag="dnd4e.sustain"):
    """``combatant_id`` sustains its effect ``condition_id`` (``sustain:<name>``, or the name)
    with ``action`` (004 §持续时间: once a round, not on the turn it was made); ``move_to``:
    a zone or conjuration its power lets it move as it is sustained goes there (its origin
    square, at most the power's squares away)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    condition_id: Annotated[str, Meta(min_length=1, max_length=80)]
    action: TurnAction = "minor"
    move_to: Position | None = None


class MoveZone(Command, frozen=True, tag="dnd4e.move_zone"):
    """``combatant_id`` moves its zone or conjuration ``zone`` (its power's name, or
    ``zone:<name>``) so its origin square is ``to``, with the action its power names (a move
    action for most conjurations): at most the power's squares, within its range; a zone
    moved as it is sustained is moved by ``dnd4e.sustain`` with ``move_to`` (PHB 2008, Zone
    and Conjuration keywords)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    zone: Annotated[str, Meta(min_length=1, max_length=80)]
    to: Position


class SpendActionPoint(Command, frozen=True, tag="dnd4e.spend_action_point"):
    """Spend an action point for one extra ``action`` this turn (PHB 2008 p. 286): a free
    action on one's own turn, once an encounter, never in a surprise round."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    action: TurnAction = "standard"


class TakeAction(Command, frozen=True, tag="dnd4e.take_action"):
    """Take an action of kind ``action`` for something Fray does not model (``detail``: draw a
    weapon, open a door, an immediate power with no attack): standard, move and minor on
    one's own turn (a move may use the standard, a minor the move), free at will, immediate
    once a round off one's turn, opportunity once a turn (PHB 2008 pp. 267–268)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    action: Literal["standard", "move", "minor", "free", "immediate", "opportunity"]
    detail: Note = ""


class ForcedMovement(Command, frozen=True, tag="dnd4e.forced_movement"):
    """``by`` pulls, pushes or slides ``target_id`` along ``path`` (the squares it enters) up
    to ``distance`` squares (004 §受迫移动; PHB 2008 p. 285): a push moves it farther from
    ``by`` each square, a pull nearer, a slide anywhere; never into an occupied square; a
    restrained creature cannot be moved. No movement of its own is spent."""

    actor_field: ClassVar[str | None] = "by"

    target_id: CombatantId
    by: CombatantId
    kind: Literal["pull", "push", "slide"]
    distance: Annotated[int, Meta(ge=1, le=20)]
    path: Annotated[tuple[Position, ...], Meta(min_length=1, max_length=20)]


class DropProne(Command, frozen=True, tag="dnd4e.drop_prone"):
    """``combatant_id`` drops prone on purpose: a minor action on its turn (004 §状态 倒地:
    主动倒地一个次要动作)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class Rest(Command, frozen=True, tag="dnd4e.rest"):
    """A rest between fights (PHB 2008 p. 263), allowed before round 1 (a carry-over starts
    there): ``short`` (five minutes: encounter powers and second wind back, effects ended,
    each creature spends the healing surges ``surges`` names, healing its surge value each)
    or ``extended`` (six hours: all hit points and surges, daily powers and 1 action point
    back). ``combatant_ids``: who rests (default: every PC)."""

    kind: Literal["short", "extended"]
    combatant_ids: Annotated[tuple[CombatantId, ...], Meta(max_length=100)] = ()
    surges: Annotated[dict[CombatantId, Annotated[int, Meta(ge=1, le=50)]], Meta(max_length=100)] = {}


class ReachMilestone(Command, frozen=True, tag="dnd4e.reach_milestone"):
    """The party reached a milestone (two encounters without an extended rest: PHB 2008
    p. 286): each of ``combatant_ids`` (default: every PC) gains an action point. Between
    fights, before round 1."""

    combatant_ids: Annotated[tuple[CombatantId, ...], Meta(max_length=100)] = ()


DND4E_COMMANDS: tuple[type[Command], ...] = (
    Dnd4eAddCombatant,
    Attack,
    UsePower,
    OpportunityAttack,
    Dnd4eDealDamage,
    Dnd4eHeal,
    Dnd4eGrantTempHp,
    SecondWind,
    FirstAid,
    Dnd4eSavingThrow,
    Dnd4eDeathSave,
    Dnd4eApplyCondition,
    Sustain,
    SpendActionPoint,
    TakeAction,
    ForcedMovement,
    MoveZone,
    DropProne,
    Rest,
    ReachMilestone,
)
