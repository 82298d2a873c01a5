"""Examples for the published contract, built from the types: one request body per command
type (``POST /encounters/{id}/commands``) and one problem document per kind of problem.

A command's example fills its required fields only (a field's own ``examples`` first, else the
least its constraints allow), names combatants ``hero`` (the one acting) and ``goblin`` (any
other), and is checked by decoding it as its class, so every example is a body Fray accepts
(whether the rules then allow it depends on the encounter: the goblin must exist …).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from msgspec import inspect as mi

from fray.domain.commands import Command, command_type_of

ID_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"
OTHERS = ("target_id", "target", "grappler_id", "ally_id", "marked_by", "targets", "target_ids")


WORDS = {  # a free text field's example, by the field's name (a person reads these)
    "name": "Goblin",
    "attack": "Scimitar",
    "spell": "Fire Bolt",
    "power": "Melee Basic Attack",
    "detail": "opens the door",
    "trigger": "the goblin comes within reach",
    "action": "attack",
    "feature": "Second Wind",
    "what": "Shield",
    "condition_id": "slowed",
    "reason": "a ruling at the table",
}


CHOSEN: dict[str, dict[str, Any]] = {
    # optional fields worth showing, for commands whose required fields alone say little
    "dnd5e-2024.add_combatant": {"creature": "goblin", "count": 2},
    "unlit-spires.add_hero": {"preset": "bruce"},
    "unlit-spires.add_monster": {"preset": "grey_tide_zombie", "combatant_id": "zombie"},
    "meshal-lite.end_fight": {"party_side": "party"},
}


def _combatant(field: str) -> str:
    return "goblin" if field in OTHERS or field.startswith("target") else "hero"


def _value(t: mi.Type, field: str) -> Any:
    if isinstance(t, mi.Metadata):
        if isinstance(t.type, mi.StrType) and t.type.pattern == ID_PATTERN:
            return _combatant(field)
        shown = (t.extra_json_schema or {}).get("examples")
        if shown:
            return shown[0]
        return _value(t.type, field)
    if isinstance(t, mi.StrType):
        if t.pattern == ID_PATTERN:
            return _combatant(field)
        word = WORDS.get(field)
        if word is not None and (t.pattern is None or re.search(t.pattern, word)) and len(word) <= (t.max_length or 99):
            return word
        if t.pattern is None:
            return "x" * max(1, t.min_length or 1)
        return _patterned(t)
    if isinstance(t, (mi.IntType, mi.FloatType)):
        low = t.ge if t.ge is not None else (t.gt + 1 if t.gt is not None else 1)
        low = max(low, 1) if t.le is None or t.le >= 1 else low
        return int(low) if isinstance(t, mi.IntType) else float(low)
    if isinstance(t, mi.BoolType):
        return False
    if isinstance(t, mi.LiteralType):
        return sorted(t.values, key=str)[0]
    if isinstance(t, mi.EnumType):
        return next(iter(t.cls)).value
    if isinstance(t, mi.UnionType):
        members = [m for m in t.types if not isinstance(m, mi.NoneType)]
        return _value(members[0], field) if members else None
    if isinstance(t, (mi.ListType, mi.VarTupleType, mi.SetType, mi.FrozenSetType)):
        return [_value(t.item_type, field.removesuffix("s")) for _ in range(max(1, t.min_length or 0))]
    if isinstance(t, mi.TupleType):
        return [_value(i, field) for i in t.item_types]
    if isinstance(t, mi.DictType):
        return {}
    if isinstance(t, mi.StructType):
        out: dict[str, Any] = {}
        if t.tag_field is not None:
            out[t.tag_field] = t.tag
        for f in t.fields:
            if f.required:
                out[f.encode_name] = _value(f.type, f.encode_name)
        return out
    if isinstance(t, mi.NoneType):
        return None
    raise TypeError(f"no example for {t!r}")


def _patterned(t: mi.StrType) -> str:
    """A string for a pattern no field example covers: a lower-case word, else the empty one."""
    pattern = t.pattern or ""
    for candidate in ("1d6", "prone", "hero", "x", ""):
        if re.search(pattern, candidate) and (t.min_length or 0) <= len(candidate):
            return candidate
    raise TypeError(f"no example matches {pattern!r}")


def command_example(cls: type[Command]) -> dict[str, Any]:
    """A body of command ``cls`` as JSON (its required fields filled); raises ``TypeError``
    if none could be made, ``msgspec.ValidationError`` if the one made is refused."""
    value = {**_value(mi.type_info(cls), ""), **CHOSEN.get(command_type_of(cls), {})}
    msgspec.convert(value, cls)  # what Fray would decode: a refusal here is a bug in the above
    return value


def command_examples(classes: tuple[type[Command], ...]) -> dict[str, dict[str, Any]]:
    """OpenAPI ``examples`` (name → Example object) with one body per command of ``classes``,
    keyed by its ``type`` (the tag) and summarised by the first line of its docstring."""
    out = {}
    for cls in sorted(classes, key=command_type_of):
        tag = command_type_of(cls)
        first = " ".join((cls.__doc__ or tag).strip().split("\n\n")[0].split()).replace("``", "`")
        summary = first.split(". ")[0].rstrip(".")
        out[tag] = {"summary": summary[:200], "value": command_example(cls)}
    return out
