"""The store's event registry, built from every registered ruleset (the service layer's wiring:
the store knows no ruleset, and no ruleset knows the store)."""

from __future__ import annotations

from fray.domain.events import Upcaster
from fray.rules.registry import RULESETS, event_classes
from fray.store.codec import EventTypes


def event_types() -> EventTypes:
    """The registry the store decodes with: every event class (the core's and each
    ruleset's), and the upcasters each ruleset adds for old payloads of core event types."""
    extra: dict[tuple[str, int], list[Upcaster]] = {}
    for r in RULESETS.values():
        for key, ups in r.upcasters.items():
            extra.setdefault(key, []).extend(ups)
    return EventTypes(event_classes(), extra)
