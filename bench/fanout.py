"""The fan-out cases, measured from outside over the public WebSocket feed
(``WS /encounters/{id}/feed?after=N``, the GM's token as ``Authorization: Bearer`` on the
handshake), against real ``fray serve`` processes.

- **commit → last of N clients**: N feeds on one encounter (spread evenly over one or two Fray
  processes); the sender POSTs ``apply_damage``/``apply_healing`` one at a time, ``gap``
  seconds apart; for each command, the time from its event's ``recorded_at`` (PostgreSQL's
  ``now()`` in the appending transaction: a moment just *before* the commit, so the figure is
  pessimistic by the insert and the WAL flush, about a millisecond) to the moment the last of
  the N clients had the event. p50 and p99 over the commands (with ~50 commands the p99 is
  the worst one). All clocks are this machine's wall clock (``time.time_ns()``), so the
  database's timestamp and the clients' receive times compare directly.
- **memory per idle feed**: the resident set (``VmRSS`` in ``/proc/<pid>/status``) of a
  *fresh* one-process Fray before and after opening N idle feeds, ÷ N (a fresh process, so
  the feeds cannot reuse memory an earlier case freed).
- **database cost of idle feeds**: transactions per second on the bench database
  (``pg_stat_database.xact_commit``) over a window with N idle feeds open against the same
  window with none, on that same process.

The load generator must not be the bottleneck: the clients run in several client processes
(``python -m bench.fanout client``, at most ``PER_CLIENT_PROCESS`` feeds each), on a minimal
WebSocket protocol (``asyncio.Protocol``: frames parsed in ``data_received``, the receive time
taken there, only ``kind`` and ``version`` decoded, the collector off). An idle feed reads
nothing but the server's pings, which it answers (uvicorn closes a socket whose pings go
unanswered for 20 s); no message is sent on it.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import gc
import json
import math
import os
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from bench.cases import Plan, Row
    from bench.servers import ServerSet

PER_CLIENT_PROCESS = 250  # feeds one client process holds at most
MAX_CLIENT_PROCESSES = 4
OPEN_AT_ONCE = 32  # handshakes in flight per client process
WAIT_S = 10.0  # how long a client waits for an event to reach all its feeds
UNREAD_OPEN_S = 5.0  # how long the unread feeds stay open
UNREAD_SETTLE_S = 5.0  # how long after they closed the memory is read
OPEN_WITHIN_S = 120.0  # a client process that has not opened all its feeds by then reports those that failed


class _Message(msgspec.Struct):
    kind: str
    version: int = 0


_message = msgspec.json.Decoder(_Message)


BROWSER_EXTENSIONS = "permessage-deflate; client_max_window_bits"
"""What a browser offers on every WebSocket handshake (Chrome's and Firefox's header): the
clients offer it too, so the server's memory and CPU per feed are what a browser's feed costs."""


class FeedClient(asyncio.Protocol):
    """One feed on a minimal WebSocket client: the handshake (``Authorization: Bearer``, and
    ``permessage-deflate`` offered as browsers do), then server frames parsed as they arrive
    (inflated when the server compressed them); each event message's version is recorded with
    the ``time.time_ns()`` at which its bytes arrived; pings are answered, nothing else is
    sent."""

    def __init__(self, host: str, path: str, token: str, record: Callable[[int, int], None]) -> None:
        self.request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n"
            f"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Extensions: {BROWSER_EXTENSIONS}\r\n"
            f"Authorization: Bearer {token}\r\n\r\n"
        ).encode()
        self.inflater: Any = None  # a zlib decompressor once the server accepted permessage-deflate
        self.reset_each = False  # the server asked for no context takeover: a new one per message
        self.compressed = False  # the message being reassembled was compressed (RSV1 on its first frame)
        self.record = record
        self.unread = False
        self.buffer = bytearray()
        self.fragments = bytearray()
        self.upgraded = False
        self.ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.closed = False
        self.close_reason = ""
        self.transport: Any = None  # asyncio's or uvloop's transport (not an asyncio.Transport subclass)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        self.transport.write(self.request)

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if not self.ready.done():
            self.ready.set_exception(ConnectionError(f"closed during the handshake: {exc}"))

    def data_received(self, data: bytes) -> None:
        now = time.time_ns()
        self.buffer += data
        if not self.upgraded:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buffer[:end]).lower()
            status = head.split(b"\r\n", 1)[0]
            del self.buffer[: end + 4]
            if b"permessage-deflate" in head:
                self.inflater = zlib.decompressobj(-15)
                self.reset_each = b"server_no_context_takeover" in head
            if b" 101 " not in status + b" ":
                self.ready.set_exception(ConnectionError(f"handshake refused: {status.decode(errors='replace')}"))
                return
            self.upgraded = True
            self.ready.set_result(None)
            if self.unread:  # a client that reads nothing more: the server's sends pile up
                self.transport.pause_reading()
                return
        self._frames(now)

    def _frames(self, now: int) -> None:
        buf = self.buffer
        while len(buf) >= 2:
            b0, b1 = buf[0], buf[1]
            n, at = b1 & 0x7F, 2
            if n == 126:
                if len(buf) < 4:
                    return
                n, at = int.from_bytes(buf[2:4], "big"), 4
            elif n == 127:
                if len(buf) < 10:
                    return
                n, at = int.from_bytes(buf[2:10], "big"), 10
            if b1 & 0x80:
                at += 4  # a server must not mask; skip a mask if one came anyway (not unmasked)
            if len(buf) < at + n:
                return
            payload = bytes(buf[at : at + n])
            del buf[: at + n]
            opcode = b0 & 0x0F
            if opcode == 0x9:  # ping: pong with the same payload (masked with zeros, as a client must mask)
                assert self.transport is not None
                self.transport.write(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)
            elif opcode == 0x8:
                code = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 0
                self.close_reason = f"{code} {payload[2:].decode(errors='replace')}"
                self.closed = True
            elif opcode in (0x1, 0x2, 0x0):
                if opcode:
                    self.compressed = bool(b0 & 0x40)  # RSV1: permessage-deflate
                self.fragments += payload
                if b0 & 0x80:  # FIN
                    text = bytes(self.fragments)
                    if self.compressed and self.inflater is not None:
                        text = self.inflater.decompress(text + b"\x00\x00\xff\xff")
                        if self.reset_each:
                            self.inflater = zlib.decompressobj(-15)
                    message = _message.decode(text)
                    self.fragments.clear()
                    if message.kind == "event":
                        self.record(message.version, now)


async def _client(spec: dict[str, Any]) -> None:
    """A client process: open ``spec["feeds"]`` (``[[host, port], …]``, one per feed) on
    ``spec["path"]`` with ``spec["token"]``, print ``ready <open> <failed> <reason>``, record
    events until a line arrives on stdin, then print the receive times as JSON
    (``{"times": {version: [ns, …]}, "closed": n, "reasons": [...]}``)."""
    gc.disable()  # a few small lists: no collector pause in the measurement
    loop = asyncio.get_running_loop()
    times: dict[int, list[int]] = {}

    waiting: list[tuple[int, asyncio.Future[None]]] = []  # (version, done when every feed has it)

    def record(version: int, at: int) -> None:
        got = times.setdefault(version, [])
        got.append(at)
        if waiting and waiting[0][0] == version and len(got) >= len(feeds) and not waiting[0][1].done():
            waiting[0][1].set_result(None)

    limit = asyncio.Semaphore(OPEN_AT_ONCE)
    cpu = time.process_time()
    deadline = loop.time() + OPEN_WITHIN_S
    feeds: list[FeedClient] = []
    failures: list[str] = []

    async def open_one(host: str, port: int) -> None:
        async with limit:
            try:
                _, proto = await loop.create_connection(
                    lambda: FeedClient(f"{host}:{port}", str(spec["path"]), str(spec["token"]), record), host, port
                )
                proto.unread = bool(spec.get("unread"))
                await asyncio.wait_for(proto.ready, max(0.1, deadline - loop.time()))
                feeds.append(proto)
            except (OSError, ConnectionError, TimeoutError) as exc:
                failures.append(str(exc)[:200])

    await asyncio.gather(*(open_one(h, p) for h, p in spec["feeds"]))
    reason = failures[0] if failures else ""
    print(f"ready {len(feeds)} {len(failures)} {reason}", flush=True)
    while True:  # "wait V" (below); "start": the measurement begins; "stop"
        line = (await loop.run_in_executor(None, sys.stdin.readline)).split()
        if not line or line[0] == "stop":
            break
        if line[0] == "wait":  # "wait V": answer the count once every feed has V (or after WAIT_S)
            version = int(line[1])
            waiting[:] = [(version, loop.create_future())]
            if len(times.get(version, ())) < len(feeds):
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(waiting[0][1], WAIT_S)
            waiting.clear()
            print(len(times.get(version, ())), flush=True)
        elif line[0] == "start":
            times.clear()
            cpu = time.process_time()
    cpu = time.process_time() - cpu
    closed = [f.close_reason or "closed" for f in feeds if f.closed]
    for f in feeds:
        if f.transport is not None:
            f.transport.close()
    print(json.dumps({"times": times, "closed": len(closed), "reasons": closed[:3], "cpu_s": cpu}), flush=True)


class Clients:
    """Client processes holding ``len(ports)`` feeds of encounter ``eid`` after version
    ``after`` (feed i on ``ports[i]``), spread over ``processes`` processes. ``open()`` waits
    until every feed is open (raises ``RuntimeError`` if one failed); ``collect()`` stops them
    and returns each version's receive times (ns) over every feed, and how many feeds the
    server closed."""

    def __init__(
        self, ports: list[int], eid: str, token: str, after: int, processes: int, unread: bool = False
    ) -> None:
        """``unread``: each feed reads nothing after its handshake (its socket is never read)."""
        path = f"/encounters/{eid}/feed?after={after}"
        root = str(Path(__file__).resolve().parents[1])
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)}
        self.procs = []
        for k in range(processes):
            feeds = [["127.0.0.1", port] for port in ports[k::processes]]
            spec = json.dumps({"path": path, "token": token, "feeds": feeds, "unread": unread})
            self.procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "bench.fanout", "client", spec],
                    env=env,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
            )

    def open(self) -> None:
        for p in self.procs:
            assert p.stdout is not None
            line = p.stdout.readline().split(" ", 3)
            if len(line) < 3 or line[0] != "ready" or int(line[2]):
                self.kill()
                raise RuntimeError(f"a fan-out client could not open its feeds: {' '.join(line)[:300]}")

    def _ask(self, line: str) -> list[str]:
        for p in self.procs:
            assert p.stdin is not None
            p.stdin.write(line + "\n")
            p.stdin.flush()
        if not line.startswith("wait"):
            return []
        answers = []
        for p in self.procs:
            assert p.stdout is not None
            answers.append(p.stdout.readline().strip())
        return answers

    def wait(self, version: int) -> int:
        """Wait until every feed has event ``version`` (each client process gives up after
        ``WAIT_S``); how many have it."""
        return sum(int(a) for a in self._ask(f"wait {version}"))

    def start(self) -> None:
        """Forget what was received so far (the warm-up) and start counting the clients' CPU."""
        self._ask("start")

    def collect(self) -> tuple[dict[int, list[int]], int, list[str], float]:
        times: dict[int, list[int]] = {}
        closed, reasons, cpu = 0, [], 0.0
        self._ask("stop")
        for p in self.procs:
            assert p.stdout is not None
            doc = json.loads(p.stdout.readline())
            p.wait(30)
            for v, ts in doc["times"].items():
                times.setdefault(int(v), []).extend(ts)
            closed += doc["closed"]
            reasons += doc["reasons"]
            cpu += doc["cpu_s"]
        return times, closed, reasons, cpu

    def kill(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.kill()
                p.wait()


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else math.nan


def _ns(iso: str) -> int:
    """``recorded_at`` (ISO 8601 with offset, microseconds) as ns since the epoch."""
    from datetime import datetime

    at = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return (int(at.timestamp()) * 1_000_000 + at.microsecond) * 1000


def _client_processes(n: int) -> int:
    return max(1, min(MAX_CLIENT_PROCESSES, math.ceil(n / PER_CLIENT_PROCESS)))


def fan_out(
    ports: list[int],
    pids: list[int],
    send_url: str,
    eid: str,
    token: str,
    clients: int,
    commands: int,
    gap: float,
    log: Callable[[str], None],
) -> dict[str, float]:
    """Open ``clients`` feeds (spread over ``ports``), send a warm-up command that every feed
    must have had, then ``commands`` commands to ``send_url``, each once every feed has the
    one before (or ``WAIT_S`` passed) and ``gap`` s more, and return the figures
    in ms: ``p50``/``p99`` of commit → last client over the commands, ``each_p50``/``each_p99``
    of commit → each delivery, ``response_p50`` (commit → the sender's HTTP response);
    ``missing`` (deliveries that never came), ``closed`` (feeds the server closed), and the
    CPU per delivery in µs of the client processes (``client_us``) and of the servers
    (``pids``: ``server_us``, everything they did meanwhile, the commands included)."""
    import httpx

    from bench.load import command_bodies

    with httpx.Client(base_url=send_url, timeout=30, headers={"Authorization": f"Bearer {token}"}) as http:
        after = http.get(f"/encounters/{eid}").json()["version"]
        feed_ports = [ports[i % len(ports)] for i in range(clients)]
        group = Clients(feed_ports, eid, token, after, _client_processes(clients))
        try:
            group.open()
            bodies = command_bodies()
            # A feed's handshake is answered before it subscribes and catches up: one warm-up
            # command, not measured, that every feed must have had (then every feed is live).
            r = http.post(
                f"/encounters/{eid}/commands", content=bodies[1], headers={"content-type": "application/json"}
            )
            r.raise_for_status()
            deadline = time.monotonic() + 120
            while group.wait(r.json()["version"]) < clients and time.monotonic() < deadline:
                pass
            time.sleep(gap)
            group.start()
            cpu_before = cpu_seconds(pids)
            sent: list[tuple[int, int, int]] = []  # (version, recorded_at ns, response ns)
            for i in range(commands):
                r = http.post(
                    f"/encounters/{eid}/commands", content=bodies[i % 2], headers={"content-type": "application/json"}
                )
                got = time.time_ns()
                r.raise_for_status()
                for event in r.json()["events"]:
                    sent.append((event["version"], _ns(event["recorded_at"]), got))
                group.wait(sent[-1][0])  # one command in flight: each is timed alone, no queue behind it
                time.sleep(gap)
            time.sleep(gap)
            server_cpu = cpu_seconds(pids) - cpu_before
            times, closed, reasons, cpu = group.collect()
        finally:
            group.kill()
    last: list[float] = []
    each: list[float] = []
    response: list[float] = []
    missing = 0
    for version, at, got in sent:
        ts = times.get(version, [])
        missing += clients - len(ts)
        response.append((got - at) / 1e6)
        if ts:
            last.append((max(ts) - at) / 1e6)
            each.extend((t - at) / 1e6 for t in ts)
    if closed:
        log(f"    {closed} feeds were closed by the server: {reasons}")
    return {
        "p50": _pct(last, 0.5),
        "p99": _pct(last, 0.99),
        "each_p50": _pct(each, 0.5),
        "each_p99": _pct(each, 0.99),
        "response_p50": _pct(response, 0.5),
        "missing": float(missing),
        "closed": float(closed),
        "commands": float(len(sent)),
        "client_us": cpu / max(1, len(each)) * 1e6,
        "server_us": server_cpu / max(1, len(each)) * 1e6,
    }


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds used so far by ``pids`` (``/proc/<pid>/stat``)."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
        except FileNotFoundError:
            pass
    return total / os.sysconf("SC_CLK_TCK")


def rss_kib(pids: list[int]) -> int:
    """The summed ``VmRSS`` of ``pids`` in KiB (``/proc/<pid>/status``)."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        except FileNotFoundError:
            pass
    return total


def commits_per_second(database_url: str, seconds: float) -> float:
    """Transactions committed per second on ``database_url``'s database over ``seconds``
    (``pg_stat_database.xact_commit``; this connection's own two reads included)."""
    import psycopg

    with psycopg.connect(database_url, autocommit=True) as conn:
        query = "select xact_commit from pg_stat_database where datname = current_database()"
        before = conn.execute(query).fetchone()[0]  # type: ignore[index]  # one row: it reads this database's
        t = time.monotonic()
        time.sleep(seconds)
        after = conn.execute(query).fetchone()[0]  # type: ignore[index]  # one row, as above
        return float(after - before) / (time.monotonic() - t)


def fanout(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Commit → last of N clients on one and two processes."""
    from bench.cases import Row, setup_encounters
    from bench.load import TOKENS

    rows: list[Row] = []
    for processes in plan.fanout_processes:
        fleet = [servers.get(1, replica=k) for k in range(processes)]
        for n in plan.fanout_clients:
            (eid,) = setup_encounters(fleet[0].url, 1)
            f = fan_out(
                [s.port for s in fleet],
                [p for s in fleet for p in s.pids()],
                fleet[0].url,
                eid,
                TOKENS[eid],
                n,
                plan.fanout_commands,
                plan.fanout_gap,
                log,
            )
            log(
                f"  {n} clients on {processes} process(es): commit → last p50 {f['p50']:.1f} ms, "
                f"p99 {f['p99']:.1f} ms; → each p50 {f['each_p50']:.1f} ms, p99 {f['each_p99']:.1f} ms; "
                f"commit → sender's response p50 {f['response_p50']:.1f} ms; {f['missing']:.0f} missing, "
                f"{f['closed']:.0f} closed; CPU per delivery: clients {f['client_us']:.0f} µs, "
                f"Fray {f['server_us']:.0f} µs"
            )
            case = f"fan-out, {n:,} clients, {processes} process{'es' if processes > 1 else ''}"
            target = n >= 1000
            rows += [
                Row(
                    case=case,
                    figure=f"commit → last client p50 ({f['commands']:.0f} commands)",
                    value=f["p50"],
                    unit="ms",
                ),
                Row(
                    case=case,
                    figure="commit → last client p99",
                    value=f["p99"],
                    unit="ms",
                    target="≤ 50 ms" if target else "",
                    met=(f["p99"] <= 50) if target else None,
                ),
                Row(case=case, figure="commit → each client p99", value=f["each_p99"], unit="ms"),
                Row(
                    case=case,
                    figure="Fray's CPU per delivery (clients' in baseline)",
                    value=f["server_us"],
                    unit="µs",
                    baseline="clients",
                    baseline_value=f["client_us"],
                ),
                Row(
                    case=case,
                    figure="deliveries missing (+ feeds closed)",
                    value=f["missing"] + f["closed"],
                    unit="",
                    target="0",
                    met=f["missing"] + f["closed"] == 0,
                ),
            ]
    return rows


def idle_feeds(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Memory per idle feed and the database's transactions with idle feeds, on a fresh
    process (so the feeds cannot reuse memory an earlier case freed)."""
    import httpx

    from bench.cases import Row, setup_encounters
    from bench.load import TOKENS
    from bench.servers import Fray

    n, window = plan.idle_feeds, plan.idle_seconds
    fresh = Fray(servers.database_url, workers=1, prefix=servers.prefix, pool_size=servers.pool_size(1))
    try:
        fresh.wait_ready()
        (eid,) = setup_encounters(fresh.url, 1)
        version = httpx.get(
            f"{fresh.url}/encounters/{eid}", headers={"Authorization": f"Bearer {TOKENS[eid]}"}, timeout=30
        ).json()["version"]
        time.sleep(12.0)  # the set-up's transactions reported (see below)
        none = commits_per_second(servers.database_url, window)  # no feed at all
        warm = Clients([fresh.port] * min(10, n), eid, TOKENS[eid], version, 1)  # first feeds' one-time costs
        try:
            warm.open()
            time.sleep(window / 5)
            before = rss_kib(fresh.pids())
            # from the last event: a feed that has it has finished its catch-up and is live
            idle = Clients([fresh.port] * n, eid, TOKENS[eid], version - 1, _client_processes(n))
            try:
                idle.open()
                live = idle.wait(version)
                if live < n:
                    log(f"  only {live} of {n} idle feeds caught up")
                # PostgreSQL's idle backends report their transactions up to 10 s late: wait that
                # out, or the feeds' one-time catch-up reads are counted as the idle feeds' cost
                time.sleep(12.0)
                after = rss_kib(fresh.pids())
                busy = commits_per_second(servers.database_url, window)
                _, closed, reasons, _ = idle.collect()
            finally:
                idle.kill()
            warm.collect()
        finally:
            warm.kill()
    finally:
        fresh.stop()
    per_feed = (after - before) / n
    extra = busy - none
    # the watcher's poll and the feeds' batched token recheck, one read each per FRAY_FEED_POLL_S
    # (a read takes its connection unchecked: fray.store.pooled.read_rows), and two transactions
    # of noise in the window
    allowance = 2 / float(os.environ.get("FRAY_FEED_POLL_S", "5")) + 2 / window
    log(
        f"  {n} idle feeds: RSS {before} → {after} KiB ({per_feed:.1f} KiB each); database {none:.1f} tx/s "
        f"without, {busy:.1f} tx/s with ({extra:+.1f}); {closed} closed {reasons}"
    )
    case = f"fan-out, {n:,} idle feeds, 1 process"
    return [
        Row(
            case=case,
            figure="server memory per idle feed (RSS delta ÷ N)",
            value=per_feed,
            unit="KiB",
            target="≤ 32 KiB",
            met=per_feed <= 32,
        ),
        Row(
            case=case,
            figure="database transactions with the feeds open",
            value=busy,
            unit="tx/s",
            baseline="none open",
            baseline_value=none,
        ),
        Row(
            case=case,
            figure="database transactions the feeds add, per process",
            value=extra,
            unit="tx/s",
            target=f"≤ one watcher poll and one token recheck ({allowance:.1f}/s)",
            met=extra <= allowance,
        ),
        Row(
            case=case,
            figure="idle feeds closed by the server",
            value=float(closed),
            unit="",
            target="0",
            met=closed == 0,
        ),
    ]


def unread_feeds(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Memory given back after unread feeds close: a fresh one-process Fray, an encounter of
    ``plan.unread_log`` events, then ``plan.unread_feeds`` feeds from version 0 whose clients
    read nothing after the handshake (each feed's catch-up piles up in the server); the
    resident set before they open (the encounter loaded), while they are open, and
    ``UNREAD_SETTLE_S`` after their clients have gone, against the one before."""
    import httpx

    from bench.cases import Row, grow_encounter, setup_encounters
    from bench.load import TOKENS
    from bench.servers import Fray

    n = plan.unread_feeds
    fresh = Fray(servers.database_url, workers=1, prefix=servers.prefix, pool_size=servers.pool_size(1))
    try:
        fresh.wait_ready()
        (eid,) = setup_encounters(fresh.url, 1)
        grow_encounter(servers.database_url, eid, plan.unread_log)
        auth = {"Authorization": f"Bearer {TOKENS[eid]}"}
        httpx.get(f"{fresh.url}/encounters/{eid}", headers=auth, timeout=60)  # the encounter cached
        time.sleep(1.0)
        before = rss_kib(fresh.pids())
        clients = Clients([fresh.port] * n, eid, TOKENS[eid], 0, _client_processes(n), unread=True)
        try:
            clients.open()
            time.sleep(UNREAD_OPEN_S)  # the catch-ups run until the sockets and queues are full
            held = rss_kib(fresh.pids())
        finally:
            clients.kill()
        time.sleep(UNREAD_SETTLE_S)
        after = rss_kib(fresh.pids())
    finally:
        fresh.stop()
    log(
        f"  {n} unread feeds on {plan.unread_log} events: RSS {before} KiB before, {held} open, "
        f"{after} after they closed ({(after - before) / 1024:+.1f} MiB)"
    )
    case = f"fan-out, {n} unread feeds on {plan.unread_log:,} events, 1 process"
    return [
        Row(case=case, figure="server memory before the feeds", value=before / 1024, unit="MiB"),
        Row(
            case=case,
            figure="server memory while they are open",
            value=held / 1024,
            unit="MiB",
            baseline="before",
            baseline_value=before / 1024,
            ratio=held / before,
        ),
        Row(
            case=case,
            figure=f"server memory {UNREAD_SETTLE_S:.0f} s after they closed",
            value=after / 1024,
            unit="MiB",
            baseline="before",
            baseline_value=before / 1024,
            ratio=after / before,
            target="≤ 1.1× before",
            met=after <= 1.1 * before,
        ),
    ]


if __name__ == "__main__" and sys.argv[1:2] == ["client"]:
    try:
        import uvloop  # as uvicorn's server uses: less of the clients' CPU per message

        loop_factory: Callable[[], asyncio.AbstractEventLoop] | None = uvloop.new_event_loop
    except ImportError:
        loop_factory = None
    with asyncio.Runner(loop_factory=loop_factory) as runner:
        runner.run(_client(json.loads(sys.argv[2])))
