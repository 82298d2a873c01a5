"""``create_app()``: all wiring in one place (settings, database, fan-out, routes, errors)."""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import msgspec
from litestar import Litestar
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme

from fray import __version__
from fray.api import single_fields
from fray.api.allow import fix_allow
from fray.api.auth import AUTHENTICATION
from fray.api.commands import command_handler
from fray.api.conditional import not_modified
from fray.api.docs import OfflineSwaggerPlugin, docs_assets
from fray.api.encounters import EncounterController
from fray.api.fast_commands import FastCommands
from fray.api.feed import encounter_feed, encounter_feed_events
from fray.api.fork import fork_encounter
from fray.api.health import close_redis_probe, health, redis_probe
from fray.api.library import get_creature, get_spell, list_creatures, list_spells
from fray.api.limits import Limits
from fray.api.openapi import ContractJsonPlugin, build_published, serve_feed_message_schema
from fray.api.problems import MAX_BODY_BYTES, exception_handlers
from fray.api.replay import encounter_replay
from fray.api.rulesets import list_rulesets
from fray.api.stats import encounter_stats
from fray.api.tokens import TokenController
from fray.api.tools import ruleset_tools
from fray.api.transfer import export_encounter, import_encounter
from fray.api.verify import verify_encounter
from fray.api.web import front_door, web_client
from fray.domain.dice import Dice, SecureDice
from fray.live.fanout import RedisLink, publishing_client
from fray.live.hub import Hub
from fray.observe import traces
from fray.rules.registry import command_classes
from fray.server.config import Settings, from_env
from fray.server.metrics import sample_pool
from fray.server.startup import describe_database
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import Committed
from fray.store.embedded import serving_url, start_embedded
from fray.store.event_store import PostgresEventStore
from fray.store.migrate import apply_migrations, pending_migrations
from fray.store.pooled import connection_pool, settle_lock_timeout
from fray.store.replicas import replica_of
from fray.store.roles import role_of
from fray.store.signing import Signer, key_in
from fray.store.snapshot_store import PostgresSnapshots
from fray.store.tokens import PostgresTokens

log = logging.getLogger("fray")


COMPRESSION = CompressionConfig(
    backend="brotli",
    minimum_size=1024,
    brotli_quality=5,
    brotli_gzip_fallback=True,
    gzip_compress_level=6,
    exclude=[r"/feed$", r"/replay$", r"^/play/"],
)
"""Answers of 1 KiB or more are compressed for a client that accepts it (the table's modules,
the contract, the log's pages, states, the rulesets and libraries): brotli (the ``brotli``
package) when ``Accept-Encoding`` names ``br``, gzip when it names only ``gzip``, as they are
otherwise. An 800-event log of 517 KB travels as about a tenth of it. Not the live feeds
(Server-Sent Events must reach the client event by event); WebSockets are never compressed by
it. Brotli quality 5 and gzip level 6: most of the best saving for a fraction of its CPU. Not
the table's files either: ``fray.api.web`` compresses each once and keeps it."""


class FrayApp(Litestar):
    """The Litestar app with its command route's plain ASGI path in front
    (``fray.api.fast_commands``): every HTTP ``POST`` is offered to it, and it hands Litestar
    (this class's parent) whatever it does not answer itself. ``fast_commands`` None: every
    request is Litestar's."""

    fast_commands: FastCommands | None = None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        fast = self.fast_commands
        if fast is not None and scope["type"] == "http" and scope["method"] == "POST":
            await fast(scope, receive, send)
        else:
            await self.litestar(scope, receive, send)

    async def litestar(self, scope: Any, receive: Any, send: Any) -> None:
        """Litestar's answer to a request; one that carries ``Host`` or ``Authorization`` more
        than once is refused with a 400 first (``fray.api.single_fields``)."""
        if scope["type"] != "lifespan" and (name := single_fields.repeated(scope["headers"])) is not None:
            await single_fields.refuse(scope, send, name)
            return
        await super().__call__(scope, receive, send)


def create_app_from_env() -> Litestar:
    """The app of one ``fray serve --workers N`` worker process: settings from ``FRAY_*``
    (the parent process has resolved and migrated the database and put its URL there)."""
    return create_app(from_env(), freeze_gc=True)


