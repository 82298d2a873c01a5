-- A verifiable log and snapshots (issue 8).
--
-- salt        16 random bytes of the event's own (128 bits), so a public hash never lets a
--             hidden d20 be guessed by trying the twenty payloads; redacted with the event.
-- chain_hash  SHA-256 of the previous event's chain_hash (32 zero bytes for the first event of
--             a chain) followed by the canonical encoding of this event's type, schema version,
--             data, the metadata an import keeps, and its salt (fray/store/chain.py): never its
--             id, position or time, so an exported log imported elsewhere has the same hashes.
--             Set by the append itself, in the same statement as the event (group commit too).
--             Events written before this migration keep both null, and the triggers refuse to
--             update them: a stream's chain starts at its first event written after it.
-- depends: 0002.transaction-order-and-command-keys

alter table events add column salt bytea, add column chain_hash bytea;
alter table events add constraint events_chain_shape check (
    (salt is null) = (chain_hash is null)
    and (salt is null or (octet_length(salt) = 16 and octet_length(chain_hash) = 32)));

-- Snapshots: an encounter's state at one version, to start folds from instead of version 1.
-- Never the truth: rebuilt from the log at will (fray rebuild), and deleting any is harmless.
--
-- fingerprint  the fold code that made it (a hash of the domain, rules and codec sources): a
--              snapshot made by other code is ignored, so a changed rule never reads a state
--              folded by the old one.
-- revoked      what it assumed: the versions at or before `version` that undo had revoked at
--              that version, as [first, last] ranges. It is valid for a later fold only while
--              the revocations made after `version` leave that set as it was.
-- head_hash    the chain hash of the event at `version` (null before the chain).
-- state        the state, msgpack-encoded (fray/snapshots.py).
create table snapshots (
    stream_id    uuid        not null,
    fingerprint  text        not null,
    version      integer     not null check (version >= 1),
    revoked      jsonb       not null default '[]',
    head_hash    bytea,
    state        bytea       not null,
    created_at   timestamptz not null default now(),
    primary key (stream_id, fingerprint, version)
);
