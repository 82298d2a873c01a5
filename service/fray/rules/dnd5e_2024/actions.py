"""The actions of 002_06b8b5e39c23dcd7.txt §Дії в бою and the rest of the turn budget
(§Ваш хід): bonus actions only when granted, one free object interaction, reactions.

Each action spends the creature's one action on its own turn (``budget.on_own_turn``). Where
the chapter leaves a number out the published 5e rules (PHB 2024) give it: Help stabilises
with a DC 10 WIS (Medicine) check (none with a Healer's Kit); Hide needs DC 15 (002) and
gives the Invisible condition while hidden.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    ConditionApplied,
    ConditionEnded,
    Dashed,
    Event,
    Expiry,
    ResourceChanged,
)
from fray.domain.grid import distance_ft
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp
from fray.domain.turns import ending

from . import dying, spellcasting
from .budget import ACTION, BONUS, OBJECT, on_own_turn, spend, spend_reaction
from .commands import (
    AbilityCheck,
    CastSpell,
    InteractWithObject,
    Ready,
    TakeAction,
    UseBonusAction,
    UseReaction,
)
from .conditions import (
    CONCENTRATING,
    DEAD,
    DISENGAGED,
    DISTRACTED,
    DODGING,
    HELPED_CHECK,
    HIDDEN,
    READIED,
    STABLE,
    condition,
    names,
    next_turn,
    speed_now,
    this_turn_end,
    with_source,
)
from .events import ActionTaken, SpellCast
from .saves import ability_check, saving_throw, stats_of
from .spell_list import SPELLS
from .stats import SKILL_ABILITY

HIDE_DC = 15
STABILISE_DC = 10
CHECK_ACTIONS = {  # action → (default skill, abilities allowed), 002 §Дії в бою
    "influence": ("persuasion", ("cha", "wis")),
    "search": ("perception", ("wis",)),
    "study": ("investigation", ("int",)),
}


def take_action(state: EncounterState, cmd: TakeAction, dice: Dice) -> list[Event]:
    """The events of one action, with the action or, ``as_bonus_action``, with the bonus
    action a feature grants for it (002 §Ваш хід: a bonus action only when something grants
    it; the stat block's ``bonus_action_grants``, e.g. Cunning Action). Raises
    ``RuleViolation`` off turn, when incapacitated, without an action (bonus action) left,
    without the grant, or when its target does not fit (Help an enemy farther than 5 ft …)."""
    c = state.combatant(cmd.combatant_id)
    on_own_turn(state, c, f"take the {cmd.action.title()} action")
    if cmd.as_bonus_action:
        grants = stats_of(c).bonus_action_grants
        if cmd.action not in grants:
            raise RuleViolation(
                f"nothing grants {c.name} {cmd.action.title()} as a bonus action; "
                f"its stat block grants: {', '.join(grants) or 'none'} (bonus_action_grants)"
            )
        events: list[Event] = [spend(c, BONUS, f"{cmd.action.title()} (bonus action)")]
    else:
        events = [spend(c, ACTION, cmd.action.title())]
    taken = ActionTaken(
        combatant_id=c.id,
        action=cmd.action,
        target_id=cmd.target_id,
        detail=cmd.detail,
        using="bonus_action" if cmd.as_bonus_action else "action",
    )
    handler = _HANDLERS[cmd.action]
    return [*events, taken, *handler(state, c, cmd, dice)]


def _dash(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Dash: extra movement equal to the speed (002), the speed it has now. 003 Lingering
    Injuries: with a lost foot or leg it then falls prone; with a limp, DC 10 DEX save or prone."""
    events: list[Event] = [Dashed(combatant_id=c.id, extra_ft=speed_now(c, stats_of(c).speed_ft))]
    falls = c.has("injury_lose_foot_or_leg") is not None
    if not falls and c.has("injury_limp") is not None:
        save = saving_throw(c, "dex", 10, dice, "limp: keep footing after Dash")
        events.append(save)
        falls = not save.success
    if falls and c.has("prone") is None:
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=condition(state, "prone", source="lingering injury", label="prone (fell after Dash)"),
            )
        )
    return events


