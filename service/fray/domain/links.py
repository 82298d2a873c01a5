"""Conditions tied to their source or their bearer: they end however that one reaches the
state that ends them.

A ruleset says which of its conditions hang on a creature and what state of it lets them go
(``LetsGo``: a 4e mark and its marker dying or falling unconscious, a 5e grapple and its
grappler incapacitated or gone, concentration and its caster incapacitated).
:func:`released` gives the ``ConditionEnded`` events that the state calls for (with what lasts
while each, ``fray.domain.turns.ending``). A ruleset returns them from
``Ruleset.consequences``, which the core asks after *every* command, so it makes no
difference how the state was reached: damage, a condition put on, ongoing damage at a turn's
start, a failed death save, a GM's ``correct_combatant``, a ``remove_combatant``. Undo folds
the log without an action, and the ending was part of that action, so it goes with it and
comes back with a redo; ``revoke`` of an earlier action is refused when the log without it
would leave such a condition standing (``fray.domain.history``).
"""

from __future__ import annotations

from collections.abc import Callable

from fray.domain.events import Condition, ConditionEnded, Event
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import ending

LetsGo = Callable[[EncounterState, Combatant, Condition], bool]
"""``(state, bearer, condition) → True`` when ``condition`` on ``bearer`` ends now."""


def source_of(state: EncounterState, k: Condition) -> Combatant | None:
    """The combatant that caused ``k`` (its ``source``), or None (no source, a thing that is
    not a combatant, or a combatant that has left: see :func:`source_left`). Never raises."""
    return state.combatants.get(k.source) if k.source is not None else None


def source_left(state: EncounterState, k: Condition) -> bool:
    """Whether ``k``'s source is a combatant that was in the encounter and has left it (removed,
    or its joining undone). Never raises."""
    return k.source is not None and k.source not in state.combatants and k.source in state.departed


def released(state: EncounterState, lets_go: LetsGo) -> list[Event]:
    """``ConditionEnded`` (removed) for every condition ``lets_go`` lets go in ``state``, each
    followed by what lasts while it, each condition once, in the order of the combatants and
    their conditions. Empty when nothing is due. Never raises (unless ``lets_go`` does)."""
    out: list[Event] = []
    done: set[tuple[str, str]] = set()
    for c in state.combatants.values():
        for k in c.conditions:
            if (c.id, k.id) in done or not lets_go(state, c, k):
                continue
            for e in ending(state, c.id, k.id, "removed"):
                assert isinstance(e, ConditionEnded)
                if (e.combatant_id, e.condition_id) not in done:
                    done.add((e.combatant_id, e.condition_id))
                    out.append(e)
    return out
