"""Strict request bodies: the raw JSON decoded by msgspec in strict mode, at every depth.

Litestar 2 decodes a handler's ``data`` with ``strict=False`` (hard-coded), so ``"5"`` would
pass for 5 and ``"true"`` for true. Fray takes the raw body instead and decodes it with a
msgspec decoder of its own: strict, and every request struct forbids unknown fields (nested
ones too), so what the OpenAPI document forbids is never accepted. A handler names its body
with :func:`json_body`; the OpenAPI post-processing (``fray.api.openapi``) documents the same
type, read from the handler's ``opt["body"]`` (the type; Litestar deep-copies ``opt``).

A body that does not match is :class:`InvalidBody` (HTTP 400): the detail names the JSON path
of the first mismatch (``$.sheet.strenght``), and a value outside an enumeration (or an
unknown command ``type``) lists the allowed values; a text that does not match its pattern
is told what it must be in words (dice: "expected dice such as 1d8 or 2d6 …"), not by the
regular expression. Two readings follow JSON Schema, which the
published document is written in: ``30.0`` is an integer where one is expected (``30.5`` and
``"30"`` are not), and no text may hold the NUL character (PostgreSQL cannot store it), nor
a character that makes one text display as another (bidirectional controls, zero-width and
other invisible ones), nor may an object give a key twice (``fray.api.plain_text``; the
document's string patterns say which characters).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from litestar import Request
from litestar.di import Provide
from litestar.exceptions import HTTPException
from msgspec import inspect as mi

from fray.api.plain_text import first_fault

_AT = re.compile(r"^(?P<message>.*?)(?: - at `(?P<path>\$[^`]*)`)?$", re.S)
_UNKNOWN = re.compile(r"^Object contains unknown field `(?P<field>[^`]*)`$")
_SEGMENT = re.compile(r"\.([^.\[]+)|\[(\d+)\]")
_MAX_LISTED = 80
_INT_GOT_FLOAT = re.compile(r"^Expected `[^`]*\bint\b[^`]*`, got `float`")


class InvalidBody(Exception):
    """A request body that is not JSON of the documented shape. ``detail`` says what and where;
    ``errors`` is ``[{"key": <JSON path>, "message": <what is wrong>}]``."""

    def __init__(self, detail: str, errors: list[dict[str, str]]) -> None:
        super().__init__(detail)
        self.detail = detail
        self.errors = errors


class JsonBody:
    """A request body of type ``body_type`` (a msgspec Struct, or a tagged union of them),
    decoded strictly. ``provide`` is the Litestar dependency that yields it."""

    def __init__(self, body_type: Any) -> None:
        self.type = body_type
        self._decoder = msgspec.json.Decoder(body_type)

    def decode(self, raw: bytes) -> Any:
        """The body as ``self.type``. Raises :class:`InvalidBody` (empty, not JSON, or not of
        the type: wrong JSON type, unknown field, value out of range or outside an enum)."""
        if not raw.strip():
            raise InvalidBody(
                'the request has no JSON body; send one (a command looks like {"type": "advance_turn"})',
                [{"key": "$", "message": "no body"}],
            )
        try:
            body = self._decoder.decode(raw)
        except msgspec.ValidationError as exc:
            if not _INT_GOT_FLOAT.match(str(exc)):
                raise self._invalid(raw, str(exc)) from None
            body = self._integral(raw)
        except msgspec.DecodeError as exc:
            message = str(exc)
            if message == "Input data was truncated":
                message = "the JSON is incomplete or holds text that is not valid UTF-8"
            raise InvalidBody(
                f"the body is not valid JSON (malformed): {message}", [{"key": "$", "message": message}]
            ) from None
        if fault := first_fault(raw):
            where, message = fault
            raise InvalidBody(f"the request is not valid: at {where}: {message}", [{"key": where, "message": message}])
        return body

    def _integral(self, raw: bytes) -> Any:
        """The body decoded with every integral number (``30.0``) read as an integer: JSON
        Schema counts ``30.0`` as an integer, so the document allows it where it says
        ``integer``; ``30.5`` and ``"30"`` stay refused."""
        try:
            return msgspec.convert(_integers(msgspec.json.decode(raw)), self.type, strict=True)
        except msgspec.ValidationError as exc:
            raise self._invalid(raw, str(exc)) from None

    def _invalid(self, raw: bytes, error: str) -> InvalidBody:
        match = _AT.match(error)
        message, path = (match["message"], match["path"] or "$") if match else (error, "$")
        if unknown := _UNKNOWN.match(message):
            path = f"{path}.{unknown['field']}"
            message = f"unknown field {unknown['field']!r} (fields are case-sensitive; see the schema)"
        elif message.startswith("Expected `str` matching regex") and (words := described(self.type, raw, path)):
            message = words
        elif message.startswith("Invalid") and (values := allowed_values(self.type, raw, path)):
            shown = ", ".join(repr(v) for v in values[:_MAX_LISTED])
            message = f"{message}; allowed: {shown}" + (" …" if len(values) > _MAX_LISTED else "")
        return InvalidBody(f"the request is not valid: at {path}: {message}", [{"key": path, "message": message}])

    def provide(self) -> Provide:
        """A Litestar dependency yielding the request's body decoded as ``self.type``."""

        async def provide_body(request: Request[Any, Any, Any]) -> Any:
            return self.decode(await request.body())

        return Provide(provide_body)


