"""dnd5e-2024 commands (tags ``dnd5e-2024.<name>``). Sources: 002_06b8b5e39c23dcd7.txt (the
combat chapter), 003_f1a408214e2b5451.txt (DMG options, refused unless switched on), and the
published 5e rules (PHB 2024) where the chapter is silent.

On the grid, distance, reach, range and "a hostile within 5 ft" come from positions; the
fields that state them are for fights without a grid.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec
from msgspec import Meta

from fray.domain.commands import CombatantId, Command, Note
from fray.domain.events import Position

from .stat_input import Dnd5eStatsIn, Dnd5eStatsOverrides
from .stats import Ability, DamageType
from .stats import StrictDice as Dice

Side = Annotated[str, Meta(min_length=1, max_length=40, examples=["party", "foes"])]
Reasons = Annotated[
    tuple[Annotated[str, Meta(max_length=60)], ...],
    Meta(max_length=10, description="why: each reason counts once; any advantage and any disadvantage cancel"),
]
Cover = Literal["none", "half", "three_quarters", "total"]
FeetIn = Annotated[int, Meta(ge=0, le=100_000, description="feet")]
DC = Annotated[int, Meta(ge=1, le=40, description="difficulty class")]
Text = Annotated[str, Meta(min_length=1, max_length=80)]
Skill = Annotated[str, Meta(max_length=20, examples=["stealth", "athletics"])]


class AddCombatant(Command, tag="dnd5e-2024.add_combatant", frozen=True):
    """A PC or monster joins with its 5e stat block: ``stats`` stated in full, or ``creature``,
    a creature of the monster library by id or name (``GET /rulesets/dnd5e-2024/creatures``:
    the SRD 5.1 creatures), copied into the event whole, with ``overrides`` changing fields of
    its block first. ``count`` (1–20) brings that many, named "Goblin 1", "Goblin 2" …
    (numbered after those already there; a lone newcomer with a free name keeps it plain).
    ``name``: the GM's name for them (default the library's, or, when players may not see the
    side's stat blocks, the creature's type: "Humanoid 1"). ``hit_points``: a library block's
    ``average`` (the printed number) or ``rolled`` from its ``hp_formula`` (each creature its
    own roll). ``hp`` (default the maximum) and ``temp_hp`` at joining; ``surprised`` rolls
    initiative with disadvantage (002 §Порядок бою); ``side`` defaults to party for PCs and
    foes for monsters; the id to the name's slug (``combatant_id`` for a lone one)."""

    actor_field: ClassVar[str | None] = None

    name: Text | None = None
    stats: Dnd5eStatsIn | None = None
    creature: Annotated[str, Meta(min_length=1, max_length=80, examples=["goblin"])] | None = None
    count: Annotated[int, Meta(description="how many to add: 1–20 (more is refused, 422)")] = 1
    hit_points: Literal["average", "rolled"] = "average"
    overrides: Dnd5eStatsOverrides | None = None
    combatant_id: CombatantId | None = None
    side: Side | None = None
    hp: Annotated[int, Meta(ge=0)] | None = None
    temp_hp: Annotated[int, Meta(ge=0, le=100_000)] = 0
    surprised: bool = False
    position: Position | None = None


class _Roll(Command, kw_only=True, frozen=True):
    advantage: Reasons = ()
    disadvantage: Reasons = ()


