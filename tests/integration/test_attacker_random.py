"""The attacker's test over random fights (issue 18): in every ruleset, with every secrecy
setting, a player and a spectator read every way out and try to get each hidden number back.

Each case plays a ruleset's demo fight (``fray.demo``: the same fights ``fray demo`` plays,
their choices drawn from a seeded ``random.Random``, the dice the test app's seeded roller)
as the GM, in an encounter whose monsters' stat blocks are hidden or shown and whose health is
exact, bands or none (``core.secrecy``), with one monster concealed in half the cases and one
given a stat block or health setting of its own. The 4e demo's carry-over fork is played too.
Then, as a player of one party member and as a spectator, it reads the state now and at
sampled ``?version=``s, the log in pages, the WebSocket feed, the SSE feed, ``/stats``,
``/verify`` and the export (refused), and the same of a whole fork, a carry-over fork (the
concealed carried on) and the GM's export imported as a new encounter, each as its own
player and spectator, and attacks all of it:

- **hashes**: every event a reader holds with its ``salt`` must be the GM's event unchanged
  (else the plausible values of what was taken out could be tried against its hash);
- **names**: no concealed combatant's id or name anywhere it read;
- **arithmetic**: for every event type and every way of reading one number from an event (a
  number the reader sees, or the sum or difference of two), the value must not be a hidden
  number of the combatant the event names: a hidden stat block's defences when it is the
  target (``DEFENCES``), its attack numbers when it attacks (``OFFENCES``), and, for hidden
  health, the hit points (any track) a dropping blow found left, the temporary hit points an
  absorbing blow found, the hit points a healing found missing, or the exact current value;
  in Meshal Lite also how many dice a roll shows (a list of faces by its length too) against
  the roller's pools, an initiative entry's dice, and a condition's modifiers on its tracks.
  A reading counts as a recovery when it gives the hidden number in every event of that type
  where it can be read (three at least), and is not a constant of something else (it varies
  with the combatant, or its inputs vary);
- **probing** (``probe``): in a fork at a party member's turn with the concealed creature
  placed beside it, its player steps into every square around (its undo must be refused and
  append nothing; the GM's undo takes the step back) and tries an unaffordable path onto
  each; a refusal that costs nothing must read the same on the creature's squares as on free
  ones (the bump itself is refused in words that name nothing: docs/secrets.md).

Bounded: twelve fights (three per ruleset; 5e at 40 turns at most, 4e at 24), each read four
ways; the whole file runs in about a minute. The seeds are fixed: a failure names its case and
reproduces."""

from __future__ import annotations

import json
import random
import re
import uuid
from collections import defaultdict
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import Any

import anyio
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from fray.demo import dnd4e_fight, dnd5e_fight, meshal_fight, session_one
from fray.demo.dnd4e_fight import Step
from fray.demo.steps import Reply
from fray.domain.state import EncounterState
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project

from .conftest import bearer, issue

FIGHTS: dict[str, Callable[[random.Random], Generator[Step, Reply, None]]] = {
    "dnd5e-2024": lambda rng: dnd5e_fight.fight(rng, 40),
    "unlit-spires": session_one.fight,
    "meshal-lite": meshal_fight.fight,
    "dnd4e": lambda rng: dnd4e_fight.fight(rng, 24),
}

SETTINGS = [
    # (health, stat blocks, conceal one foe): over three cases a ruleset meets every value of each
    ("bands", "hidden", True),
    ("none", "shown", False),
    ("exact", "hidden", True),
]
CASES = [(ruleset, i) for ruleset in FIGHTS for i in range(len(SETTINGS))]

TRACKS = re.compile(r"\b(hp_lost|temp_absorbed|overflow|shares)\b")
"""Fields that say what a creature's tracks lost: exact health shows them (the state before
and after does anyway), and with the damage dealt they tell what its defences took: a gap
that hiding health closes (docs/secrets.md)."""
ENOUGH = 3
"""Events a reading must give a hidden number back in (all of its type that it can be read
in) to count as recovering it: fewer is chance as often as not."""
ROLES_DEFENDING = ("target_id", "defender_id", "opponent_id", "countered_by")
ROLES_ATTACKING = ("attacker_id", "initiator_id", "caster_id")
ROLES_HURT = ("combatant_id", "target_id", "defender_id")


def _modifier(expression: Any) -> list[int]:
    """The flat modifier of a dice expression (``"1d6+3"`` → 3)."""
    m = re.search(r"([+-]\s*\d+)\s*$", expression) if isinstance(expression, str) else None
    return [int(m.group(1).replace(" ", ""))] if m and "d" in expression else []


