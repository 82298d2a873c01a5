"""What old payloads of core events meant in dnd5e-2024 (``Ruleset.upcasters``).

Schema 2 conditions carried one number, ``modifier``, whose meaning the id gave, and no
``marker`` flag: a grapple's escape DC (002 §Удар без зброї), a hider's find DC (PHB 2024
Hide), a lingering injury's save DC (003 §Lingering Injuries), a speed-factor declaration's
initiative modifier (003 §Speed Factor); the ruleset's internal markers (``MARKERS``) were
shown as conditions. Schema 3 says each in its typed field.
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


UPCASTERS: dict[tuple[str, int], tuple[Upcaster, ...]] = {
    ("condition_applied", 2): (typed_condition_data,),
    ("dnd5e-2024.condition_applied", 2): (typed_condition_data,),
}
