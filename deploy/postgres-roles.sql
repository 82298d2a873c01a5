-- Two roles for Fray (README: Database roles), run once by the postgres image on a new volume
-- (docker-entrypoint-initdb.d). The superuser the image makes is used for this script only.
--   fray_owner  owns the database and its schema; `fray migrate` runs as it
--   fray_app    what Fray serves with: `fray migrate` grants it SELECT and INSERT on the log,
--               the idempotency keys and the tokens, and nothing it could rewrite the log with
-- The passwords are the compose file's development ones: change them (and the URLs) anywhere else.
create role fray_owner login password 'fray_owner';
create role fray_app login password 'fray_app';
create database fray owner fray_owner;
