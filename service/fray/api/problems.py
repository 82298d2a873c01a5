"""Every error, one status: the single table that maps Fray's errors to RFC 9457 problem
documents (``application/problem+json``). Nothing else in the code base knows HTTP statuses.

A problem document carries ``type`` (a stable URN per kind of problem), ``title``, ``status``,
``detail`` (what went wrong and what to do, for a person) and ``instance`` (the request path).
"""

from __future__ import annotations

import logging
from typing import Any

from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.plugins.problem_details import ProblemDetailsException

from fray.api.bodies import InvalidBody
from fray.api.limits import TooManyRequests
from fray.domain.errors import (
    CombatantNotFound,
    CreatureNotFound,
    DomainError,
    EventOutOfOrder,
    InvalidCommand,
    RuleViolation,
    SpellNotFound,
)
from fray.policy.access import Forbidden, TokenNotFound, Unauthenticated
from fray.service_layer.errors import EncounterExists, EncounterNotFound, PreconditionFailed, VersionOutOfRange
from fray.service_layer.transfer import ImportRefused
from fray.store.errors import (
    IdempotencyKeyReused,
    InvalidText,
    StoreUnavailable,
    StreamVersionConflict,
)

log = logging.getLogger(__name__)
MAX_BODY_BYTES = 1024 * 1024  # the app's request body limit (Litestar's request_max_body_size)

# error class → (HTTP status, problem type slug); the first matching base class wins.
STATUS: list[tuple[type[Exception], int, str]] = [
    (Unauthenticated, 401, "unauthenticated"),
    (Forbidden, 403, "forbidden"),
    (TooManyRequests, 429, "too-many-requests"),
    (TokenNotFound, 404, "token-not-found"),
    (EncounterNotFound, 404, "encounter-not-found"),
    (CombatantNotFound, 404, "combatant-not-found"),
    (CreatureNotFound, 404, "creature-not-found"),
    (SpellNotFound, 404, "spell-not-found"),
    (VersionOutOfRange, 404, "version-out-of-range"),
    (PreconditionFailed, 412, "precondition-failed"),
    (StreamVersionConflict, 409, "version-conflict"),
    (EncounterExists, 409, "encounter-exists"),
    (ImportRefused, 422, "import-refused"),
    (IdempotencyKeyReused, 422, "idempotency-key-reused"),
    (InvalidText, 400, "invalid-text"),
    (StoreUnavailable, 503, "store-unavailable"),
    (RuleViolation, 409, "rule-violation"),
    (InvalidCommand, 422, "invalid-command"),
    (EventOutOfOrder, 500, "internal-error"),
]

