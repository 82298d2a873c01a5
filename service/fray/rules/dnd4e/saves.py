"""Saving throws at the end of a creature's turn, one per effect, and aftereffects.

Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定: at the end of each of its turns a creature makes a
saving throw against each effect a save ends: a d20, not modified by level or abilities (some
powers, feats and racial traits do modify it): 10 or higher succeeds and ends the effect,
below 10 fails; the creature chooses the order; one effect is one save even when it does
several things (the imp's venom: ongoing poison and −2 Will); an aftereffect begins only
after all the saves of that turn, so it is never saved against on the turn it began.

Effects are the core's ``Condition``s: "save ends" is ``Expiry.save`` (the core prompts the
save with ``save_due`` at the end of the bearer's turn), the aftereffect is
``Condition.aftereffect``, begun by :func:`begin` with its duration counted from then.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from msgspec import Struct, structs

from fray.domain.errors import InvalidCommand
from fray.domain.events import Condition
from fray.domain.state import EncounterState

from .attack_roll import check_face
from .modifiers import Derivation, Modifier, derive

SAVE_SUCCEEDS_AT = 10


class SaveRoll(Struct, frozen=True, kw_only=True):
    """One saving throw: the effect it is against, the d20 ``face``, the ``bonus`` with its
    parts (usually nothing), the ``total`` and whether it ``succeeded`` (10 or more)."""

    effect_id: str
    face: int
    bonus: Derivation
    total: int
    succeeded: bool


def saving_throw(effect_id: str, face: int, modifiers: Sequence[Modifier] = ()) -> SaveRoll:
    """A saving throw against ``effect_id``: ``face`` + the stacked ``modifiers``; 10 or
    more succeeds. Raises ``InvalidCommand`` for a face outside 1–20.
    Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定."""
    check_face(face)
    bonus = derive([], modifiers)
    total = face + bonus.total
    return SaveRoll(effect_id=effect_id, face=face, bonus=bonus, total=total, succeeded=total >= SAVE_SUCCEEDS_AT)


def begin(aftereffect: Condition, state: EncounterState) -> Condition:
    """``aftereffect`` as it begins now: its duration counted from this moment (an "until
    the end of your next turn" aftereffect ends at the end of the bearer's next turn after
    the saves). Never raises. Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定 (后继效果)."""
    e = aftereffect.expires
    return structs.replace(
        aftereffect, expires=structs.replace(e, applied_round=state.round, applied_during=state.turn)
    )


class TurnEndSaves(Struct, frozen=True, kw_only=True):
    """The saves of one turn's end: each roll in the order made, the ids of the effects they
    ``ended``, and the aftereffects that ``began`` once all were made."""

    rolls: tuple[SaveRoll, ...]
    ended: tuple[str, ...]
    began: tuple[Condition, ...]


def end_of_turn_saves(
    effects: Sequence[Condition],
    order: Sequence[str],
    faces: Sequence[int],
    state: EncounterState,
    modifiers: Mapping[str, Sequence[Modifier]] | None = None,
) -> TurnEndSaves:
    """The end-of-turn saves of one creature against its save-ends ``effects``, in the
    ``order`` it chose (each effect's id exactly once), with one d20 face each, in that order;
    ``modifiers`` per effect id. A success ends the effect; its aftereffect begins after the
    last save (:func:`begin`), so none of this turn's aftereffects is saved against now.
    Raises ``InvalidCommand`` when the order is not each save-ends effect once or the faces
    do not match. Source: 004_e86ae0a0322fa3b5.txt §豁免鉴定 (选择顺序, 后继效果)."""
    due = {e.id: e for e in effects if e.expires.save is not None}
    if sorted(order) != sorted(due):
        raise InvalidCommand(f"save against each save-ends effect once, in any order: {sorted(due)}")
    if len(faces) != len(order):
        raise InvalidCommand(f"{len(order)} saving throws need {len(order)} d20s, got {len(faces)}")
    mods = modifiers or {}
    rolls = tuple(saving_throw(eid, f, mods.get(eid, ())) for eid, f in zip(order, faces, strict=True))
    ended = tuple(r.effect_id for r in rolls if r.succeeded)
    began = tuple(begin(a, state) for eid in ended if (a := due[eid].aftereffect) is not None)
    return TurnEndSaves(rolls=rolls, ended=ended, began=began)
