"""What old payloads of core events meant in dnd5e-2024 (``Ruleset.upcasters``).

Schema 2 conditions carried one number, ``modifier``, whose meaning the id gave, and no
``marker`` flag: a grapple's escape DC (002 §Удар без зброї), a hider's find DC (PHB 2024
Hide), a lingering injury's save DC (003 §Lingering Injuries), a speed-factor declaration's
initiative modifier (003 §Speed Factor); the ruleset's internal markers (``MARKERS``) were
shown as conditions. Schema 3 says each in its typed field.

Logs from before the Attack action's attacks were counted in full (schema 2 and earlier) kept
only its spare attacks in ``attacks_left``; schema 5 reads them in today's layout, so the rules
read one layout only (``attacks_in_full``, ``extra_attack_spends_one``).
"""

from __future__ import annotations

from typing import Any

from fray.domain.events import Upcaster

from .conditions import HIDDEN, MARKERS, base
from .speed_factor import DECLARED


def typed_condition_data(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 → 3 of ``condition_applied`` (and the schema-1 ``dnd5e-2024.condition_applied``
    after its own upcast): ``modifier`` into ``dc`` or an ``initiative`` modifier, ``marker``
    set for the ruleset's markers. Conditions of other ids are left as they are."""
    cond = payload.get("condition") or {}
    name = base(str(cond.get("id", "")))
    amount = cond.get("modifier") or 0
    if amount and (name in ("grappled", HIDDEN) or name.startswith("injury_")):
        cond.pop("modifier")
        cond["dc"] = amount
    elif amount and name == DECLARED:
        cond.pop("modifier")
        cond["modifiers"] = [{"applies_to": "initiative", "amount": amount}]
    if name in MARKERS:
        cond["marker"] = True
    return payload


def attacks_in_full(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 → 5 of ``dnd5e-2024.combatant_added``: logs from before the Attack action's
    attacks were counted in full kept only the spare ones (``attacks_left`` 0 of
    ``attacks_per_action − 1``); the track joins full, ``attacks_per_action`` of them, as it
    does today (002 §Атака; Extra Attack). Tracks already in today's layout are left."""
    n = (payload.get("stats") or {}).get("attacks_per_action", 1)
    track = (payload.get("resources") or {}).get("attacks_left")
    if isinstance(track, dict) and isinstance(n, int) and track.get("maximum") == n - 1:
        payload["resources"]["attacks_left"] = {"current": n, "maximum": n}
    return payload


def extra_attack_spends_one(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 → 5 of ``resource_changed``: in the spare-attack layout the first attack gave
    ``attacks_per_action − 1`` spare attacks (``"Extra Attack"``, +N); in today's it spends one
    of the attacks the track held from the turn's start (−1), which leaves the same number."""
    if (
        payload.get("resource") == "attacks_left"
        and payload.get("reason") == "Extra Attack"
        and isinstance(payload.get("delta"), int)
        and payload["delta"] > 0
    ):
        payload["delta"] = -1
    return payload


UPCASTERS: dict[tuple[str, int], tuple[Upcaster, ...]] = {
    ("condition_applied", 2): (typed_condition_data,),
    ("dnd5e-2024.condition_applied", 2): (typed_condition_data,),
    ("dnd5e-2024.combatant_added", 4): (attacks_in_full,),
    ("resource_changed", 4): (extra_attack_spends_one,),
}
