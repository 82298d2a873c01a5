-- A log that grows for years (issue 23): `events` partitioned by hash of stream_id, moved
-- while Fray keeps appending and reading (no downtime but one short lock, step 3).
--
-- The new table    8 hash partitions events_p0 … events_p7 (modulus 8). A partitioned table's
--                  keys must include the partition column: the primary key is
--                  (stream_id, version), the unique per-stream version that optimistic
--                  concurrency rests on (it was a unique constraint); event_id is unique per
--                  stream. position is no longer a key: it comes from the sequence
--                  event_positions (its default; no role has UPDATE on the log, and only the
--                  owner could give one by hand), so it stays unique and increasing, and the
--                  global-order readers are as exact as before: read_all follows
--                  (transaction_id, position), both copied unchanged, through the partitioned
--                  index events_transaction_order (a merge of the partitions' indexes);
--                  events_position finds one event by position.
-- The move         1. in one transaction: the new table, and a trigger on the old one that
--                     copies every new row into it (creating the trigger waits for the appends
--                     in flight, so every later append is copied by it);
--                  2. the rows from before, copied in batches of 50,000 by position, each
--                     batch its own transaction (Fray appends and reads meanwhile);
--                  3. in one short transaction, with a lock_timeout: lock the old table, set
--                     the sequence past every position handed out, drop the old table (its rows
--                     are all in the new one: steps 1 and 2), rename the new one, give its
--                     privileges to every role that had them on the old one.
--                  Each step can run again (a move interrupted is resumed by running it again).
--                  Fray's statements name `events`; a prepared one is planned again on the new
--                  table when the old one is dropped.
-- transactional: false
-- depends: 0005.signatures

do $$
begin
    if (select relkind from pg_class where oid = 'events'::regclass) = 'p' then
        return;  -- moved already
    end if;
    create sequence if not exists event_positions as bigint;
    create table if not exists events_by_stream (
        position        bigint      not null default nextval('event_positions'),
        stream_id       uuid        not null,
        version         integer     not null check (version >= 1),
        event_id        uuid        not null,
        type            text        not null,
        schema_version  smallint    not null default 1,
        data            jsonb       not null,
        metadata        jsonb       not null default '{}',
        recorded_at     timestamptz not null default now(),
        transaction_id  xid8        not null default pg_current_xact_id(),
        salt            bytea,
        chain_hash      bytea,
        mac             bytea,
        constraint events_by_stream_pkey primary key (stream_id, version),
        constraint events_by_stream_event_id unique (stream_id, event_id),
        constraint events_chain_shape check (
            (salt is null) = (chain_hash is null)
            and (salt is null or (octet_length(salt) = 16 and octet_length(chain_hash) = 32))),
        constraint events_mac_shape check (mac is null or (octet_length(mac) = 32 and chain_hash is not null))
    ) partition by hash (stream_id);
    for r in 0..7 loop
        execute format('create table if not exists events_p%s partition of events_by_stream '
                       'for values with (modulus 8, remainder %s)', r, r);
        execute format('create or replace trigger events_no_truncate before truncate on events_p%s '
                       'for each statement execute function events_are_immutable()', r);
    end loop;
    create index if not exists events_by_stream_transaction_order on events_by_stream (transaction_id, position);
    create index if not exists events_by_stream_position on events_by_stream (position);
    create index if not exists events_by_stream_starts on events_by_stream (stream_id) where version = 1;
    create index if not exists events_by_stream_archived on events_by_stream (stream_id)
        where type = 'encounter_archived';
    create or replace trigger events_no_update_or_delete before update or delete on events_by_stream
        for each row execute function events_are_immutable();
    create or replace trigger events_no_truncate before truncate on events_by_stream
        for each statement execute function events_are_immutable();

    -- Step 1's copier. SECURITY DEFINER: the serving role appends to `events` only; the copy
    -- is the owner's.
    create or replace function events_copy_to_partitioned() returns trigger
        language plpgsql security definer set search_path from current as $copy$
    begin
        insert into events_by_stream (position, stream_id, version, event_id, type, schema_version, data,
                                      metadata, recorded_at, transaction_id, salt, chain_hash, mac)
        values (new.position, new.stream_id, new.version, new.event_id, new.type, new.schema_version, new.data,
                new.metadata, new.recorded_at, new.transaction_id, new.salt, new.chain_hash, new.mac);
        return null;
    end;
    $copy$;
    create or replace trigger events_copy_to_partitioned after insert on events
        for each row execute function events_copy_to_partitioned();
end;
$$;

-- Step 2: the rows from before the trigger (all committed: creating it waited for them), in
-- batches; a row already copied is skipped.
do $$
declare
    high bigint;
    low bigint := 0;
begin
    if (select relkind from pg_class where oid = 'events'::regclass) = 'p' then
        return;
    end if;
    select coalesce(max(position), 0) into high from events;
    while low < high loop
        insert into events_by_stream (position, stream_id, version, event_id, type, schema_version, data,
                                      metadata, recorded_at, transaction_id, salt, chain_hash, mac)
        select position, stream_id, version, event_id, type, schema_version, data,
               metadata, recorded_at, transaction_id, salt, chain_hash, mac
        from events where position > low and position <= low + 50000
        on conflict do nothing;
        low := low + 50000;
        commit;
    end loop;
end;
$$;

-- Step 3: the swap, in one short transaction.
do $$
declare
    handed_out bigint;
    called boolean;
    grantee record;
begin
    if (select relkind from pg_class where oid = 'events'::regclass) = 'p' then
        return;
    end if;
    set local lock_timeout = '10s';  -- a long reader in the way: fail (run it again), never queue appends
    lock table events in access exclusive mode;
    execute format('select last_value, is_called from %s', pg_get_serial_sequence('events', 'position'))
        into handed_out, called;
    handed_out := greatest(case when called then handed_out else handed_out - 1 end,
                           (select coalesce(max(position), 0) from events_by_stream));
    if handed_out > 0 then
        perform setval('event_positions', handed_out);
    end if;
    for grantee in
        select distinct a.grantee::regrole::text as role, a.privilege_type as privilege
        from pg_class c, aclexplode(c.relacl) a
        where c.oid = 'events'::regclass and a.grantee <> 0 and a.grantee <> c.relowner
    loop
        execute format('grant %s on events_by_stream to %s', grantee.privilege, grantee.role);
        if grantee.privilege = 'INSERT' then
            execute format('grant usage on sequence event_positions to %s', grantee.role);
        end if;
    end loop;
    drop table events;  -- with its identity sequence, its indexes and step 1's trigger
    drop function events_copy_to_partitioned();
    alter table events_by_stream rename to events;
    alter sequence event_positions owned by events.position;
    alter index events_by_stream_pkey rename to events_pkey;
    alter index events_by_stream_event_id rename to events_event_id;
    alter index events_by_stream_transaction_order rename to events_transaction_order;
    alter index events_by_stream_position rename to events_position;
    alter index events_by_stream_starts rename to events_stream_starts;
    alter index events_by_stream_archived rename to events_archived;
end;
$$;