def DEFENCES(ruleset: str, stats: dict[str, Any]) -> set[int]:
    """The numbers of a stat block a blow against it could tell (its defences), per ruleset
    (docs/secrets.md, "the stat block")."""
    if ruleset == "dnd5e-2024":
        told = {RESISTANCE_TOLD} if stats["resistances"] or stats["vulnerabilities"] or stats["immunities"] else set()
        return {stats["ac"], *told}
    if ruleset == "unlit-spires":
        return {stats[k] for k in ("parry", "dodge", "ward", "absorb")}
    if ruleset == "dnd4e":
        return {*(stats.get("defences") or {}).values(), *(r["amount"] for r in stats.get("resist") or [])}
    p = stats.get("protections") or {}
    return {v for k, v in p.items() if k != "immune" and isinstance(v, int)}


def OFFENCES(ruleset: str, stats: dict[str, Any]) -> set[int]:
    """The numbers of a stat block its own attacks could tell (to-hit and damage bonuses)."""
    if ruleset == "dnd5e-2024":
        out = {a["to_hit"] for a in stats["attacks"]}
        return out | {d["bonus"] for a in stats["attacks"] for d in a["damage"]}
    if ruleset == "unlit-spires":
        return {stats["melee_attack"], stats["missile_attack"], stats["magic_attack"], *_modifier(stats["damage"])}
    if ruleset == "dnd4e":
        return {p["attack_bonus"] for p in stats["powers"]} | {
            m for p in stats["powers"] for m in _modifier(p["damage"])
        }
    return {a["penetration"] for a in stats.get("attacks", [])}


# -- playing --------------------------------------------------------------------------------


@dataclass
class Played:
    ruleset: str
    encounters: list[str]
    concealed: set[str] = field(default_factory=set)


def play(client: TestClient[Litestar], ruleset: str, case: int) -> Played:
    """The demo fight of ``ruleset`` played by the GM with the case's secrecy (``SETTINGS``),
    one foe concealed and another given settings of its own as the fight starts."""
    health, blocks, conceal = SETTINGS[case]
    rng = random.Random(f"{ruleset}-{case}")
    r = client.post(
        "/encounters", json={"ruleset": ruleset, "core": {"secrecy": {"health": health, "stat_blocks": blocks}}}
    )
    assert r.status_code == 201, r.text
    eid: str = r.json()["state"]["encounter_id"]
    played = Played(ruleset, [eid])
    fight = FIGHTS[ruleset](rng)
    started = False
    joined: list[str] = []
    try:
        kind, body = next(fight)
        while True:
            if kind == "fork":
                r = client.post(f"/encounters/{eid}/fork", json=body)
                assert r.status_code == 201, r.text
                eid = r.json()["state"]["encounter_id"]
                played.encounters.append(eid)
                kind, body = fight.send(r.json())
                continue
            if not started and body["type"] in ("roll_initiative", "start_fight", "advance_turn"):
                started = True
                _set_secrets(client, eid, rng, conceal, played)
            body = harden(body, joined) if kind == "send" else body
            r = client.post(f"/encounters/{eid}/commands" + ("?dry_run=true" if kind == "ask" else ""), json=body)
            if kind == "send":
                assert r.status_code == 200, (body, r.text)
            kind, body = fight.send(r.json() if r.status_code == 200 else None)
    except StopIteration:
        pass
    return played


def harden(body: dict[str, Any], joined: list[str]) -> dict[str, Any]:
    """A foe's joining command with defences the demo's foes lack, so that blows have something
    hidden to tell, each foe's its own (``joined`` counts them): 4e resist 2, 3, … to all
    damage, Meshal Lite physical protection 1, 2, …"""
    if body["type"] == "dnd4e.add_combatant" and body["stats"].get("kind") == "monster":
        joined.append(body["name"])
        return {**body, "stats": {**body["stats"], "resist": [{"type": "all", "amount": 1 + len(joined)}]}}
    if body["type"] == "meshal-lite.add_creature" and body.get("side") == "foes":
        joined.append(body["sheet"]["name"])
        sheet = body["sheet"]
        protections = {**(sheet.get("protections") or {}), "physical": len(joined)}
        return {**body, "sheet": {**sheet, "protections": protections}}
    return body


def _set_secrets(client: TestClient[Litestar], eid: str, rng: random.Random, conceal: bool, played: Played) -> None:
    foes = [c["id"] for c in client.get(f"/encounters/{eid}").json()["combatants"] if c["side"] == "foes"]
    rng.shuffle(foes)
    if conceal and foes:
        hidden = foes.pop()
        r = client.post(
            f"/encounters/{eid}/commands", json={"type": "set_visibility", "combatant_ids": [hidden], "concealed": True}
        )
        assert r.status_code == 200, r.text
        played.concealed.add(hidden)
    if foes:
        own = {"stat_block": rng.choice(["shown", "hidden"]), "health": rng.choice(["exact", "bands", "none"])}
        r = client.post(
            f"/encounters/{eid}/commands", json={"type": "set_visibility", "combatant_ids": [foes.pop()], **own}
        )
        assert r.status_code == 200, r.text