def create_app(settings: Settings, dice: Dice | None = None, freeze_gc: bool = False) -> Litestar:
    """The Fray ASGI app. With ``settings.database_url`` None an embedded PostgreSQL is started
    in ``settings.data_dir``; pending migrations are applied at start-up. ``dice`` defaults to
    :class:`SecureDice` (tests pass a seeded or scripted roller). ``freeze_gc`` (``fray
    serve``): after start-up (the published OpenAPI document built by then), move every
    object made so far out of the collector's sight (``gc.freeze``), so full collections stay
    short and no pause reaches a feed; not for a process that makes many apps (tests), whose
    old apps would never be collected."""
    redis = publishing_client(settings.redis_url) if settings.redis_url else None
    types = event_types()
    limits = Limits(settings.commands_per_second, settings.creates_per_minute, settings.feeds_per_token)
    cors = (
        CORSConfig(
            allow_origins=list(settings.cors_origins),
            allow_credentials=False,
            allow_headers=["Authorization", "Content-Type", "If-Match", "Idempotency-Key"],
            expose_headers=["ETag", "Location", "Link", "Retry-After", "WWW-Authenticate"],
        )
        if settings.cors_origins
        else None
    )

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        url = settings.database_url
        owner = settings.owner_database_url
        key = settings.signing_key
        if not url:  # the embedded default: its superuser owns and migrates, Fray serves as fray_app
            owner = await anyio.to_thread.run_sync(start_embedded, settings.data_dir)
            url = await anyio.to_thread.run_sync(serving_url, owner, settings.data_dir)
            key = key or await anyio.to_thread.run_sync(key_in, settings.data_dir)
        signer = Signer(key) if key else None  # fray.store.signing: the database never holds it
        if owner:  # the owner migrates and grants the serving role what it needs (fray.store.roles)
            await anyio.to_thread.run_sync(apply_migrations, owner, role_of(url))
        elif await anyio.to_thread.run_sync(pending_migrations, url):
            await anyio.to_thread.run_sync(apply_migrations, url)  # one role for both: it migrates itself
        if await anyio.to_thread.run_sync(settle_lock_timeout, url) is None:  # the role's default
            log.warning("no lock_timeout for %s: an append may wait for a stuck writer without a bound", role_of(url))
        prepare = settings.database_prepare == "on"
        pool = connection_pool(url, min_size=1, max_size=settings.pool_size, prepare=prepare)
        await pool.open(wait=True)
        traces.configure(settings.traces)
        sampler = asyncio.create_task(sample_pool(pool))  # fray_pool_* gauges (fray.server.metrics)
        store = PostgresEventStore(pool, types, group_commit=settings.group_commit, signer=signer)
        replicas = [  # the reads that may lag (fray.store.replicas); a replica away stops nothing
            replica_of(u, describe_database(u), types, signer, settings.read_pool_size, prepare=prepare)
            for u in settings.read_database_url
        ]
        for replica in replicas:
            await replica.open()
        app.state.tokens = PostgresTokens(pool, cache_s=settings.token_cache_s)

        link: RedisLink | None = None

        async def publish(committed: Committed) -> None:
            hub.committed(committed.events, committed.state, committed.head)  # this process's feeds, at once
            if link is not None and link.following(committed.events[0].stream_id):
                await link.publish_now(committed.events)  # another process may take its next command
            elif link is not None:
                link.submit(committed.events)  # the others', off the acknowledgement path (fray.live.fanout)

        app.state.database_url = url
        service = app.state.service = build(
            store, dice or SecureDice(), publish, PostgresSnapshots(pool, signer), types, signer, replicas
        )
        hub = app.state.hub = Hub(service.views, poll_s=settings.feed_poll_s)
        hub.forget = app.state.tokens.forget
        if settings.redis_url:
            link = RedisLink(
                settings.redis_url, settings.channel_prefix, hub, lambda raw: types.recorded(msgspec.json.decode(raw))
            )
            hub.attach(link)
            link.heard = service.repository.heard  # a followed encounter's events, into the cache
            service.commands.follow = link.follow
            await link.start()
        app.state.link = link
        if freeze_gc:
            await anyio.to_thread.run_sync(build_published, app)  # the contract the table reads first
            gc.collect()
            gc.freeze()  # what start-up made lives as long as the process: keep it out of every collection
        try:
            yield
        finally:
            sampler.cancel()
            if link is not None:
                await link.close()
            await hub.close()
            await service.repository.drain()
            for replica in replicas:
                await replica.close()
            await pool.close()
            if redis is not None:
                await redis.aclose()

    commands = command_handler(command_classes())
    app = FrayApp(
        route_handlers=[
            EncounterController,
            TokenController,
            commands,
            encounter_feed,
            encounter_feed_events,
            export_encounter,
            import_encounter,
            verify_encounter,
            fork_encounter,
            encounter_stats,
            encounter_replay,
            list_rulesets,
            list_creatures,
            get_creature,
            list_spells,
            get_spell,
            health,
            serve_feed_message_schema,
            docs_assets(),
            *ruleset_tools(),
            web_client(),
            front_door,
        ],
        middleware=[AUTHENTICATION],
        lifespan=[lifespan],
        on_shutdown=[close_redis_probe],
        exception_handlers=exception_handlers(),
        before_send=[fix_allow, not_modified],
        cors_config=cors,
        compression_config=COMPRESSION,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="Fray",
            version=__version__,
            description="Event-sourced encounters for tabletop RPGs. Every command appends "
            "immutable events; errors are RFC 9457 problem documents.",
            path="/docs",
            render_plugins=[ContractJsonPlugin(), OfflineSwaggerPlugin()],
            components=Components(
                security_schemes={
                    "bearerAuth": SecurityScheme(
                        type="http",
                        scheme="bearer",
                        description=(
                            "A token: the GM's comes back when an encounter is created (gm_token); the GM issues "
                            "players' and spectators' (POST /encounters/{id}/tokens). Send it as "
                            "Authorization: Bearer <token>."
                        ),
                    )
                }
            ),
        ),
        state=State(
            {
                "settings": settings,
                "redis": redis,
                "link": None,
                "limits": limits,
                "redis_probe": redis_probe(settings.redis_url) if settings.redis_url else None,
                "event_types": types,
            }
        ),
    )
    if settings.fast_commands:
        # the handler as registered (Litestar copies each into the app's routes), whose
        # exception handlers and options are resolved through the app's layers
        registered = app.route_handler_method_map["/encounters/{encounter_id:uuid}/commands"]["POST"]
        assert isinstance(registered, HTTPRouteHandler)
        app.fast_commands = FastCommands(app, registered, app.litestar, COMPRESSION, cors)
    return app
