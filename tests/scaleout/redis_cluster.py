"""A throwaway Redis Cluster for the scale-out tests: three masters with a replica each, six
``redis-server --cluster-enabled yes`` processes on free loopback ports in a temporary folder,
joined by ``redis-cli --cluster create --cluster-replicas 1``. Nothing is saved (``--save ""``,
no append-only file); the folder and every process go when the block ends, whatever happened.

``with redis_cluster() as cluster:`` yields a :class:`RedisCluster`; ``cluster.url`` is what
``FRAY_REDIS_URL`` takes (``redis+cluster://127.0.0.1:P1,127.0.0.1:P2,…``, the Fray scheme for
a cluster: ``fray.live.cluster``). ``kill(port)`` SIGKILLs one node; ``wait_promoted(port)``
waits until every slot that node served has a live master again. Needs ``redis-server`` and
``redis-cli`` 7 or newer (sharded pub/sub); ``available()`` says whether they are there.
``failover(replica)`` is the orderly variant (``CLUSTER FAILOVER``: the roles swap, both live).
"""

from __future__ import annotations

import contextlib
import random
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis

NODE_TIMEOUT_MS = 1500
"""``cluster-node-timeout``: a master unreachable this long is marked failed and its replica
is elected (Redis's default, 15 s, would make every test wait that long)."""


def node_port() -> int:
    """A loopback port for a cluster node: it and its cluster bus port (the port + 10000) both
    free, so below 55536."""
    for _ in range(200):
        port = random.randint(20000, 45000)
        try:
            with socket.socket() as a, socket.socket() as b:
                a.bind(("127.0.0.1", port))
                b.bind(("127.0.0.1", port + 10000))
        except OSError:
            continue
        return port
    raise RuntimeError("no free pair of loopback ports for a cluster node")


def available() -> bool:
    """Whether ``redis-server`` and ``redis-cli`` 7+ are on the PATH."""
    if shutil.which("redis-server") is None or shutil.which("redis-cli") is None:
        return False
    out = subprocess.run(["redis-server", "--version"], capture_output=True, text=True, check=False).stdout
    version = out.partition("v=")[2].split(".", 1)[0]
    return version.isdigit() and int(version) >= 7


