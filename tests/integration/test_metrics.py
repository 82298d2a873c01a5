"""What an operator watches (issue 19, "Observability"): Prometheus metrics on a port of their
own, summed over ``--workers``; OpenTelemetry spans of a command's walk; JSON logs."""

from __future__ import annotations

import json
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator

import httpx
import pytest
from bench.servers import Fray, free_port
from litestar import Litestar
from litestar.testing import TestClient
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from fray.observe import traces
from fray.server.logs import uvicorn_log_config
from tests.integration.conftest import MakeClient, new_encounter, send

COMMANDS = 10


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text page: ``(name, sorted labels) -> value``."""
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


@pytest.fixture(scope="module")
def watched(database_url: str, redis_url: str) -> Iterator[tuple[Fray, str]]:
    """``fray serve --workers 2`` with ``FRAY_METRICS_ADDRESS``: the server and its metrics URL."""
    port = free_port()
    server = Fray(
        database_url,
        redis_url=redis_url,
        prefix=f"fray-metrics-{secrets.token_hex(3)}",
        pool_size=2,
        workers=2,
        env={"FRAY_METRICS_ADDRESS": f"127.0.0.1:{port}"},
    )
    try:
        server.wait_ready()
        yield server, f"http://127.0.0.1:{port}/metrics"
    finally:
        server.stop()


def test_metrics_sum_the_workers(watched: tuple[Fray, str]) -> None:
    """Commands sent to two workers on one port are counted once each on the one /metrics page
    (prometheus-client's multiprocess mode), with latency, events, pool and Redis link."""
    server, metrics = watched
    with httpx.Client(base_url=server.url, timeout=30) as api:
        created = api.post("/encounters", json={"ruleset": "unlit-spires", "name": "watched"}).json()
        eid = created["state"]["encounter_id"]
        api.headers["Authorization"] = f"Bearer {created['gm_token']}"
        added = api.post(f"/encounters/{eid}/commands", json={"type": "unlit-spires.add_monster", "preset": "kugen"})
        assert added.status_code == 200
        target = added.json()["events"][0]["data"]["combatant_id"]
        body = {"type": "apply_damage", "target_id": target, "amount": 1}
        for _ in range(COMMANDS):
            api.post(f"/encounters/{eid}/commands", json=body).raise_for_status()
        refused = api.post(f"/encounters/{eid}/commands", json={**body, "target_id": "nobody"})
        assert refused.status_code == 404
        assert api.get("/metrics").status_code == 404  # never on the API's port
    page = httpx.get(metrics, timeout=10)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/plain")
    got = samples(page.text)
    for _ in range(300):  # a worker's subscription may still be connecting (or reconnecting) on a busy machine
        if [v for (name, _), v in got.items() if name == "fray_redis_link_up"] == [1.0, 1.0]:
            break
        time.sleep(0.1)
        got = samples(httpx.get(metrics, timeout=10).text)
    assert got[("fray_commands_total", (("outcome", "ok"), ("type", "apply_damage")))] == COMMANDS
    assert got[("fray_commands_total", (("outcome", "ok"), ("type", "unlit-spires.add_monster")))] == 1
    assert got[("fray_commands_total", (("outcome", "refused"), ("type", "apply_damage")))] == 1
    assert got[("fray_command_seconds_count", (("outcome", "ok"),))] == COMMANDS + 1
    assert got[("fray_events_appended_total", ())] >= COMMANDS + 2  # the create's event too
    assert got[("fray_append_seconds_count", ())] >= COMMANDS + 2
    assert ("fray_pool_size", ()) in got
    links = [v for (name, _), v in got.items() if name == "fray_redis_link_up"]
    assert links == [1.0, 1.0]  # one per worker, both subscribed


def test_a_command_that_lost_its_version_to_another_process_is_counted(make_client: MakeClient) -> None:
    """``fray_append_conflicts_total``: a command decided on a cache another process made stale
    finds its version taken, is decided again, and is counted once; one that was not is not."""
    here, there = make_client(), make_client()
    eid = new_encounter(here)  # cached here at version 1

    def conflicts() -> float:
        return REGISTRY.get_sample_value("fray_append_conflicts_total") or 0.0

    before = conflicts()
    assert send(there, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"}).status_code == 200  # version 2
    assert conflicts() == before  # read from the log there: nothing stale
    added = send(here, eid, {"type": "unlit-spires.add_hero", "preset": "enoch"})  # decided at 1, stored at 3
    assert added.status_code == 200 and added.json()["version"] == 3
    assert conflicts() == before + 1


def test_spans_of_a_command(make_client: MakeClient) -> None:
    """With a tracer installed a command is a fray.command span holding fray.decide,
    fray.append and fray.publish; without one, span() is one shared do-nothing object."""
    assert traces.span("a") is traces.span("b")
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    client: TestClient[Litestar] = make_client()
    eid = new_encounter(client)
    traces.install(provider.get_tracer("test"))
    try:
        assert send(client, eid, {"type": "unlit-spires.add_monster", "preset": "kugen"}).status_code == 200
    finally:
        traces.install(None)
    spans = {s.name: s for s in exporter.get_finished_spans()}
    assert set(spans) == {"fray.command", "fray.decide", "fray.append", "fray.publish"}
    root = spans["fray.command"]
    assert root.attributes is not None and root.attributes["fray.command"] == "unlit-spires.add_monster"
    for child in ("fray.decide", "fray.append", "fray.publish"):
        parent = spans[child].parent
        assert parent is not None and root.context is not None and parent.span_id == root.context.span_id


def test_json_logs() -> None:
    """FRAY_LOG_FORMAT=json: one JSON object a line, uvicorn's loggers and Fray's."""
    probe = (
        "import logging, logging.config; from fray.server.logs import uvicorn_log_config; "
        "logging.config.dictConfig(uvicorn_log_config('json')); "
        "logging.getLogger('fray').warning('the database does not answer', extra={'encounter_id': 'e1'}); "
        "logging.getLogger('uvicorn.error').info('Started server process', extra={'color_message': 'x'})"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    lines = [json.loads(line) for line in out.stderr.splitlines()]
    assert [(x["logger"], x["level"], x["message"]) for x in lines] == [
        ("fray", "WARNING", "the database does not answer"),
        ("uvicorn.error", "INFO", "Started server process"),
    ]
    assert lines[0]["encounter_id"] == "e1" and "time" in lines[0]
    assert "color_message" not in lines[1]
    assert uvicorn_log_config("text")["formatters"]["fray"]["format"].startswith("%(levelname)s")
