"""Meshal Lite commands (tags ``meshal-lite.<verb>``), 001_5f4122b8a83d6727.txt.

The core commands play too: ``roll_initiative`` (Activeness faces, ties on 3🎲+),
``advance_turn`` (⚡ refills), ``move_combatant`` (one move: 1⚡, steps with alternating
diagonals), ``stand_up`` (1⚡), ``place_combatant``, ``apply_damage``/``apply_healing`` on a
pool (``track``: might, activeness, spirit), ``remove_condition``, ``remove_combatant``.
Where both stand on the grid, distance and cover come from it; the fields that state them
are for fights without a grid.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec
from msgspec import Meta

from fray.domain.commands import CombatantId, Command, Note
from fray.domain.events import Position

from .attacks import Defence
from .attributes import AttributeName
from .mobility import ItemSize
from .sheet import MeshalCreatureSheet, MeshalDiceInput, MeshalObjectSheet, Part, Steps

Side = Annotated[str, Meta(min_length=1, max_length=40, examples=["party", "foes"])]
Ids = Annotated[tuple[CombatantId, ...], Meta(max_length=50)]
What = Annotated[str, Meta(max_length=200, examples=["push the stone door"])]
Face = Annotated[int, Meta(ge=1, le=6)]


class AddCreature(Command, tag="meshal-lite.add_creature", frozen=True):
    """Add a creature from its stat block (``sheet``). The id defaults to the name's slug;
    ``position`` puts it on the grid (squares of 1 step). A creature joining after
    initiative acts after everyone (roll_initiative again to place it)."""

    actor_field: ClassVar[str | None] = None

    sheet: MeshalCreatureSheet
    combatant_id: CombatantId | None = None
    side: Side = "party"
    position: Position | None = None


class AddObject(Command, tag="meshal-lite.add_object", frozen=True):
    """Add an object (a door, a wall, a table to hide behind) by material and thickness:
    it can be attacked, broken and ruined, and gives cover to a creature next to it."""

    actor_field: ClassVar[str | None] = None

    sheet: MeshalObjectSheet
    combatant_id: CombatantId | None = None
    side: Side = "objects"
    position: Position | None = None


class SetTemporary(Command, tag="meshal-lite.set_temporary", frozen=True):
    """The temporary part of ``target_id``'s ``attribute`` becomes ``temporary`` (an item
    put on or taken off, an ability starting or lapsing): a higher score brings its dice,
    a lower one takes away the dice above it."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    attribute: AttributeName
    temporary: Part


