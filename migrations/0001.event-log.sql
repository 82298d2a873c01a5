-- The event log: the only truth. One row per event; rows are appended and never changed.
--
-- position   global order of all events; equals commit order because appends are serialised
--            (see fray/store/event_store.py)
-- stream_id  the encounter
-- version    gapless per-stream version 1, 2, 3, ... (unique with stream_id: optimistic concurrency)
-- type       the event's tag, e.g. 'damage_taken'; schema_version lets old payloads be upcast on read
-- metadata   actor, command id, causation/correlation ids, idempotency key, visibility

create table events (
    position        bigint generated always as identity primary key,
    stream_id       uuid        not null,
    version         integer     not null check (version >= 1),
    event_id        uuid        not null unique,
    type            text        not null,
    schema_version  smallint    not null default 1,
    data            jsonb       not null,
    metadata        jsonb       not null default '{}',
    recorded_at     timestamptz not null default now(),
    unique (stream_id, version)
);

create index events_idempotency_key on events ((metadata ->> 'idempotency_key'))
    where metadata ? 'idempotency_key';
create index events_stream_starts on events (stream_id) where version = 1;

-- The database itself refuses to change the log: no UPDATE, DELETE or TRUNCATE.
create function events_are_immutable() returns trigger language plpgsql as $$
begin
    raise exception 'the event log is append-only: % on events is refused', tg_op
        using errcode = 'restrict_violation',
              hint = 'undo is a new event; never rewrite the log';
end;
$$;

create trigger events_no_update_or_delete
    before update or delete on events
    for each row execute function events_are_immutable();

create trigger events_no_truncate
    before truncate on events
    for each statement execute function events_are_immutable();
