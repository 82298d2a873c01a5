"""The smallest valid instance of any command class, built from its type (``msgspec.inspect``):
every required field filled with the least its constraints allow, every combatant id with a
given id. For tests that must cover every command of every ruleset without writing each."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import inspect as mi

ID_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"


def _value(t: mi.Type, cid: str) -> Any:
    if isinstance(t, mi.Metadata):
        return _value(t.type, cid)
    if isinstance(t, mi.StrType):
        if t.pattern == ID_PATTERN:
            return cid
        if t.pattern and "d" in t.pattern and "\\d" in t.pattern:
            return "1d4"
        return "x" * max(1, t.min_length or 1)
    if isinstance(t, (mi.IntType, mi.FloatType)):
        low = t.ge if t.ge is not None else (t.gt + 1 if t.gt is not None else 1)
        low = max(low, 1) if t.le is None or t.le >= 1 else low
        return int(low) if isinstance(t, mi.IntType) else float(low)
    if isinstance(t, mi.BoolType):
        return False
    if isinstance(t, mi.LiteralType):
        return sorted(t.values, key=str)[0]
    if isinstance(t, mi.UnionType):
        members = [m for m in t.types if not isinstance(m, mi.NoneType)]
        return _value(members[0], cid) if members else None
    if isinstance(t, (mi.ListType, mi.VarTupleType, mi.SetType, mi.FrozenSetType)):
        return [_value(t.item_type, cid) for _ in range(t.min_length or 0)]
    if isinstance(t, mi.TupleType):
        return [_value(i, cid) for i in t.item_types]
    if isinstance(t, mi.DictType):
        return {}
    if isinstance(t, mi.StructType):
        out: dict[str, Any] = {}
        if t.tag_field is not None:
            out[t.tag_field] = t.tag
        for f in t.fields:
            if f.required:
                out[f.encode_name] = _value(f.type, cid)
        return out
    if isinstance(t, mi.NoneType):
        return None
    raise TypeError(f"no example for {t!r}")


def example(cls: type[Any], cid: str = "a") -> Any:
    """The smallest valid ``cls`` with every combatant id ``cid``."""
    return msgspec.convert(_value(mi.type_info(cls), cid), cls)
