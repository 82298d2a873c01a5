-- No lock across encounters (issue 13). Appends no longer take one advisory lock; instead:
--
-- transaction_id  the id of the transaction that appended the event (pg_current_xact_id()).
--                 read_all orders events by (transaction_id, position) and returns only those
--                 whose transaction_id is below the oldest transaction still running
--                 (pg_snapshot_xmin(pg_current_snapshot())): no new event can ever sort
--                 before one returned, so a follower of the global order never skips one.
--                 Events stored before this migration keep 0, in their position order.
-- command_keys    one row per Idempotency-Key (the primary key makes keys unique across all
--                 encounters), written in the same statement as the command's events, so a
--                 retried command finds the first one's events exactly. Derived from the log
--                 (the events' metadata) and rebuilt from it here.
-- depends: 0001.event-log

alter table events add column transaction_id xid8 not null default '0';
alter table events alter column transaction_id set default pg_current_xact_id();
create index events_transaction_order on events (transaction_id, position);

create table command_keys (
    idempotency_key text    primary key,
    stream_id       uuid    not null,
    first_version   integer not null,
    last_version    integer not null,
    command_hash    text
);

insert into command_keys (idempotency_key, stream_id, first_version, last_version, command_hash)
select metadata ->> 'idempotency_key', (array_agg(stream_id))[1], min(version), max(version),
       (array_agg(metadata ->> 'command_hash'))[1]
from events
where metadata ? 'idempotency_key'
group by metadata ->> 'idempotency_key';

drop index events_idempotency_key;