class CleaveCover(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The cover one creature of a cleave has against the attacker (002 §Укриття): the same
    attack roll meets its AC plus this cover's bonus (half +2, three-quarters +5); total
    cover keeps it out of the cleave."""

    target_id: CombatantId
    cover: Cover


class MakeAttack(_Roll, tag="dnd5e-2024.attack", frozen=True):
    """One attack of the Attack action on the attacker's turn (002 §Атака): ``attack`` names
    one in the block, or ``"unarmed"`` for an Unarmed Strike (1 + STR bludgeoning). The first
    attack spends the action; Extra Attack leaves spare attacks. ``off_hand``: the bonus-action
    attack of two-weapon fighting with a different light weapon after a light-weapon attack
    (002 §Бій двома зброями). ``cover`` of the target (002 §Укриття); ``distance_ft`` and
    ``enemy_within_5ft`` only off the grid; ``damage_adjustment`` is added before resistance.
    003 options: ``mark`` the target (Mark), ``cleave_into`` (Cleaving: the one attack roll
    against each creature in turn, each with its own cover, ``cleave_cover``; the roll's
    advantage and disadvantage are the roll's, so they cannot differ by creature),
    ``cover_creature_id`` or ``cover_object`` (Hitting Cover: the creature or the object
    giving the cover).
    ``ranged``: how a thrown weapon is used (true: thrown; false: in melee;
    left out: by the distance on the grid, melee within reach)."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    target_id: CombatantId
    attack: Text
    cover: Cover = "none"
    distance_ft: FeetIn | None = None
    enemy_within_5ft: bool | None = None
    off_hand: bool = False
    damage_adjustment: Annotated[int, Meta(ge=-100, le=100)] = 0
    mark: bool = False
    cleave_into: Annotated[tuple[CombatantId, ...], Meta(max_length=10)] = ()
    cleave_cover: Annotated[tuple[CleaveCover, ...], Meta(max_length=10)] = ()
    cover_creature_id: CombatantId | None = None
    cover_object: Text | None = None
    ranged: bool | None = None


class OpportunityAttack(_Roll, tag="dnd5e-2024.opportunity_attack", frozen=True):
    """A reaction (002 §Атака за нагоди): ``reactor_id`` makes one melee attack on
    ``target_id``, which is leaving its reach by its own movement (not after Disengage, not
    teleported or moved by another). On the grid the target must have started its latest move
    within the reactor's reach and now be outside it. ``attack`` as for an attack."""

    actor_field: ClassVar[str | None] = "reactor_id"

    reactor_id: CombatantId
    target_id: CombatantId
    attack: Text = "unarmed"
    cover: Cover = "none"


class DamagePiece(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Damage of one type: ``dice`` rolled (doubled when critical) plus ``amount``."""

    type: DamageType
    dice: Dice = ""
    amount: Annotated[int, Meta(ge=0, le=100_000)] = 0


class DealDamage(Command, tag="dnd5e-2024.deal_damage", frozen=True):
    """Damage from a spell, a trap, a fall: resistance, temporary HP, 0 HP, death saves and
    concentration apply as for an attack. ``adjustment`` goes to the first type."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    damage: Annotated[tuple[DamagePiece, ...], Meta(min_length=1, max_length=6)]
    source: Text = "damage"
    critical: bool = False
    adjustment: Annotated[int, Meta(ge=-100, le=100)] = 0


class Heal(Command, tag="dnd5e-2024.heal", frozen=True):
    """Healing of ``amount`` + ``dice`` hit points (never above the maximum). From 0 HP it
    wakes the creature and resets its death saves; the dead cannot be healed."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    amount: Annotated[int, Meta(ge=0, le=100_000)] = 0
    dice: Dice = ""
    source: Text = "healing"


class GrantTempHp(Command, tag="dnd5e-2024.grant_temp_hp", frozen=True):
    """Temporary hit points (002 §Тимчасові ОЗ): they do not stack; ``keep`` the higher
    (default), the new or the old ones."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    amount: Annotated[int, Meta(ge=1, le=100_000)]
    keep: Literal["higher", "new", "old"] = "higher"
    source: Text = "temporary hit points"


class DeathSave(Command, tag="dnd5e-2024.death_save", frozen=True):
    """Roll a death saving throw for a dying creature (published 5e, PHB 2024)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class SavingThrow(_Roll, tag="dnd5e-2024.saving_throw", frozen=True):
    """A saving throw of ``ability`` against ``dc``. ``condition_id``: the condition it is
    for; a success ends it. Against a "save ends" condition the save is the condition's own
    (its stored ability and DC: leave them out, or state the same ones) and answers its
    pending ``save_due`` prompt, once. ``cover`` adds to DEX saves."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    ability: Ability | None = None
    dc: DC | None = None
    purpose: Note = ""
    condition_id: Annotated[str, Meta(max_length=80)] | None = None
    cover: Cover = "none"


class AbilityCheck(_Roll, tag="dnd5e-2024.ability_check", frozen=True):
    """An ability check of ``ability`` (``skill`` if any) against ``dc`` (none: the GM judges).
    Costs nothing: the action that calls for it is sent on its own. ``by_sight``: a
    Perception check that relies on sight (the default); ``balance``: a DEX check made to
    keep one's balance (both matter to 003 Lingering Injuries)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    ability: Ability
    skill: Skill | None = None
    dc: DC | None = None
    purpose: Note = ""
    by_sight: bool = True
    balance: bool = False


Duration = Literal["until_removed", "start_of_next_turn", "end_of_next_turn", "rounds", "save_ends"]


class ApplyCondition(Command, tag="dnd5e-2024.apply_condition", frozen=True):
    """Put a condition on ``target_id``: one of the 15 (``exhaustion`` adds ``levels``) or
    any other name. ``duration``: until removed; until the start or end of ``turn_of``'s next
    turn (default the creature whose turn it is); ``rounds`` (ends at the start of
    ``turn_of``'s turn that many rounds later); ``save_ends`` (a ``save_ability`` save against
    ``save_dc``, due at ``save_at`` of the target's turns). ``source``: who caused it.
    ``concentration``: the condition is a concentration spell's effect and lasts while
    ``source`` concentrates (Hold Person's paralyzed): it ends when that concentration ends
    (a failed save, incapacitated, a new concentration, the GM ending it). A name that is not
    a 5e condition is refused with the list, unless ``custom`` says it is the table's own."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    condition: Annotated[str, Meta(min_length=1, max_length=40, pattern=r"^[a-z_]+$")]
    source: CombatantId | None = None
    duration: Duration = "until_removed"
    turn_of: CombatantId | None = None
    rounds: Annotated[int, Meta(ge=1, le=1000)] = 1
    save_ability: Ability | None = None
    save_dc: DC | None = None
    save_at: Literal["start_of_turn", "end_of_turn"] = "end_of_turn"
    levels: Annotated[int, Meta(ge=1, le=6)] = 1
    concentration: bool = False
    custom: bool = False


class EndCondition(Command, tag="dnd5e-2024.end_condition", frozen=True):
    """End ``condition_id`` on ``target_id`` (exhaustion: remove ``levels``)."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    condition_id: Annotated[str, Meta(min_length=1, max_length=80)]
    levels: Annotated[int, Meta(ge=1, le=6)] = 1


class TakeAction(Command, tag="dnd5e-2024.take_action", frozen=True):
    """One of the actions of 002 §Дії в бою, on the creature's turn, spending its action:
    ``dash`` (its speed again), ``disengage`` (no opportunity attacks until the turn ends),
    ``dodge`` (attacks on it with disadvantage, DEX saves with advantage, until its next
    turn), ``help`` (``target_id`` an ally: advantage on its next check; an enemy within 5 ft:
    an ally's next attack on it has advantage; a creature at 0 HP: stabilise with a DC 10
    WIS (Medicine) check), ``hide`` (DEX (Stealth) DC 15 while unseen), ``influence``,
    ``search``, ``study`` (checks: ``skill``, ``dc``), ``utilize`` (``detail`` says what).
    ``healers_kit``: stabilising with a Healer's Kit needs no check (PHB 2024).
    ``as_bonus_action``: take it with the bonus action instead, when the stat block's
    ``bonus_action_grants`` lists it (Cunning Action: dash, disengage, hide; Nimble Escape:
    disengage, hide)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    action: Literal["dash", "disengage", "dodge", "help", "hide", "influence", "search", "study", "utilize"]
    target_id: CombatantId | None = None
    skill: Skill | None = None
    dc: DC | None = None
    detail: Note = ""
    healers_kit: bool = False
    as_bonus_action: bool = False


class CastSpell(Command, tag="dnd5e-2024.cast_spell", frozen=True):
    """The Magic action (002 §Дії в бою), or a spell with a bonus action or reaction casting
    time: ``spell_level`` 0 is a cantrip (no slot); otherwise a slot of ``slot_level`` (default
    ``spell_level``) is spent. ``concentration`` starts it and ends any earlier concentration.
    A ``spell`` of the spell list (``GET /rulesets/dnd5e-2024/spells``: the SRD 5.1's, 2014)
    knows its level and concentration; with ``target_ids`` its effect is played in the same
    command: its spell attack against each target, or each target's save against the caster's
    spell save DC (damage rolled once, half on a success where the spell says so, the
    conditions of a failure), or its damage or healing (``caster_level`` for a cantrip's
    damage; ``cover`` of each target). Any other spell is bookkeeping: its effects are sent
    as ``deal_damage``, ``saving_throw``, ``apply_condition``."""

    actor_field: ClassVar[str | None] = "caster_id"

    caster_id: CombatantId
    spell: Text
    spell_level: Annotated[int, Meta(ge=0, le=9, description="the list's level when left out; else 0")] | None = None
    slot_level: Annotated[int, Meta(ge=1, le=9)] | None = None
    casting: Literal["action", "bonus_action", "reaction"] = "action"
    concentration: bool = False
    target_ids: Annotated[tuple[CombatantId, ...], Meta(max_length=50)] = ()
    caster_level: Annotated[int, Meta(ge=1, le=20)] | None = None
    cover: Annotated[dict[CombatantId, Cover], Meta(max_length=50)] = {}


class UseAction(Command, tag="dnd5e-2024.use_action", frozen=True):
    """A save action of the stat block (a breath weapon, a gaze, a stench: ``save_actions``)
    on the creature's turn: every one of ``target_ids`` (the creatures in its area, as the GM
    judges it) makes the save; the damage is rolled once. It takes the action, or, as part of
    the Multiattack its block names it in, one of the Multiattack's attacks (in place of one)
    or none (besides them, once a turn). A Recharge action must have recharged; a per-day
    one must have uses left. ``cover`` maps a target to its cover (DEX saves, 002 §Укриття)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    action: Text
    target_ids: Annotated[tuple[CombatantId, ...], Meta(max_length=50)] = ()
    cover: Annotated[dict[CombatantId, Cover], Meta(max_length=50)] = {}


class Ready(Command, tag="dnd5e-2024.ready", frozen=True):
    """The Ready action (002 §Дії в бою): choose a ``trigger`` and an ``action``; it is taken
    later as a reaction (``use_reaction`` with ``readied``). A readied spell (``spell``,
    ``spell_level``) needs concentration and spends its slot now, even if never released."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    trigger: Text
    action: Text
    spell: Text | None = None
    spell_level: Annotated[int, Meta(ge=0, le=9)] = 0


class UseReaction(Command, tag="dnd5e-2024.use_reaction", frozen=True):
    """Spend ``combatant_id``'s reaction on ``what`` (a feature, a spell's effect, a readied
    action when ``readied``); an opportunity attack has its own command."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    what: Text
    readied: bool = False


class UseBonusAction(Command, tag="dnd5e-2024.use_bonus_action", frozen=True):
    """Spend the bonus action on ``feature``, which the stat block must list among those that
    grant a bonus action (002 §Ваш хід: only when something grants one)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    feature: Text


class InteractWithObject(Command, tag="dnd5e-2024.interact", frozen=True):
    """Draw or stow a weapon, open a door, pick something up (002 §Ваш хід): the first is free
    each turn; a second spends the action (Utilize)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    detail: Text


class Grapple(Command, tag="dnd5e-2024.grapple", frozen=True):
    """Grapple with an Unarmed Strike (002 §Удар без зброї): no attack roll; the target saves
    with STR or DEX (its better, or ``target_uses``) against 8 + STR mod + PB, or is grappled.
    The target may be at most one size larger; it needs a ``free_hand``. Uses one attack of
    the Attack action."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    target_id: CombatantId
    free_hand: bool = True
    target_uses: Literal["str", "dex"] | None = None


class Shove(Command, tag="dnd5e-2024.shove", frozen=True):
    """Shove with an Unarmed Strike (002 §Удар без зброї): the same save; on a failure push
    the target 5 ft away or knock it prone (``effect``). ``aside`` is 003 Shove Aside: a
    STR (Athletics) contest with disadvantage; a win moves the target 5 ft to ``to``.
    Uses one attack of the Attack action."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    target_id: CombatantId
    effect: Literal["push", "prone", "aside"] = "push"
    to: Position | None = None
    target_uses: Literal["str", "dex"] | None = None


class EscapeGrapple(Command, tag="dnd5e-2024.escape_grapple", frozen=True):
    """The grappled creature uses its action: STR (Athletics) or DEX (Acrobatics) check
    against the grapple's escape DC (published 5e, PHB 2024). ``release``: the grappler lets
    go instead (no action)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    grappler_id: CombatantId
    skill: Literal["athletics", "acrobatics"] = "athletics"
    release: bool = False


class DeclareActions(Command, tag="dnd5e-2024.declare_actions", frozen=True):
    """003 Speed Factor: creatures declare their actions for the coming initiative roll (the
    first, or the core's re-roll when the round ends). ``declarations`` name each creature's
    ``factors`` (each counts once), the highest ``spell_level`` it casts, and a GM's
    ``custom`` modifier (the rule of thumb: ±2 to ±5). A new declaration replaces an old one."""

    actor_field: ClassVar[str | None] = None

    declarations: Annotated[tuple[Declaration, ...], Meta(min_length=1, max_length=100)]


class StartRound(Command, tag="dnd5e-2024.start_round", frozen=True):
    """003 Speed Factor in one command: declare (as ``declare_actions``), roll the round's
    initiative and start its first turn. Refused while the round is still under way."""

    actor_field: ClassVar[str | None] = None

    declarations: Annotated[tuple[Declaration, ...], Meta(min_length=1, max_length=100)]


class OrderSide(Command, tag="dnd5e-2024.order_side", frozen=True):
    """003 Side Initiative: the members of ``side`` act in ``order`` (those still to act
    this round; all of them unless the side's turn is under way). Recorded in the log."""

    actor_field: ClassVar[str | None] = None

    side: Side
    order: Annotated[tuple[CombatantId, ...], Meta(min_length=1, max_length=100)]


class Declaration(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One creature's declared action for a speed-factor round (003)."""

    combatant_id: CombatantId
    action: Annotated[str, Meta(max_length=80)] = ""
    factors: tuple[Literal["melee_heavy", "melee_light_or_finesse", "melee_two_handed", "ranged_loading"], ...] = ()
    spell_level: Annotated[int, Meta(ge=0, le=9)] | None = None
    custom: Annotated[int, Meta(ge=-5, le=5)] = 0


class Maneuver(Command, tag="dnd5e-2024.maneuver", frozen=True):
    """A 003 action option (each switched on in the encounter): ``climb_onto`` a creature at
    least one size larger (action; STR (Athletics) or DEX (Acrobatics) against its DEX
    (Acrobatics)); ``shake_off`` a climber (the big creature's action, STR (Athletics));
    ``disarm`` (an attack roll against STR (Athletics) or DEX (Acrobatics); ``two_handed``
    grip gives the attacker disadvantage; ``item`` is dropped); ``overrun`` (STR (Athletics)
    contest) or ``tumble`` (DEX (Acrobatics) contest) to move through a hostile's space once
    this turn, as an action or ``bonus_action``."""

    actor_field: ClassVar[str | None] = "attacker_id"

    maneuver: Literal["climb_onto", "shake_off", "disarm", "overrun", "tumble"]
    attacker_id: CombatantId
    target_id: CombatantId
    attack: Text = "unarmed"
    skill: Literal["athletics", "acrobatics"] = "athletics"
    target_skill: Literal["athletics", "acrobatics"] | None = None
    two_handed: bool = False
    item: Annotated[str, Meta(max_length=60)] = "weapon"
    bonus_action: bool = False


class RollLingeringInjury(Command, tag="dnd5e-2024.roll_lingering_injury", frozen=True):
    """003 Lingering Injuries: roll the d20 table for ``combatant_id`` (after a critical hit,
    dropping to 0 HP without dying, or a death save failed by 5 or more, or when the GM
    calls for it) and apply the injury."""

    actor_field: ClassVar[str | None] = None

    combatant_id: CombatantId
    trigger: Text = "GM's call"


class WoundFesters(Command, tag="dnd5e-2024.wound_festers", frozen=True):
    """003 Lingering Injuries, festering wound: ``days`` of 24 hours pass with the wound open;
    the hit point maximum drops by 1 for each, and a creature whose maximum reaches 0 dies."""

    actor_field: ClassVar[str | None] = None

    combatant_id: CombatantId
    days: Annotated[int, msgspec.Meta(ge=1, le=365)] = 1


class CheckMorale(_Roll, tag="dnd5e-2024.check_morale", frozen=True):
    """003 Morale: a DC 10 WIS save for ``combatant_id``, or for its whole side when
    ``group`` (the leader ``combatant_id`` saves; if it cannot, the side's highest CHA).
    ``overwhelming`` odds give disadvantage; ``auto_fail`` is the GM's call; on a failure
    they flee, or surrender when ``cornered``."""

    actor_field: ClassVar[str | None] = None

    combatant_id: CombatantId
    trigger: Literal[
        "surprised", "first_half_hp", "cannot_harm", "all_surprised", "leader_down", "half_lost_no_enemy_losses", "gm"
    ]
    group: bool = False
    overwhelming: bool = False
    auto_fail: bool = False
    cornered: bool = False


class Rest(Command, tag="dnd5e-2024.rest", frozen=True):
    """A rest between fights (published 5e rules, PHB 2024), allowed before round 1 (a fork
    that carried the party on starts there): ``short`` (1 hour: each PC spends the Hit Point
    Dice ``hit_dice`` names, rolling each and adding its CON modifier) or ``long`` (8 hours:
    all hit points, Hit Point Dice and spell slots back, the hit point maximum restored,
    exhaustion one level lower, temporary hit points gone). ``combatant_ids``: who rests
    (default: every PC)."""

    kind: Literal["short", "long"]
    combatant_ids: Annotated[tuple[CombatantId, ...], Meta(max_length=100)] = ()
    hit_dice: Annotated[dict[CombatantId, Annotated[int, Meta(ge=1, le=20)]], Meta(max_length=100)] = {}


DND5E_COMMANDS: tuple[type[Command], ...] = (
    AddCombatant,
    MakeAttack,
    OpportunityAttack,
    DealDamage,
    Heal,
    GrantTempHp,
    DeathSave,
    SavingThrow,
    AbilityCheck,
    ApplyCondition,
    EndCondition,
    TakeAction,
    CastSpell,
    UseAction,
    Ready,
    UseReaction,
    UseBonusAction,
    InteractWithObject,
    Grapple,
    Shove,
    EscapeGrapple,
    StartRound,
    Maneuver,
    RollLingeringInjury,
    WoundFesters,
    CheckMorale,
    DeclareActions,
    OrderSide,
    Rest,
)
