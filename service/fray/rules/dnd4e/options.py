"""The options of a dnd4e encounter, checked when it is created.

``saves``: ``prompt`` (the default) — at the end of a creature's turn the core prompts each
"save ends" save (``save_due``) and the game prompts a dying character's death save; the
player answers with ``dnd4e.saving_throw`` (one per effect, in the order it chooses: 004
§豁免鉴定) and ``dnd4e.death_save``. ``auto`` — Fray rolls them itself as the turn ends, in the
order the effects were put on the creature (DECISION: for tables that let the server roll),
then the death save.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from fray.domain.errors import InvalidCommand
from fray.domain.state import EncounterState


class Dnd4eOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``saves``: who rolls end-of-turn saving throws and death saves (``prompt``: the
    player, one command each; ``auto``: Fray, as the turn ends)."""

    saves: Literal["prompt", "auto"] = "prompt"


def check_options(given: dict[str, Any]) -> dict[str, Any]:
    """The options of a new dnd4e encounter (``Ruleset.check_options``): unknown switches or
    wrong values raise ``InvalidCommand`` naming the field; the result spells out every
    option with its default. Source: (glue: no rule of its own)."""
    try:
        return msgspec.to_builtins(msgspec.convert(given, Dnd4eOptions))  # type: ignore[no-any-return]  # to_builtins of a Struct is a dict
    except msgspec.ValidationError as exc:
        known = ", ".join(Dnd4eOptions.__struct_fields__)
        raise InvalidCommand(f"these options are not valid for dnd4e: {exc}; options: {known}") from exc


def options(state: EncounterState) -> Dnd4eOptions:
    """The encounter's options, read tolerantly (a switch a later version dropped is
    ignored; a bad value reads as the default). Never raises. Source: (glue)."""
    known = {k: v for k, v in state.options.items() if k in Dnd4eOptions.__struct_fields__}
    try:
        return msgspec.convert(known, Dnd4eOptions)
    except msgspec.ValidationError:
        return Dnd4eOptions()