# -- reading --------------------------------------------------------------------------------


def read(client: TestClient[Litestar], token: str | None, path: str) -> Any:
    r = client.get(path, headers=bearer(token) if token else None)
    assert r.status_code == 200, (path, r.text)
    return r.json()


def log_of(client: TestClient[Litestar], token: str | None, eid: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    path: str | None = f"/encounters/{eid}/events?limit=50"
    while path:
        page = read(client, token, path)
        out += page["events"]
        path = page["next"]
    return out


def feed_of(client: TestClient[Litestar], token: str, eid: str, version: int) -> list[dict[str, Any]]:
    """The WebSocket feed from the start to ``version``: one message per event."""
    out: list[dict[str, Any]] = []
    with client.websocket_connect(f"/encounters/{eid}/feed?after=0", headers=bearer(token)) as ws:
        while not out or out[-1].get("version", 0) < version:
            message = ws.receive_json(timeout=10)
            if message.get("kind") in ("event", "hidden"):
                out.append(message)
    return out


def sse_of(client: TestClient[Litestar], token: str, eid: str, version: int) -> list[dict[str, Any]]:
    """The SSE feed (``GET /encounters/{id}/feed``) from the start to ``version``: one message
    per event, read from the app itself (the test client's transport would wait for a stream
    that never ends), then the reader hangs up (``http.disconnect``)."""
    out: list[dict[str, Any]] = []
    caught_up = anyio.Event()
    buffer = bytearray()
    started: list[int] = []
    asked = False

    async def receive() -> dict[str, Any]:
        nonlocal asked
        if not asked:
            asked = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await caught_up.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            started.append(message["status"])
            if message["status"] != 200:
                caught_up.set()
            return
        buffer.extend(message.get("body", b""))
        while b"\r\n\r\n" in buffer or b"\n\n" in buffer:
            cut = b"\r\n\r\n" if b"\r\n\r\n" in buffer else b"\n\n"
            block, _, rest = bytes(buffer).partition(cut)
            buffer[:] = rest
            fields = dict(line.split(": ", 1) for line in block.decode().splitlines() if ": " in line)
            if fields.get("event") in ("event", "hidden"):
                out.append(json.loads(fields["data"]))
                if out[-1].get("version", 0) >= version:
                    caught_up.set()
            elif fields.get("event") in ("revoked", "fell-behind"):
                caught_up.set()
        if not message.get("more_body", False):
            caught_up.set()

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": f"/encounters/{eid}/feed",
        "raw_path": f"/encounters/{eid}/feed".encode(),
        "root_path": "",
        "query_string": b"after=0",
        "headers": [(b"host", b"testserver"), (b"authorization", f"Bearer {token}".encode())],
        "client": ("testclient", 50000),
        "server": ("testserver", 80),
        "extensions": {},
    }

    async def go() -> None:
        with anyio.fail_after(60):  # a bound on a hung stream, not a timing assertion
            await client.app(scope, receive, send)

    client.blocking_portal.call(go)
    assert started == [200], started
    assert out and out[-1]["version"] >= version, "the SSE feed did not reach the encounter's version"
    return out


@dataclass
class Seen:
    """Everything one reader got: the events (log, feed, a fork's log), and all of it as text."""

    events: list[dict[str, Any]]
    text: str


def everything(client: TestClient[Litestar], token: str, eid: str, rng: random.Random) -> Seen:
    state = read(client, token, f"/encounters/{eid}")
    log = log_of(client, token, eid)
    feed = feed_of(client, token, eid, state["version"])
    sse = sse_of(client, token, eid, state["version"])
    assert [m["version"] for m in sse] == [m["version"] for m in feed], "the SSE feed is the WebSocket feed"
    versions = sorted(rng.sample(range(1, state["version"] + 1), min(8, state["version"])))
    past = [read(client, token, f"/encounters/{eid}?version={v}") for v in versions]
    stats = read(client, token, f"/encounters/{eid}/stats")
    verify = read(client, token, f"/encounters/{eid}/verify")
    export = client.get(f"/encounters/{eid}/export", headers=bearer(token))
    assert export.status_code in (401, 403), export.text  # the GM's only
    text = json.dumps([state, log, feed, sse, past, stats, verify, export.json()])
    return Seen(events=log + feed + sse, text=text.lower())


# -- attacking ------------------------------------------------------------------------------