EXAMPLES: dict[str, tuple[int, str, str]] = {
    # problem type slug → (status, title, detail): one example document of each kind of
    # problem Fray answers, published with the responses of that status (``fray.api.openapi``).
    "invalid-request": (
        400,
        "Invalid request",
        "the request is not valid: at $.stats.attacks[0].damage[0].dice: expected dice such as 1d8 or 2d6 …",
    ),
    "invalid-text": (400, "Invalid text", "text holds the NUL character (\\u0000), which Fray cannot store"),
    "unauthenticated": (401, "A valid token is needed", "this needs a token: send Authorization: Bearer <token>"),
    "forbidden": (
        403,
        "Not allowed for this token",
        "a player's token acts only for its own combatants (bruce), not zombie",
    ),
    "token-not-found": (404, "Unknown token", "no token with this id in this encounter"),
    "encounter-not-found": (404, "Unknown encounter", "no encounter with this id"),
    "combatant-not-found": (404, "Unknown combatant", "no combatant 'goblin' in this encounter"),
    "creature-not-found": (404, "Unknown creature", "no creature 'owlbaer' in this ruleset's library"),
    "spell-not-found": (404, "Unknown spell", "no spell 'fire-blot' in this ruleset's list"),
    "version-out-of-range": (404, "No such version", "the encounter has versions 1 to 12, not 40"),
    "not-found": (404, "No such resource", "nothing is served at /encounter: the API is described at /docs"),
    "method-not-allowed": (405, "Method not allowed", "PUT is not served at /encounters; allowed: GET, POST"),
    "version-conflict": (409, "Version conflict", "another command was appended first; send it again"),
    "encounter-exists": (409, "The encounter is here already", "this server already has an encounter with this id"),
    "rule-violation": (409, "The rules do not allow that", "it is bruce's turn, not zombie's"),
    "precondition-failed": (
        412,
        "The encounter has changed",
        "the encounter is at version 8, not 7 (If-Match); reload it and decide again",
    ),
    "too-large": (413, "Request too large", "the body is larger than 1024 KiB; send a smaller one"),
    "unsupported-media-type": (415, "Send JSON", "send the body as application/json (got text/plain)"),
    "import-refused": (422, "The log cannot be imported", "line 3: the event's version is 5, expected 3"),
    "idempotency-key-reused": (
        422,
        "Idempotency key reused",
        "Idempotency-Key 'turn-3-attack' was already used by this token for another request; "
        "use a new key for each new command",
    ),
    "invalid-command": (422, "Invalid command", "unlit-spires takes no encounter options (got speed)"),
    "too-many-requests": (429, "Too many requests", "at most 20 commands a second per token; wait 1 s"),
    "internal-error": (500, "Internal error", "the server failed to handle this request; it has been logged"),
    "store-unavailable": (503, "Try again shortly", "the database does not answer"),
}


def _problem(
    request: Request[Any, Any, Any], status: int, slug: str, title: str, detail: str, **extra: Any
) -> Response[Any]:
    exc = ProblemDetailsException(
        status_code=status,
        type_=f"urn:fray:problem:{slug}",
        title=title,
        detail=detail,
        instance=request.url.path,
        extra=extra or None,
    )
    return exc.to_response(request)


