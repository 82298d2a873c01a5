"""OpenTelemetry traces of a command's walk (``FRAY_TRACES``): a ``fray.command`` span with
``fray.decide``, ``fray.append`` and ``fray.publish`` inside it.

Off by default, and then free: :func:`span` returns one shared do-nothing context manager and
nothing of OpenTelemetry is imported. :func:`configure` (at start-up) installs a tracer; the SDK
comes with the ``traces`` extra (``uv sync --extra traces``, or ``pip install fray[traces]``).
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from typing import Any

_OFF: AbstractContextManager[None] = nullcontext()
_tracer: Any = None


def span(name: str, **attributes: str | int | bool) -> AbstractContextManager[Any]:
    """A span named ``name`` around the block when tracing is on (the current span its parent),
    else a shared context manager that does nothing."""
    if _tracer is None:
        return _OFF
    started: AbstractContextManager[Any] = _tracer.start_as_current_span(name, attributes=attributes)
    return started


def enabled() -> bool:
    """Whether spans are recorded."""
    return _tracer is not None


def install(tracer: Any) -> None:
    """Record spans with ``tracer`` (an OpenTelemetry ``Tracer``; None turns tracing off)."""
    global _tracer
    _tracer = tracer


def configure(kind: str, service_name: str = "fray") -> None:
    """Turn tracing on for ``kind`` ``otlp`` (spans batched to the collector the standard
    ``OTEL_EXPORTER_OTLP_*`` variables name; default ``http://localhost:4318``) or ``console``
    (spans printed on standard output); ``off`` does nothing. Raises ``RuntimeError`` naming the
    extra to install when the SDK (or the OTLP exporter) is missing."""
    if kind == "off" or _tracer is not None:
        return
    try:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter, SpanExporter

        exporter: SpanExporter
        if kind == "otlp":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            exporter = OTLPSpanExporter()
        else:
            exporter = ConsoleSpanExporter()
    except ImportError as exc:
        raise RuntimeError(
            f"FRAY_TRACES={kind} needs OpenTelemetry's SDK: install Fray with its traces extra (uv sync --extra traces)"
        ) from exc
    provider = TracerProvider(resource=Resource.create({"service.name": service_name}))
    provider.add_span_processor(BatchSpanProcessor(exporter))
    install(provider.get_tracer("fray"))