def attack_salts(gm: dict[int, dict[str, Any]], seen: list[dict[str, Any]], where: str) -> None:
    for e in seen:
        if e.get("kind") == "event" and e.get("salt") is not None:
            truth = gm[e["version"]]
            assert e["data"] == truth["data"], f"{where}: event {e['version']} ({e['type']}) redacted but salted"


def attack_names(text: str, names: set[str], where: str) -> None:
    for name in names:
        found = re.search(rf"(?<![\w-]){re.escape(name.lower())}(?![\w-])", text)
        assert found is None, (
            f"{where}: concealed {name!r} in what a reader got: …{text[max(0, found.start() - 80) : found.end() + 80]}…"
        )


COORDINATES = frozenset({"x", "y"})
"""Squares are not numbers of a stat block or of health (and a coordinate equal to one is chance)."""


def numbers(value: Any, path: str = "", counts: bool = False) -> Iterator[tuple[str, int]]:
    """Every integer in decoded JSON ``value`` by its path; a list of integers (dice faces)
    by its sum only (``faces.sum``: one die equal to a constant a few times is chance, not
    arithmetic) and, with ``counts``, by its length too (``faces.count``: how many dice were
    rolled); booleans and coordinates are not numbers."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield path, value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in COORDINATES:
                yield from numbers(v, f"{path}.{k}" if path else str(k), counts)
    elif isinstance(value, list):
        if value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            yield f"{path}.sum", sum(value)
            if counts:
                yield f"{path}.count", len(value)
            return
        for i, v in enumerate(value):
            yield from numbers(v, f"{path}[{i}]", counts)


def readings(data: dict[str, Any], counts: bool = False) -> dict[str, tuple[int, tuple[int, ...]]]:
    """Each way to read one number from an event: a number, the sum or difference of two
    (with ``counts``, how many items a list of numbers has among them); by name → (value,
    its inputs)."""
    nums = dict(numbers(data, counts=counts))
    out: dict[str, tuple[int, tuple[int, ...]]] = {p: (v, (v,)) for p, v in nums.items()}
    items = sorted(nums.items())
    for i, (p, a) in enumerate(items):
        for q, b in items[i + 1 :]:
            out[f"{p} - {q}"] = (a - b, (a, b))
            out[f"{q} - {p}"] = (b - a, (b, a))
            out[f"{p} + {q}"] = (a + b, (a, b))
    return out


def identities(ruleset: str, d: dict[str, Any]) -> dict[str, dict[str, int | None]]:
    """The rules' own arithmetic a reader knows, applied to an event as it reads it: by role,
    what it gives (None where it cannot be worked out). Unlit Spires: a hit's
    ``dealt = rolls + modifier × rolls + bonus − absorb`` (at least 1, absorb ignored by a
    perfect strike) gives the absorb, or the weapon's modifier against a known absorb; 5e: a
    damage part's roll against what was left of it tells a resistance, vulnerability or
    immunity (``RESISTANCE_TOLD``); 4e: a portion's amount against its net, its resisted;
    Meshal Lite: a segment's protection, less cover's +1, without penetration."""
    out: dict[str, dict[str, int | None]] = defaultdict(dict)
    hit = d.get("damage")
    if ruleset == "unlit-spires" and isinstance(hit, dict) and "attack" in d:
        rolls, mod, bonus, dealt = hit.get("rolls"), _modifier(hit.get("expression")), hit.get("bonus"), hit["dealt"]
        if rolls is not None and mod and bonus is not None and not hit["ignores_absorb"] and dealt > 1:
            out["defender_id"]["absorb"] = sum(map(sum, rolls)) + mod[0] * len(rolls) + bonus - dealt
        if rolls is not None and hit.get("absorb") is not None and bonus is not None and dealt > 1:
            against = 0 if hit["ignores_absorb"] else hit["absorb"]
            out["attacker_id"]["modifier"] = (dealt + against - bonus - sum(map(sum, rolls))) // max(1, len(rolls))
    for part in (d.get("parts") or []) if ruleset == "dnd5e-2024" else []:
        final, rolled = part.get("final"), part["rolled"] + (part.get("adjustment") or 0)
        if final is not None and not part.get("halved") and final != rolled:
            out["target_id"][f"{part['type']} resistance"] = RESISTANCE_TOLD
        if any(part.get(k) for k in ("immune", "resistant", "vulnerable")):
            out["target_id"][f"{part['type']} flags"] = RESISTANCE_TOLD
    if ruleset == "meshal-lite" and not d.get("penetration"):
        for seg in d.get("segments") or []:
            if seg.get("protection") is not None:  # the protection against this attack's type
                out["target_id"]["protection"] = seg["protection"] - (1 if d.get("cover") else 0)
    taken = d.get("taken") if ruleset == "dnd4e" else None
    for portion in taken.get("portions", []) if isinstance(taken, dict) else []:
        if portion.get("net") is not None:
            out["target_id"]["resist"] = (portion["amount"] - portion["net"]) or None
        for k in ("resisted", "vulnerable"):
            if portion.get(k):
                out["target_id"][k] = portion[k]
    return out


RESISTANCE_TOLD = -999
"""What ``identities`` says a 5e part told: a resistance (the block lists it; not a number)."""


Row = tuple[int, bool, tuple[tuple[int, ...], tuple[Any, ...]]]
"""One reading of one event: its value, whether it is a hidden number of the combatant, and
(its inputs, the others the event names)."""


@dataclass
class Fold:
    """The GM's log folded: per version, the state before the event's command and after it."""

    before: dict[int, EncounterState]
    after: dict[int, EncounterState]


def fold(gm_log: list[dict[str, Any]]) -> Fold:
    types = event_types()
    state = EncounterState()
    by_command: dict[str, list[int]] = defaultdict(list)
    states: dict[int, EncounterState] = {}
    start: dict[str, EncounterState] = {}
    for raw in gm_log:
        command = raw["metadata"].get("command_id") or str(raw["version"])
        start.setdefault(command, state)
        state = project(state, [types.recorded(raw)])
        by_command[command].append(raw["version"])
        states[raw["version"]] = state
    before, after = {}, {}
    for command, versions in by_command.items():
        for v in versions:
            before[v], after[v] = start[command], states[versions[-1]]
    return Fold(before, after)


def health_secrets(f: Fold, version: int, cid: str) -> dict[str, int]:
    """What hidden health the command of ``version`` could tell of ``cid``: per track, the
    value a dropping blow found left, the temporary hit points an absorbing blow found, what a
    healing found missing, the value after."""
    was, now = f.before[version].combatants.get(cid), f.after[version].combatants.get(cid)
    if was is None or now is None:
        return {}
    out: dict[str, int] = {}
    for name, t in was.resources.items():
        after = now.resources.get(name)
        if after is None:
            continue
        if name == "temp_hp":
            if after.current < t.current:
                out["temp left"] = t.current
            continue
        if after.current == after.minimum < t.current:
            out[f"{name} left"] = t.current
        if after.current > t.current:
            out[f"{name} missing"] = t.maximum - max(0, t.current)
        out[f"{name} now"] = after.current
    return out


POOL_TRACKS = frozenset({"might", "activeness", "spirit", "durability"})
ROLES_ROLLING = ("attacker_id", "combatant_id", "target_id", "defender_id", "against")
"""Who rolls dice of its own pool in a Meshal Lite event (the attacker, a check's or a
contest's roller, a defender, a flight's hostile)."""


def pool_secrets(f: Fold, version: int, cid: str) -> set[int]:
    """Meshal Lite: the dice ``cid``'s pools held as the command of ``version`` was decided
    (its health: a roll of a pool rolls that many dice)."""
    was = f.before[version].combatants.get(cid)
    return {t.current for name, t in was.resources.items() if name in POOL_TRACKS} if was is not None else set()


def attack_numbers(
    ruleset: str,
    gm_state: dict[str, Any],
    reader_state: dict[str, Any],
    gm_log: list[dict[str, Any]],
    seen: Seen,
    where: str,
) -> None:
    """Fail when one way of reading a number gives a hidden number back (the module)."""
    shown = {c["id"]: c for c in reader_state["combatants"]}
    blocks = {c["id"]: c["stats"] for c in gm_state["combatants"] if c.get("stats")}
    veiled_block = {cid for cid in blocks if cid not in shown or shown[cid]["stat_block"] == "hidden"}
    veiled_health = {
        c["id"] for c in gm_state["combatants"] if c["id"] not in shown or shown[c["id"]]["health_shown"] != "exact"
    }
    f = fold(gm_log)
    for c in reader_state["combatants"] if ruleset == "meshal-lite" else []:
        if c["id"] in veiled_health:
            held = [m for k in (*c["conditions"], *c["markers"]) for m in k.get("modifiers", [])]
            assert not [m for m in held if m["applies_to"] in POOL_TRACKS], f"{where}: {c['id']}'s pools in its markers"
    # combatants of one stat block (three goblins) are one: their numbers are the same
    kin = {cid: json.dumps(s, sort_keys=True) for cid, s in blocks.items()}
    veiled_kin = {kin[c] for c in veiled_block}
    label = {k: c for c, k in kin.items()}
    # (type, role, reading) → per combatant: [(value, hidden set or key value, inputs)]
    stat_hits: dict[
        tuple[str, str, str], dict[str, list[tuple[int, bool, tuple[tuple[int, ...], tuple[Any, ...]]]]]
    ] = defaultdict(lambda: defaultdict(list))
    health_hits: dict[tuple[str, str, str], list[tuple[int, int]]] = defaultdict(list)
    health_tries: dict[tuple[str, str, str], int] = defaultdict(int)
    # (type, role, reading) → per roller: [(value, whether it is one of its pools now)]
    pool_rows: dict[tuple[str, str, str], dict[str, list[tuple[int, bool]]]] = defaultdict(lambda: defaultdict(list))
    done: set[tuple[int, str]] = set()
    for e in seen.events:
        if e.get("kind") != "event" or (e["version"], e["type"]) in done or e["version"] not in f.before:
            continue
        done.add((e["version"], e["type"]))
        data = e["data"]
        source = data.get("source")
        if isinstance(source, str) and ": " in source and "attacker_id" not in data:
            data = {**data, "attacker_id": source.split(": ", 1)[0]}  # 5e damage before it said whose
        ways = readings(data)
        told = identities(ruleset, data)
        for roles, pick in ((ROLES_DEFENDING, DEFENCES), (ROLES_ATTACKING, OFFENCES)):
            for role in roles:
                cid = data.get(role)
                if not isinstance(cid, str) or cid not in blocks:
                    continue
                context = tuple(data.get(r) for r in (*ROLES_DEFENDING, *ROLES_ATTACKING) if r != role)
                secret = pick(ruleset, blocks[cid]) - {0}
                for name, (value, inputs) in ways.items():
                    if cid not in veiled_health and (e["type"] == "damage_taken" or TRACKS.search(name)):
                        continue  # exact health shows what the track lost: docs/secrets.md, "Known gaps"
                    stat_hits[(e["type"], role, name)][kin[cid]].append(
                        (value, cid in veiled_block and value in secret, (inputs, context))
                    )
                if cid in veiled_block:
                    for what, told_value in told.get(role, {}).items():
                        assert told_value is None or told_value not in secret, (
                            f"{where}: {e['type']} {e['version']}: {what} = {told_value} gives {cid}'s hidden number"
                        )
        for role in ROLES_HURT:
            cid = data.get(role)
            if not isinstance(cid, str) or cid not in veiled_health:
                continue
            for key, hidden in health_secrets(f, e["version"], cid).items():
                for name, (value, _) in ways.items():
                    health_tries[(e["type"], key, name)] += 1
                    if value == hidden:
                        health_hits[(e["type"], key, name)].append((value, e["version"]))
        if ruleset == "meshal-lite":  # a roll of a pool counts its dice: the pool is the health
            if e["type"] == "condition_applied" and data["combatant_id"] in veiled_health:
                pooled = [m for m in data["condition"].get("modifiers", []) if m["applies_to"] in POOL_TRACKS]
                assert not pooled, f"{where}: condition {e['version']} holds {data['combatant_id']}'s pools: {pooled}"
            for entry in data.get("entries") or [] if e["type"] == "initiative_rolled" else []:
                assert entry["combatant_id"] not in veiled_health or entry["dice"] is None, (
                    f"{where}: initiative {e['version']}: {entry['combatant_id']}'s Activeness pool in its dice"
                )
            # the event, and each initiative entry on its own (Initiative rolls the Activeness pool)
            for part in (data, *(data.get("entries") or [])):
                counted = readings(part, counts=True)
                for role in ROLES_ROLLING:
                    cid = part.get(role)
                    if not isinstance(cid, str) or cid not in veiled_health:
                        continue
                    pools = pool_secrets(f, e["version"], cid)
                    for name, (value, _) in counted.items():
                        pool_rows[(e["type"], role, name)][cid].append((value, value in pools))
    for (type_, role, name), per in stat_hits.items():
        for cid, rows in per.items():
            if cid not in veiled_kin or len(rows) < ENOUGH or not all(hit for _, hit, _ in rows):
                continue
            values = {v for v, _, _ in rows}
            if len(values) != 1:
                continue
            # Chance, not arithmetic, unless it follows the combatant: its inputs or the others in
            # the events vary (not one attacker's constant from one distance), and where others
            # stand in its place the reading differs.
            others = [v for c, rs in per.items() if c != cid for v, _, _ in rs]
            ins = {i for _, _, (i, _) in rows}
            contexts = {c for _, _, (_, c) in rows}
            # the same reading with the same others (an attacker's own bonus against another
            # target) giving the same number: a number of theirs, not of this combatant
            theirs = any(v in values for c, rs in per.items() if c != cid for v, _, (_, ctx) in rs if ctx in contexts)
            varies = (len(ins) > 1 or len(contexts) > 1) and (not others or any(v not in values for v in others))
            hidden = values.pop()
            assert theirs or not varies, (
                f"{where}: {type_}: {name} gives {label[cid]}'s hidden {hidden} ({role}) in all {len(rows)} events"
            )
    for (type_, key, name), hits in health_hits.items():
        distinct = {v for v, _ in hits}
        if len(hits) >= ENOUGH and len(distinct) >= 2 and len(hits) == health_tries[(type_, key, name)]:
            raise AssertionError(f"{where}: {type_}: {name} gives the hidden {key} in every event ({sorted(hits)[:6]})")
    for (type_, role, name), per_roller in pool_rows.items():
        for cid, pool_readings in per_roller.items():
            if len(pool_readings) < ENOUGH or not all(hit for _, hit in pool_readings):
                continue
            read_values = {v for v, _ in pool_readings}
            pool_others = {v for c, rs in per_roller.items() if c != cid for v, _ in rs}
            # it follows the pool (a pool that changed), or it is this roller's (others read otherwise)
            assert len(read_values) == 1 and (not pool_others or pool_others <= read_values), (
                f"{where}: {type_}: {name} gives {cid}'s hidden pool ({role}) in all its "
                f"{len(pool_readings)} events: {sorted(read_values)}"
            )


def imported(client: TestClient[Litestar], eid: str) -> str:
    """The GM's export of ``eid`` imported as a new encounter (its id changed, so without the
    chain, which the importing server writes anew): the new encounter's id."""
    fresh = str(uuid.uuid4())
    rows = []
    for line in client.get(f"/encounters/{eid}/export").text.splitlines():
        row = json.loads(line)
        rows.append(json.dumps({k: v for k, v in row.items() if k not in ("salt", "hash")}))
    body = "\n".join(rows).replace(eid, fresh).encode()
    r = client.post("/encounters/import", content=body, headers={"Content-Type": "application/x-ndjson"})
    assert r.status_code == 201, r.text
    new: str = r.json()["encounter_id"]
    return new


