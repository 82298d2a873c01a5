"""``create_app()``: all wiring in one place (settings, database, fan-out, routes, errors)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import msgspec
from litestar import Litestar, Response, get
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.openapi import OpenAPIConfig, ResponseSpec
from litestar.openapi.spec import Components, SecurityScheme

from fray import __version__
from fray.api.allow import fix_allow
from fray.api.commands import command_handler
from fray.api.docs import OfflineSwaggerPlugin, docs_assets
from fray.api.encounters import EncounterController
from fray.api.feed import encounter_feed
from fray.api.limits import Limits
from fray.api.fork import fork_encounter
from fray.api.openapi import ContractJsonPlugin, serve_feed_message_schema
from fray.api.problems import MAX_BODY_BYTES, exception_handlers
from fray.api.replay import encounter_replay
from fray.api.rulesets import list_rulesets
from fray.api.spires_tools import ROUTES as SPIRES_TOOLS
from fray.api.tokens import TokenController
from fray.api.stats import encounter_stats
from fray.api.transfer import export_encounter, import_encounter
from fray.api.verify import verify_encounter
from fray.api.web import front_door, web_client
from fray.codecs import event_types
from fray.config import Settings, from_env
from fray.domain.dice import Dice, SecureDice
from fray.encounters import Encounters
from fray.live.fanout import Publisher, connect_redis, fanout_running, make_channels
from fray.rules.registry import command_classes
from fray.store.embedded import serving_url, start_embedded
from fray.store.event_store import PostgresEventStore, connection_pool
from fray.store.migrate import apply_migrations, pending_migrations
from fray.store.roles import role_of
from fray.store.tokens import PostgresTokens
from fray.store.snapshot_store import PostgresSnapshots

log = logging.getLogger("fray")


class Health(msgspec.Struct, frozen=True):
    """What the service depends on, and whether it answers."""

    status: str
    database: str
    broker: str


@get("/health", operation_id="health", tags=["service"], responses={503: ResponseSpec(Health, description="A dependency does not answer", generate_examples=False)})
async def health(state: State) -> Response[Health]:
    """Readiness: 200 when PostgreSQL answers and (if configured) Redis answers, else 503."""
    database = broker = "ok"
    try:
        await state.encounters.ping()
    except Exception as exc:  # report, don't raise: this endpoint exists to say what is down
        database = f"unreachable: {exc}"
    redis = state.redis
    if redis is None:
        broker = "in-process"
    else:
        try:
            await redis.ping()
        except Exception as exc:
            broker = f"unreachable: {exc}"
        if broker == "ok" and not fanout_running(state.channels):
            broker = "subscriber stopped: live feeds fall back to polling PostgreSQL; restart Fray"
    ok = database == "ok" and broker in ("ok", "in-process")
    return Response(Health("ok" if ok else "degraded", database, broker), status_code=200 if ok else 503)


def create_app_from_env() -> Litestar:
    """The app of one ``fray serve --workers N`` worker process: settings from ``FRAY_*``
    (the parent process has resolved and migrated the database and put its URL there)."""
    return create_app(from_env())


def create_app(settings: Settings, dice: Dice | None = None) -> Litestar:
    """The Fray ASGI app. With ``settings.database_url`` None an embedded PostgreSQL is started
    in ``settings.data_dir``; pending migrations are applied at start-up. ``dice`` defaults to
    :class:`SecureDice` (tests pass a seeded or scripted roller)."""
    redis = connect_redis(settings.redis_url) if settings.redis_url else None
    channels = make_channels(redis)
    publisher = Publisher(channels, settings.channel_prefix)
    types = event_types()
    limits = Limits(settings.commands_per_second, settings.creates_per_minute, settings.feeds_per_token)
    cors = CORSConfig(allow_origins=list(settings.cors_origins), allow_credentials=False,
                      allow_headers=["Authorization", "Content-Type", "If-Match", "Idempotency-Key"],
                      expose_headers=["ETag", "Location", "Link", "Retry-After", "WWW-Authenticate"],
                      ) if settings.cors_origins else None

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        url = settings.database_url
        owner = settings.owner_database_url
        if not url:  # the embedded default: its superuser owns and migrates, Fray serves as fray_app
            owner = await anyio.to_thread.run_sync(start_embedded, settings.data_dir)
            url = await anyio.to_thread.run_sync(serving_url, owner)
        if owner:  # the owner migrates and grants the serving role what it needs (fray.store.roles)
            await anyio.to_thread.run_sync(apply_migrations, owner, role_of(url))
        elif await anyio.to_thread.run_sync(pending_migrations, url):
            await anyio.to_thread.run_sync(apply_migrations, url)  # one role for both: it migrates itself
        pool = connection_pool(url, min_size=1, max_size=settings.pool_size)
        await pool.open(wait=True)
        store = PostgresEventStore(pool, types, group_commit=settings.group_commit)
        app.state.tokens = PostgresTokens(pool, cache_s=settings.token_cache_s)

        async def publish_events(events):  # type: ignore[no-untyped-def]
            publisher.submit(events)  # off the acknowledgement path (fray.live.fanout.Publisher)

        app.state.database_url = url
        app.state.encounters = Encounters(store, dice or SecureDice(), publish_events, PostgresSnapshots(pool))
        try:
            yield
        finally:
            await app.state.encounters.loader.drain()
            await pool.close()

    async def drain_publisher() -> None:
        await publisher.drain()

    return Litestar(
        route_handlers=[
            EncounterController,
            TokenController,
            command_handler(command_classes()),
            encounter_feed,
            export_encounter,
            import_encounter,
            verify_encounter,
            fork_encounter,
            encounter_stats,
            encounter_replay,
            list_rulesets,
            health,
            serve_feed_message_schema,
            docs_assets(),
            *SPIRES_TOOLS,
            web_client(),
            front_door,
        ],
        plugins=[channels],
        lifespan=[lifespan],
        on_shutdown=[drain_publisher],  # runs before the channels plugin's own shutdown
        exception_handlers=exception_handlers(),
        before_send=[fix_allow],
        cors_config=cors,
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="Fray",
            version=__version__,
            description="Event-sourced encounters for tabletop RPGs. Every command appends "
            "immutable events; errors are RFC 9457 problem documents.",
            path="/docs",
            render_plugins=[ContractJsonPlugin(), OfflineSwaggerPlugin()],
            components=Components(security_schemes={"bearerAuth": SecurityScheme(
                type="http", scheme="bearer", description=(
                    "A token: the GM's comes back when an encounter is created (gm_token); the GM issues "
                    "players' and spectators' (POST /encounters/{id}/tokens). Send it as "
                    "Authorization: Bearer <token>."))}),
        ),
        state=State({"settings": settings, "redis": redis, "channels": channels, "limits": limits,
                     "event_types": types}),
    )
