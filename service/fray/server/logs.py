"""How Fray logs: plain lines (the default) or, with ``FRAY_LOG_FORMAT=json``, one JSON object a
line (python-json-logger: ``time``, ``level``, ``logger``, ``message``, and any ``extra=`` fields),
for Fray's own loggers and uvicorn's alike."""

from __future__ import annotations

import logging
import logging.config
import os
from typing import Any

from pythonjsonlogger.core import RESERVED_ATTRS

TEXT_FORMAT = "%(levelname)s %(name)s: %(message)s"
JSON_FIELDS = "%(asctime)s %(levelname)s %(name)s %(message)s"
JSON_RENAMED = {"asctime": "time", "levelname": "level", "name": "logger"}


def _formatter(log_format: str) -> dict[str, Any]:
    if log_format == "json":
        return {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": JSON_FIELDS,
            "rename_fields": JSON_RENAMED,
            "reserved_attrs": [*RESERVED_ATTRS, "color_message"],  # uvicorn's message with terminal colours
        }
    return {"format": TEXT_FORMAT}


def uvicorn_log_config(log_format: str) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for ``uvicorn.run(log_config=…)``: uvicorn's loggers and
    ``fray``'s through one handler on standard error, as text or JSON (``log_format``)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"fray": _formatter(log_format)},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "fray", "stream": "ext://sys.stderr"}},
        "loggers": {
            "uvicorn": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
            "uvicorn.error": {"level": "INFO"},
            "fray": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
        },
        "root": {"handlers": ["stderr"], "level": "WARNING"},
    }


def configure_logging(log_format: str | None = None) -> None:
    """Log warnings and worse to standard error, as text or JSON (``log_format``, default
    ``FRAY_LOG_FORMAT``; anything but ``json`` is text: a bad value is reported by the
    settings, not here)."""
    chosen = log_format or os.environ.get("FRAY_LOG_FORMAT") or "text"
    config = uvicorn_log_config("json" if chosen == "json" else "text")
    config["loggers"] = {"fray": {"level": "WARNING"}}
    logging.config.dictConfig(config)