def _disengage(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Disengage: no opportunity attacks on its movement for the rest of the turn (002)."""
    return [
        ConditionApplied(
            combatant_id=c.id, condition=condition(state, DISENGAGED, source=c.id, expires=this_turn_end(state, c.id))
        )
    ]


def _dodge(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Dodge: until the start of its next turn, attacks on it have disadvantage and its DEX
    saves advantage; void while incapacitated or at speed 0 (checked where it applies)."""
    return [
        ConditionApplied(
            combatant_id=c.id, condition=condition(state, DODGING, source=c.id, expires=next_turn(state, c.id))
        )
    ]


def _help(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Help an ally's next check, distract an enemy within 5 ft (an ally's next attack on it
    has advantage), both until the start of the helper's next turn; or stabilise a creature
    at 0 HP (DC 10 WIS (Medicine), published 5e; no check with a Healer's Kit)."""
    if cmd.target_id is None:
        raise InvalidCommand("Help needs target_id: the ally, the enemy, or the dying creature")
    t = state.combatant(cmd.target_id)
    if t.id == c.id:
        raise InvalidCommand("a creature cannot Help itself")
    until = next_turn(state, c.id)
    if hp(t) <= 0:
        n = names(t)
        if DEAD in n or STABLE in n:
            raise RuleViolation(f"{t.name} is {'dead' if DEAD in n else 'already stable'}")
        _within_5(c, t)
        if cmd.healers_kit:
            return dying.stabilise(state, t, f"{c.name}'s Healer's Kit")
        check = ability_check(c, "wis", "medicine", dice, f"stabilise {t.name}", STABILISE_DC)
        return [check, *(dying.stabilise(state, t, f"{c.name}'s Help") if check.success else [])]
    if t.side == c.side:
        return [
            ConditionApplied(
                combatant_id=t.id,
                condition=condition(
                    state,
                    HELPED_CHECK,
                    source=c.id,
                    expires=until,
                    spent_by="ability_check",
                    label=f"helped by {c.name} (advantage on next check)",
                ),
            )
        ]
    _within_5(c, t)
    return [
        ConditionApplied(
            combatant_id=t.id,
            condition=condition(
                state,
                DISTRACTED,
                source=c.id,
                expires=until,
                spent_by="attack_on",
                label=f"distracted by {c.name} (an ally's next attack has advantage)",
            ),
        )
    ]


def _within_5(c: Combatant, t: Combatant) -> None:
    d = distance_ft(c, t)
    if d is not None and d > 5:
        raise RuleViolation(f"{t.name} is {d} ft away; Help reaches a creature within 5 ft")


def _hide(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Hide: DEX (Stealth) DC 15 while unseen (002); success: hidden (Invisible), the total
    recorded as the DC to find it (PHB 2024)."""
    if c.has(HIDDEN):
        raise RuleViolation(f"{c.name} is already hidden")
    check = ability_check(c, "dex", "stealth", dice, "Hide", HIDE_DC)
    if not check.success:
        return [check]
    return [
        check,
        ConditionApplied(
            combatant_id=c.id,
            condition=condition(
                state, HIDDEN, source=c.id, dc=check.roll.total, label=f"hidden (find DC {check.roll.total})"
            ),
        ),
    ]


def _check(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Influence, Search, Study: the ability check of 002 with the command's skill and DC."""
    default, abilities = CHECK_ACTIONS[cmd.action]
    skill = cmd.skill or default
    ability = SKILL_ABILITY.get(skill)
    if ability not in abilities:
        allowed = sorted(s for s, a in SKILL_ABILITY.items() if a in abilities)
        raise InvalidCommand(f"{cmd.action.title()} uses {', '.join(allowed)}, not {skill!r}")
    events: list[Event] = [ability_check(c, ability, skill, dice, cmd.action.title(), cmd.dc)]
    return events + _spend_help(c)


def _spend_help(c: Combatant) -> list[Event]:
    return [ConditionEnded(combatant_id=c.id, condition_id=HELPED_CHECK, reason="spent")] if c.has(HELPED_CHECK) else []


def _utilize(state: EncounterState, c: Combatant, cmd: TakeAction, dice: Dice) -> list[Event]:
    """Utilize: use a nonmagical object that takes an action; ``detail`` says what."""
    return []


_HANDLERS = {
    "dash": _dash,
    "disengage": _disengage,
    "dodge": _dodge,
    "help": _help,
    "hide": _hide,
    "influence": _check,
    "search": _check,
    "study": _check,
    "utilize": _utilize,
}


def check_command(state: EncounterState, cmd: AbilityCheck, dice: Dice) -> list[Event]:
    """A free ability check (it spends Help's advantage if the creature had it).
    Source: published 5e rules (PHB 2024), Ability Checks; 002_06b8b5e39c23dcd7.txt §Дії в бою (Help)."""
    c = state.combatant(cmd.combatant_id)
    if cmd.skill is not None and cmd.skill not in SKILL_ABILITY:
        raise InvalidCommand(f"unknown skill {cmd.skill!r}; skills: {', '.join(sorted(SKILL_ABILITY))}")
    return [
        ability_check(
            c,
            cmd.ability,
            cmd.skill,
            dice,
            cmd.purpose,
            cmd.dc,
            advantage=cmd.advantage,
            disadvantage=cmd.disadvantage,
            by_sight=cmd.by_sight,
            balance=cmd.balance,
        ),
        *_spend_help(c),
    ]


SLOT_USED = "spell_slot_used"


def _slot(state: EncounterState, c: Combatant, level: int, slot_level: int | None, spell: str) -> list[Event]:
    """Spend a spell slot of ``slot_level`` (default ``level``) for a levelled ``spell``; a
    cantrip (level 0) spends none. PHB 2024 (Casting Spells, "One Spell with a Spell Slot per
    Turn"; 002 is silent): on a turn a creature expends only one spell slot to cast a spell,
    whoever's turn it is (a reaction spell counts for the turn it is cast on), so the slot
    leaves a ``spell_slot_used`` marker until that turn ends. Raises ``InvalidCommand`` for a
    slot below the spell's level, ``RuleViolation`` (409) without a slot or when a slot was
    already spent on a spell this turn."""
    if level == 0:
        return []
    at = slot_level or level
    if at < level:
        raise InvalidCommand(f"a level {level} spell needs a slot of level {level} or higher, not {at}")
    used = c.has(SLOT_USED)
    if used is not None:
        raise RuleViolation(
            f"{c.name} already spent a spell slot this turn ({used.source}): one spell "
            "with a spell slot per turn (PHB 2024); a cantrip is still fine"
        )
    track = c.resources.get(f"slot_{at}")
    if track is None or track.current <= 0:
        raise RuleViolation(f"{c.name} has no level {at} spell slot left")
    events: list[Event] = [ResourceChanged(combatant_id=c.id, resource=f"slot_{at}", delta=-1, reason="spell slot")]
    if state.turn is not None and state.round > 0:
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=condition(
                    state,
                    SLOT_USED,
                    source=spell,
                    expires=this_turn_end(state, state.turn),
                    label=f"spent a spell slot this turn on {spell} (no other levelled spell this turn)",
                ),
            )
        )
    return events


def _concentrate(state: EncounterState, c: Combatant, spell: str, expires: Expiry = Expiry()) -> list[Event]:
    return [
        *dying.end_concentration(state, c),
        ConditionApplied(
            combatant_id=c.id,
            condition=condition(state, CONCENTRATING, source=spell, expires=expires, label=f"concentrating on {spell}"),
        ),
    ]


def cast_spell(state: EncounterState, cmd: CastSpell, dice: Dice) -> list[Event]:
    """The Magic action (or a bonus-action / reaction spell): spend the action, bonus action
    or reaction and the slot; start concentration (ending the old one); for a spell of the
    list cast with ``target_ids``, its attack, saves, damage or healing (``spellcasting``).
    Raises ``RuleViolation`` off turn (action, bonus action), without the budget or the slot;
    ``SpellNotFound`` (404) for targets of a spell not on the list; ``InvalidCommand`` for a
    level other than the list's. Source: 002_06b8b5e39c23dcd7.txt §Дії в бою (Магія), §Ваш
    хід; published 5e rules (PHB 2024) for slots and concentration; the SRD 5.1 spells."""
    c = state.combatant(cmd.caster_id)
    entry = SPELLS.get(cmd.spell) if cmd.target_ids else SPELLS.find(cmd.spell)
    name = entry.name if entry is not None else cmd.spell
    level = cmd.spell_level if cmd.spell_level is not None else (entry.level if entry is not None else 0)
    if entry is not None and cmd.target_ids and level != entry.level:
        raise InvalidCommand(
            f"{entry.name} is a level {entry.level} spell; cast it higher with slot_level, not spell_level"
        )
    concentration = cmd.concentration or (entry is not None and entry.concentration)
    if cmd.casting == "reaction":
        events: list[Event] = [spend_reaction(c, f"cast {name}")]
    else:
        on_own_turn(state, c, "cast a spell")
        events = [spend(c, ACTION if cmd.casting == "action" else BONUS, f"Magic: {name}")]
    events += _slot(state, c, level, cmd.slot_level, name)
    slot = (cmd.slot_level or level) or None
    events.append(
        SpellCast(
            caster_id=c.id,
            spell=name,
            level=level,
            slot_level=slot,
            casting=cmd.casting,
            concentration=concentration,
            target_ids=cmd.target_ids,
            spell_list=f"{SPELLS.title}" if entry is not None else None,
        )
    )
    if concentration:
        events += _concentrate(state, c, name)
    if entry is not None and cmd.target_ids:
        events += spellcasting.play(state, c, entry, cmd, slot or 0, dice)
    return events


def ready(state: EncounterState, cmd: Ready) -> list[Event]:
    """Ready (002): an action held for a trigger until the start of its next turn, taken with
    the reaction; a readied spell needs concentration and spends its slot now, and that
    concentration ends when the readied action lapses unused (the start of its next turn)."""
    c = state.combatant(cmd.combatant_id)
    on_own_turn(state, c, "Ready an action")
    events: list[Event] = [spend(c, ACTION, "Ready")]
    detail = f"{cmd.action} when {cmd.trigger}"
    events.append(ActionTaken(combatant_id=c.id, action="ready", detail=detail))
    if cmd.spell is not None:
        events += _slot(state, c, cmd.spell_level, None, cmd.spell)
        events.append(
            SpellCast(
                caster_id=c.id,
                spell=cmd.spell,
                level=cmd.spell_level,
                slot_level=cmd.spell_level or None,
                concentration=True,
                readied=True,
            )
        )
        # The concentration holds the spell only while it is readied: it lapses with it.
        events += _concentrate(state, c, f"readied {cmd.spell}", next_turn(state, c.id))
    events.append(
        ConditionApplied(
            combatant_id=c.id,
            condition=condition(
                state, READIED, source=c.id, expires=next_turn(state, c.id), label=f"readied: {detail}"
            ),
        )
    )
    return events


def use_reaction(state: EncounterState, cmd: UseReaction) -> list[Event]:
    """Spend the reaction on ``what``; with ``readied``, release the readied action (which
    must be held). Raises ``RuleViolation`` when the creature cannot react now.
    Source: 002_06b8b5e39c23dcd7.txt §Ваш хід (one reaction a round), §Дії в бою (Підготовка)."""
    c = state.combatant(cmd.combatant_id)
    if cmd.readied and c.has(READIED) is None:
        raise RuleViolation(f"{c.name} has no readied action")
    events: list[Event] = [
        spend_reaction(c, cmd.what),
        ActionTaken(combatant_id=c.id, action="reaction", using="reaction", detail=cmd.what),
    ]
    if cmd.readied:
        events.append(ConditionEnded(combatant_id=c.id, condition_id=READIED, reason="spent"))
        events += [
            e
            for k in with_source(c, CONCENTRATING)
            if (k.source or "").startswith("readied ")
            for e in ending(state, c.id, k.id, "spent")
        ]
    return events


def use_bonus_action(state: EncounterState, cmd: UseBonusAction) -> list[Event]:
    """A bonus action only when a feature in the block grants it (002 §Ваш хід)."""
    c = state.combatant(cmd.combatant_id)
    on_own_turn(state, c, "take a bonus action")
    granted = {f.lower() for f in stats_of(c).bonus_actions}
    if cmd.feature.lower() not in granted:
        have = ", ".join(stats_of(c).bonus_actions) or "none"
        raise RuleViolation(
            f"nothing grants {c.name} a bonus action for {cmd.feature!r}; its bonus-action features: {have}"
        )
    return [
        spend(c, BONUS, cmd.feature),
        ActionTaken(combatant_id=c.id, action="bonus_action", using="bonus_action", detail=cmd.feature),
    ]


def interact(state: EncounterState, cmd: InteractWithObject) -> list[Event]:
    """One free object interaction a turn; another takes the action (Utilize, 002). A
    ``detail`` naming an item the creature dropped (003 Disarm) picks it up."""
    c = state.combatant(cmd.combatant_id)
    on_own_turn(state, c, "interact with an object")
    picked = [
        ConditionEnded(combatant_id=c.id, condition_id=k.id, reason="removed")
        for k in with_source(c, "dropped")
        if (k.source or "").lower() in cmd.detail.lower()
    ]
    free = c.resources.get(OBJECT)
    if free is not None and free.current > 0:
        return [
            spend(c, OBJECT, cmd.detail),
            ActionTaken(combatant_id=c.id, action="interact", using="free", detail=cmd.detail),
            *picked,
        ]
    return [
        spend(c, ACTION, f"Utilize: {cmd.detail}"),
        ActionTaken(combatant_id=c.id, action="utilize", detail=cmd.detail),
        *picked,
    ]
