"""Zones and conjurations on the grid: made by a power, lasting, hurting or hindering whoever
enters them or starts or ends its turn in them, sustained and moved, ending.

Sources: 004_e86ae0a0322fa3b5.txt §区域攻击 (an area attack may leave an effect in place: 一面
地上散发出的遮挡着一条地城走廊的魔法雾墙), §持续时间 (how long it lasts, sustained while its
creator sustains it); the published rules the chapter assumes (PHB 2008, Zone and
Conjuration keywords; Rules Compendium, Zones, Conjurations: it fills its area, it is not a
creature and cannot be attacked, a movable one moves as its power says, it ends when its
creator dies).

A zone is kept as a condition on its creator (id ``zone:<power>``, its squares in the core's
``Condition.area``), so it expires at its creator's turn boundaries, lasts while a sustained
power's ``sustain:<power>``, ends with its creator's removal or death (``consequences``),
and is folded, undone and shown like any condition. What it does comes from its power's
``Zone`` in the creator's stat block (``stats.Zone``).

DECISIONS where the texts leave it to the table:
- entering means moving into a square of the zone from outside it, by one's own move or a
  pull, push or slide; a zone made on a creature, or moved over it, does not make it enter,
  and neither does the GM's ``place_combatant``;
- a creature is affected by each zone at most once a turn ("enters" or "starts its turn",
  whichever comes first; a marker ``zone_hit:<creator>:<power>`` until that turn ends); at the
  end of its turn it is affected again if the zone says so;
- at the start of a turn, ongoing damage comes first, then the zones in the order they were
  made; a move's effects come after the whole move (Fray does not cut a move short: the table
  moves the creature as far as the zone lets it);
- one zone per power per creator: using the power again makes the zone anew, where it says;
- overlapping zones each do what they do; their modifiers stack by the chapter's rules
  (§加值与减值: one type, one source, the highest);
- zone damage is not an attack's: a weakened creator does not halve it (§状态 虚弱);
- a conjuration's attacks are made from its square (range, reach and area measured from
  there), by its creator, who still provokes from its own space;
- a movable zone keeps its shape (a burst around its new origin, a conjuration's square) and
  stays within the power's range of its creator; a wall or a blast does not move.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct, structs

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import Condition, ConditionApplied, Event, Expiry, Position
from fray.domain.ids import slug
from fray.domain.notation import parse, roll
from fray.domain.state import Combatant, EncounterState

from .areas import Space, Square, burst, to_square
from .conditions import resistances
from .defences import DEFENCES, ability_modifier
from .durations import expiry, held_by, sustain_action
from .effects import build, names, put, sustained_by
from .events import ZoneCreated, ZoneMoved, ZoneTriggered
from .harm import resolved, staged, stats_of
from .modifiers import BONUS_TYPES, Modifier, applies
from .resistance import Damage, damage_taken, halvings
from .stats import Power, Zone, ZoneTrigger, find_power

ZONE = "zone:"
ZONE_HIT = "zone_hit:"
_CONCEALMENT = ("none", "partial", "total")


def zone_id(power: str) -> str:
    """The id of the condition that holds ``power``'s zone on its creator.
    Source: (glue: no rule of its own)."""
    return f"{ZONE}{slug(power)}"


class Placed(Struct, frozen=True, kw_only=True):
    """A zone on the grid: its ``creator``, its ``condition`` (squares in ``area``), the
    ``power`` that made it and that power's ``spec``."""

    creator: Combatant
    condition: Condition
    power: Power
    spec: Zone

    @property
    def squares(self) -> frozenset[Square]:
        """The squares it covers."""
        return frozenset((p.x, p.y) for p in self.condition.area)


def placed(state: EncounterState) -> list[Placed]:
    """Every zone and conjuration now, in the order the combatants joined and the zones were
    made. Never raises. Source: (glue: no rule of its own)."""
    out = []
    for c in state.combatants.values():
        for k in c.conditions:
            if not k.id.startswith(ZONE) or not k.area:
                continue
            p = next((p for p in stats_of(c).powers if zone_id(p.name) == k.id and p.zone is not None), None)
            if p is not None and p.zone is not None:
                out.append(Placed(creator=c, condition=k, power=p, spec=p.zone))
    return out


