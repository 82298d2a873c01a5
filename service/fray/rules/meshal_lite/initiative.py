"""Initiative in the Moment process (瞬息过程): Activeness faces, ties on 3🎲+, latecomers.

Each creature rolls its Activeness dice for faces (🎲+); turns go high to low; creatures
tied roll 3🎲+ each and the higher goes first; a creature joining later acts after everyone;
with group initiative (an extension rule) identical creatures share one roll and the GM
orders them within the group. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (先手).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from msgspec import Struct

from fray.domain.errors import InvalidCommand

from .attributes import Attribute, roll_dice
from .dice import check_faces

TIE_DICE = 3


class InitiativeRoll(Struct, frozen=True, kw_only=True):
    """One roll for initiative, by a creature or a group: the ``faces`` of its Activeness
    dice, their ``total``, and its ``tie_rolls`` (3 faces each, one per tie it met)."""

    roller: str
    faces: tuple[int, ...]
    total: int
    tie_rolls: tuple[tuple[int, ...], ...] = ()


def initiative_dice(activeness: Attribute) -> int:
    """Dice rolled for initiative: the Activeness pool now (3 for an Activeness of "-").
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (先手), §属性Attribute Scores (无效属性)."""
    return roll_dice(activeness)


def initiative_roll(
    roller: str, faces: Sequence[int], dice: int, tie_rolls: Sequence[Sequence[int]] = ()
) -> InitiativeRoll:
    """A roll of ``dice`` Activeness dice read for faces, with its tie rolls.

    Raises ``InvalidCommand`` unless there are exactly ``dice`` faces (initiative is not a
    roll to hold back on) and each tie roll has 3 faces, all 1..6.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (先手)."""
    if len(faces) != dice:
        raise InvalidCommand(f"initiative rolls all {dice} Activeness dice, got {len(faces)} faces")
    ties = tuple(check_faces(t) for t in tie_rolls)
    if any(len(t) != TIE_DICE for t in ties):
        raise InvalidCommand("a tie on initiative is broken with 3🎲+ each")
    return InitiativeRoll(roller=roller, faces=check_faces(faces), total=sum(faces), tie_rolls=ties)


def _key(r: InitiativeRoll) -> tuple[int, ...]:
    return (r.total, *(sum(t) for t in r.tie_rolls))


def unbroken_ties(rolls: Sequence[InitiativeRoll]) -> list[tuple[str, ...]]:
    """The groups of rollers still tied (same total and same tie rolls so far), each of
    which must roll 3🎲+ again. DECISION (gap): a tie that a 3🎲+ roll does not break is
    rolled again until it is. Never raises. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程."""
    by_key: dict[tuple[int, ...], list[str]] = {}
    for r in rolls:
        by_key.setdefault(_key(r), []).append(r.roller)
    return [tuple(ids) for ids in by_key.values() if len(ids) > 1]


def initiative_order(rolls: Sequence[InitiativeRoll]) -> list[str]:
    """Rollers in turn order: higher total first; tied ones by their 3🎲+ tie rolls in turn.

    Raises ``InvalidCommand`` for a roller named twice or a tie still unbroken
    (:func:`unbroken_ties` says who rolls again).
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (先手)."""
    names = [r.roller for r in rolls]
    if len(set(names)) != len(names):
        raise InvalidCommand("each creature or group rolls initiative once")
    tied = unbroken_ties(rolls)
    if tied:
        raise InvalidCommand(f"initiative is tied between {', '.join(tied[0])}: each rolls 3🎲+")
    return [r.roller for r in sorted(rolls, key=_key, reverse=True)]


def with_latecomers(order: Sequence[str], newcomers: Sequence[str]) -> list[str]:
    """The order after creatures join a Moment process already under way: after everyone,
    in the order they joined, without rolling. Raises ``InvalidCommand`` for a newcomer
    already in the order. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (中途介入)."""
    clash = set(order) & set(newcomers)
    if clash:
        raise InvalidCommand(f"already in the initiative order: {', '.join(sorted(clash))}")
    return [*order, *newcomers]


def expand_groups(order: Sequence[str], groups: Mapping[str, Sequence[str]]) -> list[str]:
    """Group initiative (an extension rule): each group's one place in ``order`` becomes its
    members, in the order the GM lists them; a roller that is no group stays as it is.
    Raises ``InvalidCommand`` for a creature in two groups or an empty group.
    Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (扩展 一组相同的生物决定一次先手)."""
    seen: set[str] = set()
    out: list[str] = []
    for roller in order:
        members = groups.get(roller, (roller,))
        if not members:
            raise InvalidCommand(f"group {roller!r} has no members")
        for m in members:
            if m in seen:
                raise InvalidCommand(f"{m!r} is in the initiative order twice")
            seen.add(m)
            out.append(m)
    return out