def domain_error_handler(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """A domain or store error as a problem document, with its status from ``STATUS``."""
    for cls, status, slug in STATUS:
        if isinstance(exc, cls):
            if status == 503:
                cause = exc.__cause__  # the driver's words: for the log only, never the client
                log.warning(
                    "%s on %s: %s%s",
                    slug,
                    request.url.path,
                    exc,
                    f" ({type(cause).__name__}: {str(cause).strip()[:300]})" if cause else "",
                )
                response = _problem(request, status, slug, "Try again shortly", str(exc))
                response.headers["Retry-After"] = "1"
                return response
            if status >= 500:
                log.error("internal error on %s", request.url.path, exc_info=exc)
            title = getattr(exc, "title", None) or slug.replace("-", " ").capitalize()
            detail = exc.detail if isinstance(exc, DomainError) else str(exc)
            extra = {"line": exc.line} if isinstance(exc, ImportRefused) else {}
            response = _problem(request, status, slug, title, detail, **extra)
            if status == 401:  # RFC 6750 §3
                error = ', error="invalid_token"' if request.headers.get("authorization") else ""
                response.headers["WWW-Authenticate"] = f'Bearer realm="fray"{error}'
            if isinstance(exc, TooManyRequests):
                response.headers["Retry-After"] = str(exc.retry_after)
            return response
    return internal_error_handler(request, exc)


def invalid_body_handler(request: Request[Any, Any, Any], exc: InvalidBody) -> Response[Any]:
    """A body that is not JSON of the documented shape (``fray.api.bodies``): 400, the detail
    naming the JSON path, each error in ``errors``."""
    detail = exc.detail
    if any(e.get("key") == "$.type" for e in exc.errors):
        detail += "; GET /rulesets lists every command type each ruleset accepts"
    return _problem(request, 400, "invalid-request", "Invalid request", detail, errors=exc.errors)


def validation_error_handler(request: Request[Any, Any, Any], exc: ValidationException) -> Response[Any]:
    """A request Litestar could not decode (bad JSON, wrong types, missing fields): 400, with
    each field's error in ``errors``."""
    errors = exc.extra if isinstance(exc.extra, list) else []
    if errors and all(isinstance(e, dict) and e.get("message") == "'data'" for e in errors):
        return _problem(
            request,
            400,
            "invalid-request",
            "Invalid request",
            'the request has no JSON body; send one (a command looks like {"type": "advance_turn"})',
            errors=errors,
        )
    for e in errors:  # a header is named as it is sent, not by the handler's parameter
        if isinstance(e, dict) and e.get("source") == "header" and isinstance(e.get("key"), str):
            e["key"] = "-".join(w.capitalize() for w in e["key"].split("_"))
            if e["key"] == "If-Match":
                e["message"] = 'must be an encounter version such as "7" (its ETag), a list of them ("7", "8"), or *'
    parts = "; ".join(f"{e.get('key', '')}: {e.get('message', '')}".strip(": ") for e in errors if isinstance(e, dict))
    detail = f"the request is not valid: {parts}" if parts else str(exc.detail)
    if any(isinstance(e, dict) and e.get("key") == "type" for e in errors):
        detail += "; GET /rulesets lists every command type each ruleset accepts"
    return _problem(request, 400, "invalid-request", "Invalid request", detail, errors=errors)


def http_error_handler(request: Request[Any, Any, Any], exc: HTTPException) -> Response[Any]:
    """Litestar's own HTTP errors (404 no such route, 405, 415 …) as problem documents."""
    if isinstance(exc, ProblemDetailsException):
        return exc.to_response(request)
    slug, title = {
        400: ("invalid-request", "Invalid request"),
        413: ("too-large", "Request too large"),
        415: ("unsupported-media-type", "Send JSON"),
        404: ("not-found", "No such resource"),
        405: ("method-not-allowed", "Method not allowed"),
    }.get(exc.status_code, ("http-error", str(exc.detail)))
    detail = str(exc.detail)
    if detail == "Input data was truncated":  # msgspec's words for a cut-off or invalid text
        detail = (
            "the JSON body is incomplete or holds text that is not valid UTF-8 (e.g. a lone "
            "surrogate such as \\ud800); send a complete JSON document"
        )
    if exc.status_code == 413:
        limit = request.route_handler.resolve_request_max_body_size() or MAX_BODY_BYTES
        detail = f"the body is larger than {limit // 1024} KiB; send a smaller one"
    if exc.status_code == 404 and detail == "Not Found":
        detail = (
            f"nothing is served at {request.url.path}: encounter ids are UUIDs "
            "(as POST /encounters returns them); the API is described at /docs"
        )
    allow = (exc.headers or {}).get("allow") or (exc.headers or {}).get("Allow")
    if exc.status_code == 405 and allow:
        detail = f"{request.method} is not served at {request.url.path}; allowed: {allow}"
    response = _problem(request, exc.status_code, slug, title, detail)
    if allow:
        response.headers["Allow"] = allow  # RFC 9110: a 405 says what is allowed
    return response


def too_deep_handler(request: Request[Any, Any, Any], exc: RecursionError) -> Response[Any]:
    """JSON nested deeper than the decoder follows (msgspec raises RecursionError): 400."""
    return _problem(
        request,
        400,
        "invalid-request",
        "Invalid request",
        "the JSON body nests too deeply to be read; send a flatter document",
    )


def internal_error_handler(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """Anything unexpected: logged with its traceback, answered with a 500 problem."""
    log.error("unhandled error on %s", request.url.path, exc_info=exc)
    return _problem(
        request, 500, "internal-error", "Internal error", "the server failed to handle this request; it has been logged"
    )


def exception_handlers() -> dict[type[Exception] | int, Any]:
    """The app's exception handlers: every error becomes a problem document."""
    return {
        InvalidBody: invalid_body_handler,
        ValidationException: validation_error_handler,
        HTTPException: http_error_handler,
        DomainError: domain_error_handler,
        StreamVersionConflict: domain_error_handler,
        IdempotencyKeyReused: domain_error_handler,
        InvalidText: domain_error_handler,
        StoreUnavailable: domain_error_handler,
        RecursionError: too_deep_handler,
        Exception: internal_error_handler,
    }
