"""Fray's Prometheus metrics (prometheus-client), recorded in memory by every process and
served only where the operator says (``FRAY_METRICS_ADDRESS``: ``fray.server.metrics``).

Under ``fray serve --workers N`` each worker records into files under
``PROMETHEUS_MULTIPROC_DIR`` (prometheus-client's multiprocess mode, chosen when this module is
first imported) and the parent process serves their sum. Each gauge says how workers combine
(``multiprocess_mode``): open feeds and pool connections add up (``livesum``); the Redis link
is shown per worker (``liveall``, a ``pid`` label).

Every name starts ``fray_``; times are in seconds. Recording costs a lock and an addition (a
few hundred nanoseconds) whether or not anything serves them.
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
"""Seconds: a command on a warm cache takes about a millisecond, an append a few."""

COMMANDS = Counter(
    "fray_commands",
    "Commands handled, by command type and outcome: ok, dry_run, refused (a rule or a "
    "precondition: 4xx), conflict (other writers kept winning), unavailable (the database: 503), error.",
    ["type", "outcome"],
)
COMMAND_SECONDS = Histogram(
    "fray_command_seconds",
    "Time from a command reaching the handler to its answer (decide, append, cache), by outcome.",
    ["outcome"],
    buckets=LATENCY_BUCKETS,
)
APPEND_SECONDS = Histogram(
    "fray_append_seconds",
    "Time of one append to the event log (one statement, group commit included).",
    buckets=LATENCY_BUCKETS,
)
EVENTS_APPENDED = Counter("fray_events_appended", "Events appended to the log (imports included).")
APPEND_CONFLICTS = Counter(
    "fray_append_conflicts",
    "Appends that found their version taken by another writer (another process, mostly: a load "
    "balancer that spreads one encounter's commands); each command was decided again.",
)
FEEDS_OPEN = Gauge(
    "fray_feeds_open", "Live feeds open, by kind (websocket, sse).", ["kind"], multiprocess_mode="livesum"
)
FANOUT_DELAY_SECONDS = Histogram(
    "fray_fanout_delay_seconds",
    "Time from an event's commit (its recorded_at, PostgreSQL's clock) to its hand-over to a live "
    "feed's socket, for events sent live (not during a catch-up).",
    buckets=LATENCY_BUCKETS,
)
CATCHUP_PAGES = Counter("fray_catchup_pages", "Pages of stored events read to catch a feed up.")
POOL_IN_USE = Gauge(
    "fray_pool_in_use", "PostgreSQL connections in use (sampled each second).", multiprocess_mode="livesum"
)
POOL_WAITING = Gauge(
    "fray_pool_waiting",
    "Requests waiting for a PostgreSQL connection (sampled each second).",
    multiprocess_mode="livesum",
)
POOL_SIZE = Gauge("fray_pool_size", "PostgreSQL connections open in the pool.", multiprocess_mode="livesum")
REDIS_LINK_UP = Gauge(
    "fray_redis_link_up",
    "1 while the process's Redis subscription is connected, 0 while it retries (absent without Redis).",
    multiprocess_mode="liveall",
)
REDIS_PUBLISHED = Counter(
    "fray_redis_published", "Committed events published to Redis (or its cluster) by the background publisher."
)
REDIS_PUBLISH_FAILURES = Counter(
    "fray_redis_publish_failures",
    "Committed events whose publication to Redis failed and was dropped (feeds read them from PostgreSQL).",
)
RATE_LIMITED = Counter(
    "fray_rate_limit_refusals", "Requests refused with 429, by limit: commands, creates, feeds.", ["limit"]
)
REPLICA_READS = Counter(
    "fray_replica_reads",
    "Reads that may lag (feeds' catch-up, the log in pages, past states, replay, export, statistics) "
    "with read replicas configured, by where they were served: replica (it had what the read needs), "
    "replica_waited (after waiting for it to replay), primary_behind (still behind after the wait), "
    "primary_down (the replica failed, or is marked down after a failure).",
    ["outcome"],
)
REPLICA_FAILURES = Counter(
    "fray_replica_failures",
    "Reads a read replica failed (refused, dropped, cancelled); each marks it down for a while.",
)