def _integers(value: Any) -> Any:
    """``value`` (decoded JSON) with each float that has no fractional part made an int."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _integers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_integers(v) for v in value]
    return value


def json_body(body_type: Any, opt: dict[str, Any] | None = None) -> dict[str, Any]:
    """Route handler keywords for a strict JSON body of ``body_type``: the ``payload`` dependency
    (inject it as ``payload: SkipValidation[NamedDependency[T]]``), ``opt["body"]`` for the
    OpenAPI document (beside the route's own ``opt``), and :func:`require_json` before the
    request."""
    body = JsonBody(body_type)
    return {
        "dependencies": {"payload": body.provide()},
        "opt": {**(opt or {}), "body": body_type},
        "before_request": require_json,
    }


async def require_json(request: Request[Any, Any, Any]) -> None:
    """Refuse a body that is not declared ``application/json`` (415): a command is never sent
    as a form or plain text, which also keeps cross-site forms from driving an encounter."""
    if request.content_type[0] != "application/json":
        raise HTTPException(
            status_code=415,
            detail=(f"send the body as application/json (got {request.content_type[0] or 'no Content-Type'})"),
        )


def allowed_values(body_type: Any, raw: bytes, path: str) -> list[Any] | None:
    """The values allowed at ``path`` (``$.sheet.armour``) of a body of ``body_type`` when that
    place is an enumeration (a ``Literal``, an ``Enum``, or a union's tag), else None. ``raw``
    picks the member of each tagged union on the way."""
    found = _type_at(body_type, raw, path)
    if isinstance(found, list):
        return found
    return None if found is None else _enumerated(found)


def described(body_type: Any, raw: bytes, path: str) -> str | None:
    """What the text at ``path`` must be, in words (its type's ``description``, and its
    ``examples``), for a value that does not match its pattern; None if its type says
    nothing. Dice say which notation they take (``1d8``, ``2d6``) rather than a regex."""
    found = _type_at(body_type, raw, path)
    if not isinstance(found, mi.Metadata):
        return None
    schema = found.extra_json_schema or {}
    text = schema.get("description")
    if not isinstance(text, str):
        return None
    if len(text) > 1 and text[0].isupper() and not text[1].isupper():
        text = text[0].lower() + text[1:]  # "A combatant's id" reads on as "expected a combatant's id"
    examples = schema.get("examples") or []
    shown = f" (e.g. {', '.join(repr(e) for e in examples[:3] if e)})" if any(examples) else ""
    return f"expected {text.rstrip('.')}{shown}"


def _type_at(body_type: Any, raw: bytes, path: str) -> mi.Type | list[Any] | None:
    """The type at ``path`` of a body of ``body_type`` (its ``Metadata`` kept), the list of
    tags when ``path`` is a union's tag, or None when the path leads nowhere known."""
    try:
        value: Any = msgspec.json.decode(raw)
    except msgspec.DecodeError:
        return None
    info: mi.Type = mi.type_info(body_type)
    for name, index in _SEGMENT.findall(path):
        if (
            name
            and isinstance(value, dict)
            and name == _tag_field(info)
            and not isinstance(_member(info, value), mi.StructType)
        ):
            return _tags(info)
        info = _member(info, value)
        if name:
            value = value.get(name) if isinstance(value, dict) else None
            if isinstance(info, mi.StructType):
                found = [f.type for f in info.fields if f.encode_name == name]
                if not found:
                    return None
                info = found[0]
            elif isinstance(info, mi.DictType):
                info = info.value_type
            else:
                return None
        else:
            i = int(index)
            value = value[i] if isinstance(value, list) and i < len(value) else None
            if isinstance(info, (mi.ListType, mi.VarTupleType, mi.SetType, mi.FrozenSetType)):
                info = info.item_type
            elif isinstance(info, mi.TupleType) and i < len(info.item_types):
                info = info.item_types[i]
            else:
                return None
    if isinstance(info, mi.UnionType):  # str | None: the text's own type
        texts = [t for t in info.types if isinstance(t, mi.Metadata)]
        if len(texts) == 1:
            return texts[0]
    return info


def _member(info: mi.Type, value: Any) -> mi.Type:
    """The member of a union that a JSON ``value`` is read as (by tag, or by JSON kind)."""
    if isinstance(info, mi.Metadata):
        return _member(info.type, value)
    if not isinstance(info, mi.UnionType):
        return info
    structs = [t for t in info.types if isinstance(t, mi.StructType)]
    if isinstance(value, dict):
        tagged = [s for s in structs if s.tag_field and value.get(s.tag_field) == s.tag]
        if tagged:
            return tagged[0]
        if len(structs) == 1:
            return structs[0]
        mappings = [t for t in info.types if isinstance(t, mi.DictType)]
        return mappings[0] if mappings else info
    if isinstance(value, list):
        arrays = [t for t in info.types if isinstance(t, (mi.ListType, mi.VarTupleType, mi.TupleType))]
        return arrays[0] if arrays else info
    return info


def _tag_field(info: mi.Type) -> str | None:
    if isinstance(info, mi.Metadata):
        return _tag_field(info.type)
    if isinstance(info, mi.UnionType):
        fields = {t.tag_field for t in info.types if isinstance(t, mi.StructType)}
        return fields.pop() if len(fields) == 1 else None
    return info.tag_field if isinstance(info, mi.StructType) else None


def _tags(info: mi.Type) -> list[Any]:
    if isinstance(info, mi.Metadata):
        return _tags(info.type)
    members = info.types if isinstance(info, mi.UnionType) else (info,)
    return [t.tag for t in members if isinstance(t, mi.StructType) and t.tag is not None]


def _enumerated(info: mi.Type) -> list[Any] | None:
    if isinstance(info, mi.Metadata):
        return _enumerated(info.type)
    if isinstance(info, mi.LiteralType):
        return list(info.values)
    if isinstance(info, mi.EnumType):
        return [m.value for m in info.cls]
    if isinstance(info, mi.UnionType):
        values = [v for t in info.types for v in (_enumerated(t) or ())]
        return values or None
    return None