def _space(c: Combatant) -> Space | None:
    return None if c.position is None else Space(c.position.x, c.position.y, c.footprint)


def _at(c: Combatant, where: Position) -> frozenset[Square]:
    return Space(where.x, where.y, c.footprint).squares()


def affects(z: Placed, c: Combatant) -> bool:
    """Whether zone ``z`` affects ``c``: creatures, or enemies or allies of its creator, as
    its power says. Never raises. Source: PHB 2008 (Zone keyword: the power says whom)."""
    if z.spec.affects == "enemies":
        return c.side != z.creator.side
    return c.side == z.creator.side if z.spec.affects == "allies" else True


def inside(state: EncounterState, c: Combatant) -> list[Placed]:
    """The zones with at least one square of ``c``'s space, that affect it. Never raises.
    Source: Rules Compendium (Zones: a creature in several squares of it is affected once)."""
    sp = _space(c)
    if sp is None:
        return []
    return [z for z in placed(state) if z.squares & sp.squares() and affects(z, c)]


def modifiers_in(state: EncounterState, c: Combatant, what: str) -> tuple[Modifier, ...]:
    """The bonuses and penalties to ``what`` (attack, a defence, ``defences`` …) that the zones
    ``c`` is in give it, each from its zone (by name). Never raises.
    Source: PHB 2008 (Zone keyword); 004_e86ae0a0322fa3b5.txt §加值与减值."""
    out = []
    for z in inside(state, c):
        for m in z.spec.modifiers:
            typed = m.bonus_type if m.bonus_type in BONUS_TYPES else "untyped"
            mod = Modifier(value=m.amount, source=z.condition.name, type=typed, applies_to=(m.applies_to,))
            if applies(mod, what, DEFENCES):
                out.append(mod)
    return tuple(out)


def concealment_in(state: EncounterState, c: Combatant) -> str:
    """The best concealment the zones ``c`` is in give it (none, partial, total). Never raises.
    Source: PHB 2008 p. 281 (Concealment: obscured squares), Zone keyword."""
    return max((z.spec.concealment for z in inside(state, c)), key=_CONCEALMENT.index, default="none")


def difficult_for(state: EncounterState, c: Combatant, squares: frozenset[Square]) -> bool:
    """Whether a zone that is difficult terrain for ``c`` (one it affects) covers one of
    ``squares``. Never raises. Source: PHB 2008 p. 284 (difficult terrain costs 1 extra
    square), Zone keyword (the power says whom its zone affects)."""
    return any(z.spec.difficult and z.squares & squares and affects(z, c) for z in placed(state))


def zone_squares(
    state: EncounterState, user: Combatant, power: Power, area: frozenset[Square] | None, origin: Position | None
) -> frozenset[Square]:
    """The squares the zone of ``power`` fills: the power's area (a close or area power), or
    for a conjuration of a melee or ranged power the ``origin`` square, within its range.
    Raises ``InvalidCommand`` off the grid or without an origin, ``RuleViolation`` beyond range.
    Source: Rules Compendium (Zones: fills the area of effect; Conjurations)."""
    if area is not None:
        return area
    us = _space(user)
    if us is None:
        raise InvalidCommand(f"{power.name} makes a {power.zone.kind if power.zone else 'zone'}: place its user first")
    if origin is None:
        raise InvalidCommand(f"{power.name} makes a conjuration: give its square (origin)")
    d = to_square(us, (origin.x, origin.y))
    if d > power.range:
        raise RuleViolation(f"the conjuration's square is {d} squares away; {power.name} reaches {power.range}")
    return frozenset({(origin.x, origin.y)})


