"""The encounter's DMG option switches (003_f1a408214e2b5451.txt), read from ``state.options``.

Options are checked strictly once, when the encounter is created (``check_options``, the
core's ``Ruleset.check_options``: an unknown switch or a wrong type is a 422 naming it). A
stored encounter's options are read tolerantly (``options``): a switch this version does not
know (written by a newer or an older Fray) is skipped, so the encounter still loads and plays.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.state import EncounterState


class Dnd5eOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``initiative``: ``roll`` (002: d20 + DEX), ``score`` (003 Initiative Score: 10 + DEX),
    ``side`` (003 Side Initiative), ``speed_factor`` (003 Speed Factor). ``ties``: how equal
    initiatives break (``dex_then_roll``: higher DEX modifier, then a d20 rolled once and
    recorded; ``roll``: a d20 only). The rest switch on one 003 rule each."""

    initiative: Literal["roll", "score", "side", "speed_factor"] = "roll"
    ties: Literal["dex_then_roll", "roll"] = "dex_then_roll"
    climb_onto: bool = False
    disarm: bool = False
    mark: bool = False
    overrun: bool = False
    shove_aside: bool = False
    tumble: bool = False
    hitting_cover: bool = False
    cleaving: bool = False
    lingering_injuries: bool = False
    system_shock: bool = False
    morale: bool = False


def options(state: EncounterState) -> Dnd5eOptions:
    """The encounter's options as stored, read tolerantly: switches this version does not
    know are skipped, and a known switch whose stored value no longer fits reads as its
    default (options were checked when the encounter was created). Never raises.
    Source: (glue: no rule of its own)."""
    known = {k: v for k, v in state.options.items() if k in Dnd5eOptions.__struct_fields__}
    try:
        return msgspec.convert(known, Dnd5eOptions)
    except msgspec.ValidationError:
        fits = {}
        for k, v in known.items():
            try:
                msgspec.convert({k: v}, Dnd5eOptions)
            except msgspec.ValidationError:
                continue
            fits[k] = v
        return msgspec.convert(fits, Dnd5eOptions)


def require(state: EncounterState, switch: str) -> None:
    """Raise ``RuleViolation`` unless the option ``switch`` is on for this encounter.
    Source: (glue: no rule of its own)."""
    if not getattr(options(state), switch):
        raise RuleViolation(
            f"the DMG option {switch!r} is off in this encounter; create it with "
            f'"options": {{"{switch}": true}} to use it'
        )


def check_options(given: dict[str, Any]) -> dict[str, Any]:
    """The options of a new dnd5e-2024 encounter, checked when it is created (the core's
    ``Ruleset.check_options``): unknown switches or wrong types raise ``InvalidCommand``
    naming the field; the result spells out every switch with its default.
    Source: (glue: no rule of its own)."""
    try:
        checked: dict[str, Any] = msgspec.to_builtins(msgspec.convert(given, Dnd5eOptions))
        return checked
    except msgspec.ValidationError as exc:
        known = ", ".join(Dnd5eOptions.__struct_fields__)
        raise InvalidCommand(f"these options are not valid for dnd5e-2024: {exc}; options: {known}") from exc