def attack_all(
    client: TestClient[Litestar], ruleset: str, eid: str, names: set[str], rng: random.Random, where: str
) -> None:
    """Read ``eid`` every way out as a player of one party member and as a spectator, and
    try every recovery attack on what came back (``names``: the concealed ids and names)."""
    gm_state = read(client, None, f"/encounters/{eid}")
    gm_log = log_of(client, None, eid)
    gm = {e["version"]: e for e in gm_log}
    party = [c["id"] for c in gm_state["combatants"] if c["side"] == "party"]
    assert party, f"{where}: no party member to read as"
    for who, token in (
        ("player", issue(client, eid, "player", rng.choice(party))),
        ("spectator", issue(client, eid, "spectator")),
    ):
        at = f"{where} {who} of {eid}"
        seen = everything(client, token, eid, rng)
        attack_salts(gm, seen.events, at)
        attack_names(seen.text, names, at)
        attack_numbers(ruleset, gm_state, read(client, token, f"/encounters/{eid}"), gm_log, seen, at)


AROUND = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def answer(r: Any) -> str:
    """What a move's answer tells its sender, squares aside: moved, or the refusal's words."""
    if r.status_code == 200:
        return "moved"
    return f"{r.status_code} " + re.sub(r"\(-?\d+, -?\d+\)", "(x, y)", r.json().get("detail", ""))