class MeshalReroll(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """ "重掷点数为0的骰子" (``points``, value 0) or "重掷骰面为2的骰子" (``faces``, value 2)."""

    scoring: Literal["points", "faces"]
    value: Annotated[int, Meta(ge=0, le=6)]


class Attack(Command, tag="meshal-lite.attack", frozen=True):
    """``attacker_id`` makes the attack named ``attack`` from its stat block at
    ``target_id``: a tactic on its turn (or a ``reaction`` at any time, with its whole ⚡
    cost left). Each segment: the roll's points, less the matching protection (cover and
    penetration counted); then the defender's ``defence`` (its choice, said with the
    attack: ``parry``/``dodge``/``resist`` or ``best``, the allowed one with the most dice)
    is rolled only if the attack still threatens, for 1⚡ of the defender's; a remainder
    above 0 hits and removes that many dice, shared among the named attributes as the
    defender says (``take_damage``: the order to take them from; empty: each die from the
    named pool with the most dice). ``extra_dice`` adds or removes dice for the situation;
    ``distance_steps`` and ``cover`` are for fights off the grid (cover on the grid: an
    object next to the target, between it and an attacker who is not adjacent);
    ``unseen``: the target never noticed the attacker (no defence); ``coup_de_grace`` on an
    unconscious creature (an extension rule): a hit kills.

    ``shares``, one per segment: the dice the defender chooses to lose from each named
    attribute (受击者可在提及的属性中自行分配), taken first as far as the damage goes, the rest
    as ``take_damage`` says. ``penetration``: more penetration from other effects (an
    ability, an ammunition), added to the attack's own. ``reroll``: a re-roll effect on the
    attack roll (each segment re-rolls the dice it picks, once); ``defence_reroll`` the same
    on the defence roll. A ``reaction`` from a creature that this target's attack has just
    knocked out answers that attack: it happens at the same time, from the pools it had
    before that attack's damage.

    Two steps (option ``defence_timing``: ``after_protection``, the default for new
    encounters, §防御Defending "受击者可在攻击掷骰经防护减免后再决定是否防御"): this command
    rolls the attack and records it net of protection (``meshal-lite.attack_rolled``); the
    defender then answers with ``meshal-lite.defend``. ``defence``, ``take_damage``,
    ``shares`` and ``defence_reroll`` belong to that second step and are refused here (422).
    An attack that no segment threatens after protection, or at an object, resolves at once.
    With ``with_attack`` (encounters stored before the option) it is one step, as above."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    target_id: CombatantId
    attack: Annotated[str, Meta(min_length=1, max_length=60)]
    defence: Defence | Literal["best"] | None = None
    take_damage: Annotated[tuple[AttributeName, ...], Meta(max_length=3)] = ()
    extra_dice: Annotated[int, Meta(ge=-20, le=20)] = 0
    distance_steps: Steps | None = None
    cover: bool | None = None
    unseen: bool = False
    reaction: bool = False
    coup_de_grace: bool = False
    shares: Annotated[tuple[dict[AttributeName, Annotated[int, Meta(ge=0, le=60)]], ...], Meta(max_length=20)] = ()
    penetration: Annotated[int, Meta(ge=0, le=20)] = 0
    reroll: MeshalReroll | None = None
    defence_reroll: MeshalReroll | None = None


class AreaAttack(Command, tag="meshal-lite.area_attack", frozen=True):
    """``attacker_id`` makes the attack named ``attack`` over an area (§区域Area): a
    ``circle`` or a ``ring`` of ``radius`` steps (or ``diameter``; a ring's ``width`` covers
    that many steps on each side of its line) around ``origin``, or a ``cone`` of ``radius``
    steps long and ``angle`` degrees from ``origin`` towards the square ``toward``.
    ``origin`` left out is the attacker's own square ("以你为起点"); a square given must be
    within the attack's reach. The targets are computed from the grid, never named:
    every combatant whose space touches a covered square (``targets``: ``all``, only
    ``creatures``, or only ``hostile`` creatures, of another side), the attacker, the dead
    and the fled aside. Each is attacked as by ``meshal-lite.attack`` (its own roll, its
    own protection and defence), for the attack's ⚡ once. ``extra_dice``, ``penetration``,
    ``reroll`` and ``unseen`` apply to every target."""

    actor_field: ClassVar[str | None] = "attacker_id"

    attacker_id: CombatantId
    attack: Annotated[str, Meta(min_length=1, max_length=60)]
    shape: Literal["circle", "cone", "ring"]
    origin: Position | None = None
    radius: Steps | None = None
    diameter: Steps | None = None
    toward: Position | None = None
    angle: Annotated[int, Meta(ge=1, le=360)] | None = None
    width: Annotated[int, Meta(ge=0, le=20)] = 0
    targets: Literal["all", "creatures", "hostile"] = "all"
    extra_dice: Annotated[int, Meta(ge=-20, le=20)] = 0
    penetration: Annotated[int, Meta(ge=0, le=20)] = 0
    reroll: MeshalReroll | None = None
    unseen: bool = False


class Defend(Command, tag="meshal-lite.defend", frozen=True):
    """The second step of an attack (the ``defence_timing`` option ``after_protection``, the
    default): ``combatant_id``, the defender (its player or the GM), answers the attack waiting on it, having
    seen its roll net of protection (the ``meshal-lite.attack_rolled`` event and the
    ``private:incoming`` marker). ``defence``: ``parry``/``dodge``/``resist`` or ``best``,
    rolled for 1⚡ on each segment that still threatens; null (or ``"take"``) takes the attack
    undefended. ``take_damage``, ``shares`` and ``defence_reroll`` as on ``attack``: how the
    damage is shared among the named attributes (受击者可在提及的属性中自行分配) and a re-roll
    effect on the defence roll."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    defence: Defence | Literal["best", "take"] | None = None
    take_damage: Annotated[tuple[AttributeName, ...], Meta(max_length=3)] = ()
    shares: Annotated[tuple[dict[AttributeName, Annotated[int, Meta(ge=0, le=60)]], ...], Meta(max_length=20)] = ()
    defence_reroll: MeshalReroll | None = None


class MeshalFateChange(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Expense of fate: set die number ``die`` (0 is the first rolled) to ``face``."""

    die: Annotated[int, Meta(ge=0, le=59)]
    face: Face


class Check(Command, tag="meshal-lite.check", frozen=True, kw_only=True):
    """``combatant_id`` rolls (an attempt when ``difficulty`` is given: success when the
    result is above it): ``dice`` says which pool and how many dice, points or faces.
    ``roll_dice`` rolls fewer than allowed (holding back); ``helpers`` roll the same dice
    and add their results (``help`` ``joint``) or the best counts (``precise``);
    ``reroll`` re-rolls the dice it picks once; ``fate`` (expense of fate, an extension
    rule) sets dice of one's own pool to chosen faces, each changed die then lost from the
    pool; ``secret`` says who may see the roll: the GM (``"gm"``, or ``true`` as on any
    command), or the GM and this player (``"gm_and_player"``)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    dice: MeshalDiceInput
    difficulty: Annotated[int, Meta(ge=-100, le=1000)] | None = None
    roll_dice: Annotated[int, Meta(ge=0, le=60)] | None = None
    helpers: Ids = ()
    help: Literal["joint", "precise"] = "joint"
    reroll: MeshalReroll | None = None
    fate: Annotated[tuple[MeshalFateChange, ...], Meta(max_length=60)] = ()
    secret: bool | Literal["none", "gm", "gm_and_player"] = "none"  # type: ignore[assignment]
    what: What = ""


class ProgressiveCheck(Command, tag="meshal-lite.progressive_check", frozen=True):
    """A progressive attempt (累加尝试): ``combatant_id`` rolls ``dice`` once per period,
    adding up, until the total passes ``difficulty`` or ``periods`` run out. The event
    also gives the time the handbook estimates (difficulty × 2 ÷ dice × period length, in
    ``period`` units: ``period_length`` 10 and ``period`` "minute" is a roll every 10
    minutes), every step exact and the fraction dropped once at the end."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    dice: MeshalDiceInput
    difficulty: Annotated[int, Meta(ge=0, le=1000)]
    periods: Annotated[int, Meta(ge=1, le=100)]
    period: Annotated[str, Meta(min_length=1, max_length=20)] = "minute"
    period_length: Annotated[int, Meta(ge=1, le=10000)] = 1
    what: What = ""


class Contest(Command, tag="meshal-lite.contest", frozen=True):
    """``combatant_id`` and ``target_id`` each roll (``dice`` and ``target_dice``); the
    higher result wins, equal is a draw (arm-wrestling, haggling). ``reroll`` and
    ``target_reroll``: a re-roll effect either side has (the dice it picks, once)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    target_id: CombatantId
    dice: MeshalDiceInput
    target_dice: MeshalDiceInput
    reroll: MeshalReroll | None = None
    target_reroll: MeshalReroll | None = None
    what: What = ""


class ProgressiveContest(Command, tag="meshal-lite.progressive_contest", frozen=True):
    """A progressive contest (累加对抗: a chase, a lawsuit): ``combatant_id`` and
    ``target_id`` each roll once a ``period``, adding up, and the first whose total reaches
    ``target`` wins (both in one period: the higher total, equal a draw); ``periods`` at
    most (then it is still running)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    target_id: CombatantId
    dice: MeshalDiceInput
    target_dice: MeshalDiceInput
    target: Annotated[int, Meta(ge=1, le=1000)]
    periods: Annotated[int, Meta(ge=1, le=100)] = 20
    period: Annotated[str, Meta(min_length=1, max_length=20)] = "minute"
    what: What = ""


Action = Literal["search", "handle_item", "drop_item", "facing", "posture", "lift"]


class TakeAction(Command, tag="meshal-lite.take_action", frozen=True):
    """A tactic from the quick-reference table, for its ⚡: ``search`` (3), ``handle_item``
    (hand over, take or pick up: trivial 1, light 2, heavy 3; an exchange costs the dearer
    ``item_size``/``other_item_size``), ``drop_item`` (0 by default, an option), and with
    their extension rules ``facing`` (0), ``posture`` (1), ``lift`` (3)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    action: Action
    item_size: ItemSize | None = None
    other_item_size: ItemSize | None = None
    note: Note = ""


class Flee(Command, tag="meshal-lite.flee", frozen=True):
    """``combatant_id`` tries to flee (3⚡ tactic, after three rounds in a row unhit by
    hostile attacks): Activeness points against the most Activeness dice of any hostile.
    Success takes it off the field and out of the fight (no rewards, no loot)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId


class Chase(Command, tag="meshal-lite.chase", frozen=True):
    """After a fight that ended in flight, ``combatant_id`` chases ``target_id`` (who fled):
    each minute both roll Activeness points, adding up, until one total leads the other by
    6 (or ``minutes`` run out). Caught, the fleer is back for a new fight."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    target_id: CombatantId
    minutes: Annotated[int, Meta(ge=1, le=120)] = 60


class RefundMobility(Command, tag="meshal-lite.refund_mobility", frozen=True):
    """The GM voids an action of ``target_id``'s that a reaction cancelled: ``amount`` ⚡
    it paid this round comes back and ``cancel_owed`` ⚡ it still owed is forgiven (⚡ paid
    in earlier rounds is not returned)."""

    actor_field: ClassVar[str | None] = None

    target_id: CombatantId
    amount: Annotated[int, Meta(ge=0, le=12)]
    cancel_owed: Annotated[int, Meta(ge=0, le=12)] = 0
    note: Note = ""


class EndFight(Command, tag="meshal-lite.end_fight", frozen=True):
    """The fight ends: combat intensity from the strengths ((hostile − party) ÷ party
    size), the outcome (victory when no hostile is left standing, defeat when no one of
    ``party_side`` is; ``outcome`` for a fight decided by an objective) and the potential
    each party creature still in the fight earns. ``friendly_sides`` fight with the party
    and count in its strength and size; ``neutral_sides`` are neither: their strength is
    not counted and they need not fall for a victory (§战斗强度: only hostile creatures are
    the enemies' strength)."""

    actor_field: ClassVar[str | None] = None

    party_side: Side = "party"
    outcome: Literal["victory", "defeat"] | None = None
    friendly_sides: Annotated[tuple[Side, ...], Meta(max_length=20)] = ()
    neutral_sides: Annotated[tuple[Side, ...], Meta(max_length=20)] = ()


class TakeLoot(Command, tag="meshal-lite.take_loot", frozen=True):
    """After the fight, ``combatant_id`` takes ``items`` from ``target_id`` (unconscious or
    dead). One who fled takes no loot; each item of a creature is taken once (the same
    name again is refused)."""

    actor_field: ClassVar[str | None] = "combatant_id"

    combatant_id: CombatantId
    target_id: CombatantId
    items: Annotated[tuple[Annotated[str, Meta(min_length=1, max_length=100)], ...], Meta(min_length=1, max_length=50)]


class Rest(Command, tag="meshal-lite.rest", frozen=True):
    """``combatant_ids`` (empty: every creature with a damaged pool) rest ``hours`` full
    hours: each hour, each damaged attribute rolls its pool (at least one die) and gets back
    its points in dice. Not while a fight is on."""

    actor_field: ClassVar[str | None] = None

    combatant_ids: Ids = ()
    hours: Annotated[int, Meta(ge=1, le=24)] = 1


MESHAL_COMMANDS: tuple[type[Command], ...] = (
    AddCreature,
    AddObject,
    SetTemporary,
    Attack,
    AreaAttack,
    Defend,
    Check,
    ProgressiveCheck,
    Contest,
    ProgressiveContest,
    TakeAction,
    Flee,
    Chase,
    RefundMobility,
    EndFight,
    TakeLoot,
    Rest,
)
