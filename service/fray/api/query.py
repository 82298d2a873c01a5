"""Query parameters the document types as numbers, held to it.

Litestar reads ``?level=null`` for an optional ``int`` as "no value" and lets the request
through, while the published document says the parameter is an integer: a client that sends
``null`` would get an answer the contract does not promise. Every optional whole-number query
parameter is checked here first."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.exceptions import ValidationException


def whole_numbers(request: Request[Any, Any, Any], *names: str) -> None:
    """Raise ``ValidationException`` (400, naming the parameter) when any of the query
    parameters ``names`` is given as anything but ASCII digits (``null``, ``-1``, ``1.5``, empty,
    or digits of another script, which Python's ``int`` would read: ``٣``)."""
    for name in names:
        if any(not (v.isascii() and v.isdigit()) for v in request.query_params.getall(name, [])):
            raise ValidationException(
                f"{name} must be a whole number",
                extra=[{"key": name, "message": "must be a whole number", "source": "query"}],
            )