def probe(client: TestClient[Litestar], eid: str, concealed: set[str], names: set[str], where: str) -> None:
    """The probing pass: in a fork at a party member's turn with a concealed creature beside
    it (the GM's placing), its player moves into every square around, then tries a path it
    cannot afford ending on each. A step onto a free square is real (the player's undo is
    refused and appends nothing; the GM's takes it back for the next probe); every refusal
    that costs nothing reads the same on the creature's squares as on free ones, but for the
    bump itself (a move the player could make were nothing there), which names nothing."""
    gm_log = log_of(client, None, eid)
    f = fold(gm_log)
    hidden = sorted(concealed)[0]
    turns = [
        e["version"]
        for e in gm_log
        if e["type"] == "turn_started"
        and (c := f.after[e["version"]].combatants.get(e["data"]["combatant_id"])) is not None
        and c.side == "party"
        and not c.down
        and (h := f.after[e["version"]].combatants.get(hidden)) is not None
        and not h.down
    ]
    if not turns:
        return
    r = client.post(f"/encounters/{eid}/fork", json={"version": turns[0]})
    assert r.status_code == 201, r.text
    fid = r.json()["state"]["encounter_id"]
    state = read(client, None, f"/encounters/{fid}")
    mover = state["turn"]
    others = [c for c in state["combatants"] if c["position"] and c["id"] not in (mover, hidden)]
    x = max([c["position"]["x"] + c["footprint"] for c in others] or [0]) + 6
    y = 10
    size = next(c["footprint"] for c in state["combatants"] if c["id"] == hidden)
    commands = f"/encounters/{fid}/commands"
    for cid, square in ((hidden, (x + 1, y)), (mover, (x, y))):
        placed = client.post(
            commands,
            json={"type": "place_combatant", "combatant_id": cid, "position": {"x": square[0], "y": square[1]}},
        )
        assert placed.status_code == 200, placed.text
    held = {(x + 1 + i, y + j) for i in range(size) for j in range(size)}
    token = issue(client, fid, "player", mover)

    def move(path: list[tuple[int, int]]) -> Any:
        body = {"type": "move_combatant", "combatant_id": mover, "path": [{"x": a, "y": b} for a, b in path]}
        version = read(client, None, f"/encounters/{fid}")["version"]
        r = client.post(commands, json=body, headers=bearer(token))
        attack_names(r.text.lower(), names, f"{where} probe")
        if r.status_code == 200:
            undo = client.post(commands, json={"type": "undo"}, headers=bearer(token))
            assert undo.status_code == 409, f"{where}: a player's undo took back a probe: {undo.text}"
            attack_names(undo.text.lower(), names, f"{where} probe")
            assert client.post(commands, json={"type": "undo"}).status_code == 200  # the GM's
        after = r.json()["version"] + 1 if r.status_code == 200 else version  # the move, the GM's undo
        assert read(client, None, f"/encounters/{fid}")["version"] == after
        return r

    squares = [(x + dx, y + dy) for dx, dy in AROUND]
    free = [sq for sq in squares if sq not in held]
    steps = {sq: answer(move([sq])) for sq in squares}
    bumps = {steps[sq] for sq in squares if sq in held}
    assert bumps and all(b != "moved" for b in bumps), f"{where}: a probe moved into the concealed creature"
    assert "moved" in {steps[sq] for sq in free}, f"{where}: no free square to probe ({steps})"
    # a path too long to afford, back and forth on a free square, then onto each square
    there = next(sq for sq in free if sq[0] < x)
    costly = {sq: answer(move([there, (x, y)] * 20 + [sq])) for sq in squares if sq != there}
    on_free = {costly[sq] for sq in free if sq != there}
    on_held = {costly[sq] for sq in held if sq in costly}
    assert on_held <= on_free, (
        f"{where}: an unaffordable path onto the concealed creature reads {on_held}, not {on_free}"
    )


