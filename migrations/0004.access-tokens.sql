-- Access tokens (issue 9, "Roles and access"). A token is a long random secret shown once;
-- only its SHA-256 is stored (a token has 256 random bits, so a fast hash is enough: there is
-- no password to guess). Tokens are not the truth of anything: losing this table costs access,
-- never an event (an operator issues a new GM token with `fray token ENCOUNTER_ID`).
--
-- access_tokens      one row per token: the encounter it opens, its role, the combatants a
--                    player acts for, a label for the GM's list, who issued it.
-- token_revocations  one row per revoked token. Revoking inserts, never updates, so the role
--                    Fray serves with needs only SELECT and INSERT here, as on events.
-- depends: 0002.transaction-order-and-command-keys

create table access_tokens (
    token_id       uuid        primary key,
    encounter_id   uuid        not null,
    secret_hash    bytea       not null unique,
    role           text        not null check (role in ('gm', 'player', 'spectator')),
    combatant_ids  text[]      not null default '{}',
    label          text        not null default '',
    issued_by      text        not null default '',
    created_at     timestamptz not null default now()
);

create index access_tokens_encounter on access_tokens (encounter_id);

create table token_revocations (
    token_id    uuid        primary key references access_tokens (token_id),
    revoked_by  text        not null default '',
    revoked_at  timestamptz not null default now()
);

-- The lists of encounters leave archived ones out: find an encounter's archiving quickly.
create index events_archived on events (stream_id) where type = 'encounter_archived';
