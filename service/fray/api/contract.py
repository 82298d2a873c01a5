"""The published schemas, derived from the types with msgspec and made true to the wire.

Litestar writes the paths, parameters and operation ids; every request and response body
schema is then replaced by msgspec's own JSON Schema of the handler's types (msgspec is what
encodes and decodes them, so its schema is what is sent). Three things msgspec cannot know
from the types alone are filled from the registry:

- a *base* struct stands for the union of its registered subclasses: ``Event`` (every event
  type), ``Command`` (every command) and ``StatBlock`` (every ruleset's stat block) become a
  ``oneOf`` with a ``discriminator`` whose mapping gives each real tag
  (``"dnd5e-2024.initiative_rolled"`` → its schema, where ``type`` is that ``const`` string);
- two classes of one name (``CastSpell`` in two rulesets) get names a generator can use:
  the core keeps the plain name, a ruleset's takes its package as prefix
  (``Dnd5e2024CastSpell``), and every schema's ``title`` is its unique component name;
- the union of a tagged union's members is a ``oneOf`` (its tags are distinct), and a
  fixed-length tuple drops ``"items": false`` (its ``maxItems`` says the same).

Nothing here writes a schema by hand: every one comes from a type.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Union

import msgspec

from fray.domain.commands import Command
from fray.domain.events import Event
from fray.domain.state import StatBlock
from fray.rules.registry import command_classes, event_classes, stat_block_classes

_DOTTED = re.compile(r"^fray\.(?:rules\.(?P<ruleset>[a-z0-9_]+)|domain)\.[a-z0-9_.]+\.(?P<name>\w+)$")


def bases() -> dict[type, tuple[type, ...]]:
    """Each base struct and the registered subclasses its schema stands for."""
    return {Event: event_classes(), Command: command_classes(), StatBlock: stat_block_classes()}


def components(types: Iterable[Any], ref_template: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """msgspec's JSON Schemas of ``types`` (one per type, a reference where a type is a
    struct) and the named schemas they refer to, with each base that is referred to replaced
    by the union of its members, collision names made usable, titles unique and tagged unions
    as ``oneOf``."""
    roots = list(types)
    used: dict[type, Any] = {}
    while True:
        schemas, named = msgspec.json.schema_components([*roots, *used.values()], ref_template=ref_template)
        more = {b: Union[m] for b, m in bases().items() if b.__name__ in named and b not in used}  # noqa: UP007
        if not more:
            break
        used.update(more)
    for base, union_schema in zip(used, schemas[len(roots) :], strict=True):
        tag = base.__struct_config__.tag_field  # type: ignore[attr-defined]
        named[base.__name__] = {
            **union_schema,
            "description": (f"Any registered {base.__name__}: one schema per kind, told apart by `{tag}`."),
        }
    renames = _usable_names(named)
    prefix = ref_template.split("{name}")[0]
    tree = _one_of(
        _rename({"schemas": list(schemas[: len(roots)]), "named": named}, renames, prefix)
    )  # a list: a tuple would be passed over
    _const_tags(tree, tree["named"], prefix)
    for name, schema in tree["named"].items():
        schema["title"] = name
    return tree["schemas"], dict(sorted(tree["named"].items()))


def as_base(body_type: Any) -> Any:
    """The base struct whose registered members ``body_type`` is the union of (so it is
    published under the base's name, e.g. ``Command``), else ``body_type`` itself."""
    for base, members in bases().items():
        if body_type == Union[members]:  # noqa: UP007  # unions built at run time
            return base
    return body_type


def _usable_names(named: dict[str, Any]) -> dict[str, str]:
    """New names for msgspec's dotted collision names (``fray.rules.dnd5e_2024.commands.X``)."""
    renames = {}
    for name in named:
        if "." not in name:
            continue
        match = _DOTTED.match(name)
        if match is None:
            raise ValueError(f"no usable schema name for {name}")
        ruleset = match["ruleset"]
        prefix = "".join(part.capitalize() for part in ruleset.split("_")) if ruleset else ""
        renames[name] = prefix + match["name"]
    taken = [n for n in named if "." not in n] + list(renames.values())
    if len(taken) != len(set(taken)):
        raise ValueError(f"schema names collide after renaming: {sorted(renames.values())}")
    return renames


def _rename(node: Any, renames: dict[str, str], prefix: str) -> Any:
    """``node`` with every reference (``$ref``, a discriminator's mapping) and component key
    renamed by ``renames``."""
    if isinstance(node, dict):
        return {renames.get(k, k): _rename(v, renames, prefix) for k, v in node.items()}
    if isinstance(node, list):
        return [_rename(v, renames, prefix) for v in node]
    if isinstance(node, str) and node.startswith(prefix):
        name = node[len(prefix) :]
        return prefix + renames.get(name, name)
    return node


def _const_tags(node: Any, named: dict[str, Any], prefix: str) -> None:
    """Write each tagged member's tag (msgspec: ``{"enum": [tag]}``) as ``{"type": "string",
    "const": tag, "default": tag}``, found through every discriminator's mapping under
    ``node``: the default lets a generated client build a member without repeating its tag
    (``StartFight()``, not ``StartFight(type_="start_fight")``)."""
    if isinstance(node, dict):
        if isinstance(found := node.get("discriminator"), dict):
            for tag, ref in found["mapping"].items():
                member = named[ref.removeprefix(prefix)]
                member["properties"][found["propertyName"]] = {"type": "string", "const": tag, "default": tag}
        for value in node.values():
            _const_tags(value, named, prefix)
    elif isinstance(node, list):
        for value in node:
            _const_tags(value, named, prefix)


def _one_of(node: Any) -> Any:
    """``node`` with every discriminated ``anyOf`` written as ``oneOf`` (tags are distinct),
    and a fixed-length tuple's ``"items": false`` dropped (``maxItems`` already says it, and
    generators that model ``items`` as a schema refuse the boolean)."""
    if isinstance(node, dict):
        out = {k: _one_of(v) for k, v in node.items()}
        if "discriminator" in out and "anyOf" in out:
            out["oneOf"] = out.pop("anyOf")
        if out.get("items") is False and len(out.get("prefixItems", ())) == out.get("maxItems"):
            del out["items"]
        return out
    if isinstance(node, list):
        return [_one_of(v) for v in node]
    return node
