"""A demo fight as steps, played over HTTP (``fray demo``) or in this process (the tests that
play every ruleset's demo over many seeds).

A fight is a generator of steps: ``("ask", body)`` is a dry run (the reply is the response,
or None when the rules refuse it), ``("send", body)`` the command for real (a refusal fails
the demo). The generator decides from the replies alone, so the same fight plays against a
server (:func:`drive`) and against the service layer on the in-memory store with seeded dice
(:func:`rehearse`), which is how a test plays it over many seeds quickly.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, Literal, Union

import httpx
import msgspec

from fray.api.encounters import result_body
from fray.demo.harness import DemoFailed, drain, follow, posted, sign_in
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.state import view
from fray.rules.registry import command_classes
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.store.memory import MemoryEventStore

Body = dict[str, Any]
Reply = dict[str, Any] | None
Step = tuple[Literal["ask", "send"], Body]
Fight = Generator[Step, Reply, None]
COMMANDS = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007  # the registry's commands, a union built at run time
RULE_REFUSALS = frozenset({409, 422})
"""A rule's refusal (``RuleViolation`` 409, ``InvalidCommand`` 422): all a dry run may get
instead of 200. Any other failure (a 500 above all) is the server's fault and stops the demo."""


def first_allowed(candidates: list[list[Body]]) -> Generator[Step, Reply, Reply]:
    """Ask about each candidate (a dry run of its first command) and send the first the rules
    accept, all its commands in order: the reply to the last, or None when none is accepted."""
    for candidate in candidates:
        if (yield "ask", candidate[0]) is None:
            continue
        reply: Reply = None
        for body in candidate:
            reply = yield "send", body
        return reply
    return None


@dataclass
class Played:
    """One encounter a fight played: its final state and stored log (JSON, as the API shows
    them, to its GM) and the versions its live feed delivered (none in process)."""

    final: dict[str, Any]
    log: list[dict[str, Any]]
    seen: list[int]


async def drive(base_url: str, ruleset: str, name: str, fight: Fight, tell: Callable[[dict[str, Any]], str]) -> Played:
    """Play ``fight`` in a new ``ruleset`` encounter called ``name`` at the Fray at
    ``base_url``, printing its live feed told by ``tell``. Raises ``DemoFailed`` for a sent
    command the server refuses, and for a dry run answered with anything but a rule's
    refusal."""
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
        r = await http.post("/encounters", json={"ruleset": ruleset, "name": name})
        if r.status_code >= 400:
            raise DemoFailed(f"creating the encounter: {r.status_code} {r.text}")
        created = r.json()
        eid = created["state"]["encounter_id"]
        headers = sign_in(http, created)
        seen: list[int] = []
        ready = asyncio.Event()
        url = base_url.replace("http", "ws", 1) + f"/encounters/{eid}/feed?after=0"
        feed = asyncio.create_task(follow(url, tell, seen, ready, headers))
        await asyncio.wait_for(ready.wait(), 10)
        reply: Reply = None
        try:
            kind, body = next(fight)
            while True:
                path = f"/encounters/{eid}/commands" + ("?dry_run=true" if kind == "ask" else "")
                r = await posted(http, path, body)
                if r.status_code < 400:
                    reply = r.json()
                elif kind == "ask" and r.status_code in RULE_REFUSALS:
                    reply = None
                else:
                    raise DemoFailed(f"{body['type']} refused: {r.status_code} {r.text}")
                kind, body = fight.send(reply)
        except StopIteration:
            pass
        final = (await http.get(f"/encounters/{eid}")).json()
        log = (await http.get(f"/encounters/{eid}/events")).json()["events"]
        await drain(seen, final["version"])
        feed.cancel()
    return Played(final=final, log=log, seen=seen)


class Refused(RuntimeError):
    """The rules refused a command a demo sent."""


@dataclass
class Rehearsal:
    """A fight played in process: its final state (JSON, as the API shows it), whether it
    equals the fold of the stored log, and the events the sent commands appended (JSON)."""

    final: dict[str, Any]
    folded: bool
    events: list[dict[str, Any]]


async def rehearse(ruleset: str, name: str, fight: Fight, seed: str) -> Rehearsal:
    """``fight`` played in this process, without HTTP, on the service layer and the in-memory
    store, with dice seeded by ``seed``. Raises ``Refused`` for a sent command the rules
    refuse."""
    store = MemoryEventStore(event_types())
    service = build(store, SeededDice(seed), publish_nowhere, None, event_types())
    eid = (await service.commands.create(ruleset, name, {})).state.encounter_id
    sent: list[dict[str, Any]] = []
    reply: Reply = None
    try:
        kind, body = next(fight)
        while True:
            command = msgspec.convert(body, COMMANDS)
            try:
                result = await service.commands.handle(eid, command, dry_run=kind == "ask")
            except DomainError as exc:
                if kind == "send":
                    raise Refused(f"{body} refused: {exc}") from exc
                reply = None
            else:
                reply = msgspec.json.decode(msgspec.json.encode(result_body(result)))
                if kind == "send":
                    sent += reply["events"]
            kind, body = fight.send(reply)
    except StopIteration:
        pass
    state = (await service.views.current(eid)).state
    fresh = build(store, SeededDice(0), publish_nowhere, None, event_types())
    folded = (await fresh.views.current(eid)).state == state
    return Rehearsal(final=msgspec.json.decode(msgspec.json.encode(view(state))), folded=folded, events=sent)
