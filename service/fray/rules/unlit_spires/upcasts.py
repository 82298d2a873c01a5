"""What old payloads of core events meant in the Unlit Spires (``Ruleset.upcasters``).

Schema 2 conditions carried one number, ``modifier``, whose meaning the id gave: a dropped
guard's +2 to every attack on the fumbler (§01), the Dodge action's +2 to Parry and Dodge
(§03). Schema 3 says it in typed ``modifiers``. Source: 000_c3c04d669a38e5ba.txt §01, §03.
"""

from __future__ import annotations

from typing import Any

from fray.domain.events import Upcaster

from .conditions import ATTACKS_ON, DODGING, GUARD_DROPPED

_APPLIES_TO = {GUARD_DROPPED: (ATTACKS_ON,), DODGING: ("parry", "dodge")}


def modifier_into_modifiers(payload: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 → 3 of ``condition_applied``: a dropped guard's or a dodge's ``modifier``
    becomes its typed ``modifiers``; any other condition is left as it is."""
    cond = payload.get("condition") or {}
    amount = cond.get("modifier") or 0
    if amount and cond.get("id") in _APPLIES_TO:
        cond.pop("modifier")
        cond["modifiers"] = [{"applies_to": to, "amount": amount} for to in _APPLIES_TO[cond["id"]]]
    return payload


UPCASTERS: dict[tuple[str, int], tuple[Upcaster, ...]] = {("condition_applied", 2): (modifier_into_modifiers,)}