def create(state: EncounterState, user: Combatant, power: Power, squares: frozenset[Square]) -> list[Event]:
    """The events that make ``power``'s zone on ``squares``: the record, the condition on its
    creator (duration keyed to its turns; a sustained one lasting while ``sustain:<power>``,
    which it puts on too). An earlier zone of the same power is replaced. Raises
    ``InvalidCommand`` for "the end of the turn" off the creator's turn.
    Source: PHB 2008 (Zone keyword); 004_e86ae0a0322fa3b5.txt §持续时间."""
    spec = power.zone
    assert spec is not None
    area = tuple(Position(x, y) for x, y in sorted(squares))
    cond = Condition(
        id=zone_id(power.name),
        name=f"{spec.kind}: {power.name}",
        source=user.id,
        expires=expiry(spec.duration, user.id, state) if sustain_action(spec.duration) is None else Expiry(),
        area=area,
    )
    held: list[Event] = []
    if sustain_action(spec.duration) is not None:
        cond = structs.replace(cond, lasts_while=held_by(user.id, power.name))
        held = sustained_by(state, user, power.name)
    return [
        ZoneCreated(creator_id=user.id, power=power.name, kind=spec.kind, zone_id=cond.id, squares=area),
        ConditionApplied(combatant_id=user.id, condition=cond),
        *held,
    ]


def _hit_marker(z: Placed) -> str:
    return f"{ZONE_HIT}{z.creator.id}:{slug(z.power.name)}"


def trigger(state: EncounterState, c: Combatant, z: Placed, when: ZoneTrigger, dice: Dice) -> list[Event]:
    """What zone ``z`` does to ``c`` on ``when`` (entering, starting or ending its turn in it),
    if its power says so and it has not affected ``c`` this turn: the record, the damage
    (rolled; through resistance, vulnerability and insubstantial), its effects. Empty
    otherwise. Never raises. Source: PHB 2008 (Zone keyword); see the module's decisions."""
    if when not in z.spec.triggers or c.status == "dead" or not affects(z, c) or state.turn is None:
        return []
    if c.has(_hit_marker(z)) is not None:
        return []
    rolled = roll(parse(z.spec.damage), dice) if z.spec.damage else None
    events: list[Event] = [
        ZoneTriggered(zone_id=z.condition.id, creator_id=z.creator.id, combatant_id=c.id, trigger=when, damage=rolled)
    ]
    if when != "end_of_turn":
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=Condition(
                    id=_hit_marker(z),
                    name=f"{z.condition.name}: affected this turn",
                    source=z.creator.id,
                    expires=Expiry(
                        at="end_of_turn",
                        combatant_id=state.turn,
                        turn="current",
                        applied_round=state.round,
                        applied_during=state.turn,
                    ),
                    marker=True,
                ),
            )
        )
    dead = False
    if rolled is not None:
        ability = z.power.ability if z.spec.damage_ability else None
        bonus = ability_modifier(getattr(stats_of(z.creator).abilities, ability)) if ability else 0
        s, n = stats_of(c), names(c)
        taken = damage_taken(
            [Damage(max(0, rolled.total + bonus), z.spec.damage_types)],
            (*s.resist, *resistances(n)),
            s.vulnerable,
            halvings("other", target_insubstantial="insubstantial" in n),
        )
        more, dead = resolved(staged(state, events), c, taken, z.condition.name, "dnd4e.zone")
        events += more
    if not dead:
        taken_ids: list[str] = []
        for eff in z.spec.effects:
            now = staged(state, events)
            more = put(now, now.combatants[c.id], build(now, eff, c.id, z.creator.id, power=z.power.name), taken_ids)
            taken_ids += [e.condition.id for e in more if isinstance(e, ConditionApplied)]
            events += more
    return events


def at_turn(state: EncounterState, c: Combatant, when: ZoneTrigger, dice: Dice) -> list[Event]:
    """Every zone ``c`` is in doing what it does at the start or end of ``c``'s turn, one
    after another (each on the state the one before left). Never raises."""
    events: list[Event] = []
    for z in inside(state, c):
        now = staged(state, events)
        me = now.combatants.get(c.id)
        if me is None or me.status == "dead":
            break
        events += trigger(now, me, z, when, dice)
    return events


