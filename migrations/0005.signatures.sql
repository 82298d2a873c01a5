-- Signatures over the log and the snapshots (issue 18, "The operator's side").
--
-- mac  HMAC-SHA-256 under FRAY_SIGNING_KEY, a key the database does not hold
--      (fray/store/signing.py): on events, over the stream id, the version and the chain hash;
--      on snapshots, over the row's stream, fingerprint, version, revoked ranges, head hash and
--      state. Whoever may only INSERT (the serving role) can write a correct chain hash but
--      not its MAC, so `fray verify` reports a forged event and a load ignores a forged
--      snapshot. Null: written before this migration or by a Fray without a key, reported as
--      unsigned (the triggers refuse to sign old events later).
-- depends: 0004.access-tokens

alter table events add column mac bytea;
alter table events add constraint events_mac_shape check (
    mac is null or (octet_length(mac) = 32 and chain_hash is not null));
alter table snapshots add column mac bytea;