@pytest.mark.parametrize(("ruleset", "case"), CASES, ids=[f"{r}-{'-'.join(map(str, SETTINGS[i]))}" for r, i in CASES])
def test_a_random_fight_gives_a_reader_no_hidden_value(client: TestClient[Litestar], ruleset: str, case: int) -> None:
    played = play(client, ruleset, case)
    rng = random.Random(f"read-{ruleset}-{case}")
    for eid in played.encounters:
        gm_state = read(client, None, f"/encounters/{eid}")
        names = {c["id"] for c in gm_state["combatants"] if c["concealed"]}
        names |= {c["name"] for c in gm_state["combatants"] if c["concealed"]}
        where = f"{ruleset} {SETTINGS[case]}"
        attack_all(client, ruleset, eid, names, rng, where)
        # the GM's fork of it, whole and carrying some on (the concealed among them), and the
        # GM's export imported: each keeps its secrets from its own readers
        whole = client.post(f"/encounters/{eid}/fork", json={})
        assert whole.status_code == 201, whole.text
        attack_all(client, ruleset, whole.json()["state"]["encounter_id"], names, rng, f"{where} fork")
        ids = [c["id"] for c in gm_state["combatants"]]
        kept = sorted({*(c for c in ids if c in names), *rng.sample(ids, max(1, len(ids) // 2))})
        if not any(c["side"] == "party" and c["id"] in kept for c in gm_state["combatants"]):
            kept.append(next(c["id"] for c in gm_state["combatants"] if c["side"] == "party"))
        carried = client.post(f"/encounters/{eid}/fork", json={"combatants": kept})
        assert carried.status_code == 201, carried.text
        attack_all(client, ruleset, carried.json()["state"]["encounter_id"], names, rng, f"{where} carry-over {kept}")
        attack_all(client, ruleset, imported(client, eid), names, rng, f"{where} import")
        if eid == played.encounters[0] and played.concealed:
            probe(client, eid, played.concealed, names, where)
    if SETTINGS[case][2]:
        assert played.concealed, "a foe was concealed"