@dataclass
class RedisCluster:
    """A running cluster: its nodes' ``ports`` (each a ``redis-server`` in ``processes``)."""

    dir: Path
    ports: list[int]
    processes: dict[int, subprocess.Popen[bytes]] = field(default_factory=dict)
    _previous_masters: set[int] = field(default_factory=set)  # the masters before the last kill

    @property
    def url(self) -> str:
        """``redis+cluster://`` and every node, comma-separated (``FRAY_REDIS_URL``)."""
        return "redis+cluster://" + ",".join(f"127.0.0.1:{p}" for p in self.ports)

    def client(self, port: int) -> redis.Redis:
        """A plain client of one node (short timeouts)."""
        return redis.Redis(host="127.0.0.1", port=port, socket_timeout=2, socket_connect_timeout=2)

    def alive(self) -> list[int]:
        """The ports of the nodes still running."""
        return [p for p, proc in self.processes.items() if proc.poll() is None]

    def master_of(self, key: str) -> int:
        """The port of the master that owns ``key``'s hash slot now."""
        port = self.alive()[0]
        slot = int(_command(self.client(port), "CLUSTER", "KEYSLOT", key))
        for start, end, master, *_ in _command(self.client(port), "CLUSTER", "SLOTS"):
            if start <= slot <= end:
                return int(master[1])
        raise LookupError(f"no master serves slot {slot}")

    def replicas_of(self, master: int) -> list[int]:
        """The ports of the live replicas of the master on ``master``."""
        port = self.alive()[0]
        for _, _, owner, *replicas in _command(self.client(port), "CLUSTER", "SLOTS"):
            if int(owner[1]) == master:
                return [int(r[1]) for r in replicas if int(r[1]) in self.alive()]
        return []

    def failover(self, replica: int, timeout: float = 60) -> None:
        """``CLUSTER FAILOVER`` on ``replica``: it and its master swap roles in an orderly way
        (no write lost); returns once ``replica`` serves its slots. Raises ``TimeoutError``."""
        _command(self.client(replica), "CLUSTER", "FAILOVER")
        deadline = time.monotonic() + timeout
        while replica not in self.masters():
            if time.monotonic() > deadline:
                raise TimeoutError(f"127.0.0.1:{replica} did not take over in {timeout} s")
            time.sleep(0.1)
        self._previous_masters = self.masters()

    def kill(self, port: int) -> None:
        """SIGKILL the node on ``port`` (no goodbye to the cluster, as a crash)."""
        proc = self.processes[port]
        proc.kill()
        proc.wait(10)

    def wait_promoted(self, port: int, timeout: float = 60) -> int:
        """Wait until the node on ``port`` (killed) is failed and another master serves its
        slots, seen from every live node, the cluster state ``ok``; returns the new master's
        port. Raises ``TimeoutError`` past ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(redis.RedisError):
                views = [self._masters(p) for p in self.alive()]
                if all(port not in masters and state == "ok" for masters, state in views):
                    new = {m for masters, _ in views for m in masters} - set(self._previous_masters)
                    if new:
                        self._previous_masters = {m for masters, _ in views for m in masters}
                        return new.pop()
            time.sleep(0.2)
        raise TimeoutError(f"the replica of 127.0.0.1:{port} was not promoted in {timeout} s")

    def _masters(self, port: int) -> tuple[set[int], str]:
        """The ports that serve slots and the cluster state, as the node on ``port`` sees them."""
        client = self.client(port)
        slots = _command(client, "CLUSTER", "SLOTS")
        info = _command(client, "CLUSTER", "INFO")
        text = info.decode() if isinstance(info, bytes) else str(info)
        state = next(
            (line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("cluster_state")), ""
        )
        return {int(s[2][1]) for s in slots}, state

    def replica_synced(self, port: int) -> bool:
        """Whether the node on ``port`` is a replica whose link to its master is up (a replica
        that never synced cannot take over: it is never elected)."""
        info = self.client(port).info("replication")
        return info.get("role") == "slave" and info.get("master_link_status") == "up"

    def masters(self) -> set[int]:
        """The ports of the masters serving slots now."""
        return self._masters(self.alive()[0])[0]

    def stop(self) -> None:
        """SIGKILL every node still running and delete the folder."""
        for proc in self.processes.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
        shutil.rmtree(self.dir, ignore_errors=True)


def _command(client: redis.Redis, *args: str) -> Any:
    """One command's reply (redis-py's ``execute_command`` is untyped)."""
    return client.execute_command(*args)  # type: ignore[no-untyped-call]


def _listening(port: int) -> bool:
    with contextlib.suppress(redis.RedisError):
        return bool(redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=0.2).ping())
    return False


@contextlib.contextmanager
def redis_cluster(masters: int = 3, timeout: float = 60) -> Iterator[RedisCluster]:
    """A cluster of ``masters`` masters with one replica each, ready (every slot served, the
    state ``ok`` on every node); stopped and removed afterwards. Raises ``RuntimeError`` when
    it does not form within ``timeout`` seconds."""
    folder = Path(tempfile.mkdtemp(prefix="fray-redis-cluster-"))
    cluster = RedisCluster(folder, [node_port() for _ in range(masters * 2)])
    try:
        for port in cluster.ports:
            node = folder / str(port)
            node.mkdir()
            cluster.processes[port] = subprocess.Popen(
                [
                    "redis-server",
                    "--port", str(port),
                    "--bind", "127.0.0.1",
                    "--cluster-enabled", "yes",
                    "--cluster-config-file", str(node / "nodes.conf"),
                    "--cluster-node-timeout", str(NODE_TIMEOUT_MS),
                    "--dir", str(node),
                    "--save", "",
                    "--appendonly", "no",
                    "--repl-diskless-sync-delay", "0",
                    "--daemonize", "no",
                    "--logfile", str(node / "log"),
                ],
                stdout=subprocess.DEVNULL,
            )  # fmt: skip
        deadline = time.monotonic() + timeout
        while not all(_listening(p) for p in cluster.ports):
            if time.monotonic() > deadline:
                raise RuntimeError("the cluster's redis-server processes did not start")
            time.sleep(0.05)
        nodes = [f"127.0.0.1:{p}" for p in cluster.ports]
        created = subprocess.run(
            ["redis-cli", "--cluster", "create", *nodes, "--cluster-replicas", "1", "--cluster-yes"],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if created.returncode != 0:
            raise RuntimeError(f"redis-cli --cluster create failed: {created.stdout[-2000:]}{created.stderr[-2000:]}")
        while True:
            with contextlib.suppress(redis.RedisError):
                views = [cluster._masters(p) for p in cluster.ports]
                synced = [cluster.replica_synced(p) for p in cluster.ports]
                # and every node's CLUSTER SLOTS names a replica for every range (gossip lags the
                # replicas' own sync: replicas_of found none right after the start, now and then)
                listed = all(
                    len(r) >= 4 for p in cluster.ports for r in _command(cluster.client(p), "CLUSTER", "SLOTS")
                )
                if all(len(m) == masters and state == "ok" for m, state in views) and sum(synced) == masters and listed:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError("the cluster did not reach state ok")
            time.sleep(0.1)
        cluster._previous_masters = cluster.masters()
        yield cluster
    finally:
        cluster.stop()