def entering(state: EncounterState, c: Combatant, start: Position, path: Sequence[Position], dice: Dice) -> list[Event]:
    """The zones ``c`` enters on a move (its own or forced) from ``start`` along ``path`` —
    not covering its space at ``start``, covering it at some step — each doing what it does on
    entering; ``state`` is the one before the move. Never raises."""
    before = _at(c, start)
    steps = [_at(c, p) for p in path]
    entered = [
        z for z in placed(state) if not (z.squares & before) and any(z.squares & sq for sq in steps) and affects(z, c)
    ]
    events: list[Event] = []
    for z in entered:
        now = staged(state, events)
        me = now.combatants.get(c.id)
        if me is None or me.status == "dead":
            break
        events += trigger(now, me, z, "enter", dice)
    return events


def _origin(z: Placed) -> Position:
    """Where a movable zone is anchored: a conjuration's square, or the middle square of an
    area burst (its corner plus its size)."""
    xs, ys = [p.x for p in z.condition.area], [p.y for p in z.condition.area]
    if len(z.condition.area) == 1:
        return z.condition.area[0]
    return Position(min(xs) + z.power.size, min(ys) + z.power.size)


def moved(state: EncounterState, creator: Combatant, zone: str, to: Position, *, sustaining: bool) -> list[Event]:
    """The events that move ``creator``'s zone ``zone`` (a power's name or the zone's id) so its
    origin is ``to``: at most its ``move`` squares, within the power's range of the creator,
    its shape kept. ``sustaining``: moved as the creator sustains it (else with its own
    action, paid by the caller). Raises ``RuleViolation`` for a zone it does not have, one
    that does not move so, too far; ``InvalidCommand`` for a shape that cannot move.
    Source: PHB 2008 (Zone, Conjuration keywords: a power may let its creator move it)."""
    kid = zone if zone.startswith(ZONE) else zone_id(zone)
    z = next((z for z in placed(state) if z.creator.id == creator.id and z.condition.id == kid), None)
    if z is None:
        have = ", ".join(k.id for k in creator.conditions if k.id.startswith(ZONE)) or "none"
        raise RuleViolation(f"{creator.name} has no zone {kid!r}; its zones: {have}")
    if z.spec.move == 0:
        raise RuleViolation(f"{z.power.name}'s {z.spec.kind} does not move")
    if sustaining != (z.spec.move_action == "sustain"):
        how = (
            "as it is sustained (dnd4e.sustain with move_to)"
            if z.spec.move_action == "sustain"
            else (f"with a {z.spec.move_action} action (dnd4e.move_zone)")
        )
        raise RuleViolation(f"{z.power.name}'s {z.spec.kind} is moved {how}")
    single = len(z.condition.area) == 1
    if not single and not (z.power.kind == "area" and z.power.area == "burst"):
        raise InvalidCommand(f"{z.power.name}'s {z.spec.kind} is a {z.power.kind} {z.power.area}: it does not move")
    here = _origin(z)
    far = max(abs(to.x - here.x), abs(to.y - here.y))
    if far > z.spec.move:
        raise RuleViolation(f"{z.power.name}'s {z.spec.kind} moves {z.spec.move} squares at a time, not {far}")
    us = _space(creator)
    if us is not None and to_square(us, (to.x, to.y)) > max(z.power.range, 1):
        raise RuleViolation(f"{z.power.name}'s {z.spec.kind} stays within {z.power.range} squares of {creator.name}")
    squares = {(to.x, to.y)} if single else burst(Space(to.x, to.y), z.power.size)
    area = tuple(Position(x, y) for x, y in sorted(squares))
    return [
        ZoneMoved(creator_id=creator.id, zone_id=kid, squares=area),
        ConditionApplied(combatant_id=creator.id, condition=structs.replace(z.condition, area=area)),
    ]


def power_zone(c: Combatant, name: str) -> Power | None:
    """``c``'s power ``name`` if it makes a zone or conjuration. Never raises."""
    p = find_power(stats_of(c), name)
    return p if p is not None and p.zone is not None else None
