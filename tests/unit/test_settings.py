"""Settings read from ``FRAY_*`` variables (``fray.server.config``): one default each, stated in
the class; a bad value is refused naming its variable and what it must be."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fray.server.config import Settings, from_env, variable


def test_no_variables_read_as_the_classs_defaults() -> None:
    assert from_env({}) == Settings()
    assert from_env({"FRAY_PORT": "", "FRAY_DATABASE_URL": "", "FRAY_GROUP_COMMIT": ""}) == Settings()


def test_every_field_is_read_from_its_variable() -> None:
    env = {
        "FRAY_DATABASE_URL": "postgresql://app@db/fray",
        "FRAY_REDIS_URL": "redis://r:6379/1",
        "FRAY_HOST": "0.0.0.0",
        "FRAY_PORT": "9000",
        "FRAY_DATA_DIR": "/var/lib/fray",
        "FRAY_CHANNEL_PREFIX": "f2",
        "FRAY_POOL_SIZE": "4",
        "FRAY_FEED_POLL_S": "0.5",
        "FRAY_WORKERS": "3",
        "FRAY_GROUP_COMMIT": "0",
        "FRAY_DATABASE_PREPARE": "off",
        "FRAY_FAST_COMMANDS": "false",
        "FRAY_OWNER_DATABASE_URL": "postgresql://owner@db/fray",
        "FRAY_READ_DATABASE_URL": "postgresql://app@r1/fray, postgresql://app@r2/fray",
        "FRAY_READ_POOL_SIZE": "2",
        "FRAY_COMMANDS_PER_SECOND": "0",
        "FRAY_CREATES_PER_MINUTE": "7",
        "FRAY_FEEDS_PER_TOKEN": "2",
        "FRAY_CORS_ORIGINS": " https://a.example/ ,, http://b.example:8080",
        "FRAY_FORWARDED_ALLOW_IPS": "10.0.0.1",
        "FRAY_TOKEN_CACHE_S": "60",
        "FRAY_SIGNING_KEY": "k" * 40,
        "FRAY_METRICS_ADDRESS": "10.0.0.2:9464",
        "FRAY_LOG_FORMAT": "json",
        "FRAY_TRACES": "otlp",
        "FRAY_UNRELATED": "ignored",
    }
    assert from_env(env) == Settings(
        database_url="postgresql://app@db/fray",
        redis_url="redis://r:6379/1",
        host="0.0.0.0",
        port=9000,
        data_dir=Path("/var/lib/fray"),
        channel_prefix="f2",
        pool_size=4,
        read_database_url=("postgresql://app@r1/fray", "postgresql://app@r2/fray"),
        read_pool_size=2,
        feed_poll_s=0.5,
        workers=3,
        group_commit=False,
        database_prepare="off",
        fast_commands=False,
        owner_database_url="postgresql://owner@db/fray",
        commands_per_second=0,
        creates_per_minute=7,
        feeds_per_token=2,
        cors_origins=("https://a.example", "http://b.example:8080"),
        forwarded_allow_ips="10.0.0.1",
        token_cache_s=60.0,
        signing_key="k" * 40,
        metrics_address="10.0.0.2:9464",
        log_format="json",
        traces="otlp",
    )
    assert {variable(name) for name in Settings.__struct_fields__} <= set(env)


@pytest.mark.parametrize(("value", "on"), [("0", False), ("false", False), ("1", True), ("true", True)])
def test_group_commit_is_turned_off_by_0(value: str, on: bool) -> None:
    assert from_env({"FRAY_GROUP_COMMIT": value}).group_commit is on


def test_preparing_is_on_or_off_and_nothing_else() -> None:
    assert from_env({}).database_prepare == "on"
    with pytest.raises(ValueError, match=r"^FRAY_DATABASE_PREPARE must be one of off, on, got 'no'$"):
        from_env({"FRAY_DATABASE_PREPARE": "no"})


def test_a_star_allows_any_origin_and_an_empty_list_none() -> None:
    assert from_env({"FRAY_CORS_ORIGINS": "*"}).cors_origins == ("*",)
    assert from_env({"FRAY_CORS_ORIGINS": " , "}).cors_origins == ()


@pytest.mark.parametrize(
    ("name", "value", "refusal"),
    [
        ("FRAY_PORT", "80a", "FRAY_PORT must be a whole number from 0 to 65535, got '80a'"),
        ("FRAY_PORT", "70000", "FRAY_PORT must be a whole number from 0 to 65535, got '70000'"),
        ("FRAY_POOL_SIZE", "1.5", "FRAY_POOL_SIZE must be a whole number of 1 or more, got '1.5'"),
        ("FRAY_POOL_SIZE", "0", "FRAY_POOL_SIZE must be a whole number of 1 or more, got '0'"),
        ("FRAY_WORKERS", "0", "FRAY_WORKERS must be a whole number of 1 or more, got '0'"),
        ("FRAY_WORKERS", "two", "FRAY_WORKERS must be a whole number of 1 or more, got 'two'"),
        (
            "FRAY_COMMANDS_PER_SECOND",
            "-1",
            "FRAY_COMMANDS_PER_SECOND must be a whole number of 0 or more, got '-1'",
        ),
        ("FRAY_CREATES_PER_MINUTE", " 5", "FRAY_CREATES_PER_MINUTE must be a whole number of 0 or more, got ' 5'"),
        ("FRAY_FEEDS_PER_TOKEN", "many", "FRAY_FEEDS_PER_TOKEN must be a whole number of 0 or more, got 'many'"),
        (
            "FRAY_FEED_POLL_S",
            "soon",
            "FRAY_FEED_POLL_S must be a number of seconds from 0.05 to 3600, got 'soon'",
        ),
        (
            "FRAY_FEED_POLL_S",
            "0.01",
            "FRAY_FEED_POLL_S must be a number of seconds from 0.05 to 3600, got '0.01'",
        ),
        (
            "FRAY_TOKEN_CACHE_S",
            "3601",
            "FRAY_TOKEN_CACHE_S must be a number of seconds from 0.05 to 3600, got '3601'",
        ),
        (
            "FRAY_TOKEN_CACHE_S",
            "nan",
            "FRAY_TOKEN_CACHE_S must be a number of seconds from 0.05 to 3600, got 'nan'",
        ),
        ("FRAY_GROUP_COMMIT", "yes", "FRAY_GROUP_COMMIT must be 0 or 1 (or false or true), got 'yes'"),
    ],
)
def test_a_bad_value_is_refused_naming_its_variable(name: str, value: str, refusal: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(refusal)}$"):
        from_env({name: value})


def test_a_choice_names_what_it_takes() -> None:
    with pytest.raises(ValueError, match=r"^FRAY_LOG_FORMAT must be one of json, text, got 'xml'$"):
        from_env({"FRAY_LOG_FORMAT": "xml"})


def test_the_metrics_address() -> None:
    from fray.server.metrics import parse_address

    assert parse_address("0.0.0.0:9464") == ("0.0.0.0", 9464)
    assert parse_address("9464") == ("127.0.0.1", 9464)
    assert parse_address("[::1]:9464") == ("::1", 9464)
    with pytest.raises(ValueError, match="FRAY_METRICS_ADDRESS must be host:port"):
        parse_address("localhost:http")


@pytest.mark.parametrize(
    "value", ["notaurl", "mysql://x@y/z", "postgresql://a@b/c, host=b dbname=c", "postgresql://a@b/c?x"]
)
def test_a_read_replica_that_is_not_a_postgres_url_stops_the_start(value: str) -> None:
    with pytest.raises(ValueError, match=r"FRAY_READ_DATABASE_URL must hold PostgreSQL URLs .*got '"):
        from_env({"FRAY_READ_DATABASE_URL": value})


def test_read_replicas_are_a_comma_separated_list_and_blanks_none() -> None:
    got = from_env({"FRAY_READ_DATABASE_URL": " postgresql://a@b:5433/c ,postgres://d@e/f, "})
    assert got.read_database_url == ("postgresql://a@b:5433/c", "postgres://d@e/f")
    assert from_env({"FRAY_READ_DATABASE_URL": " , "}).read_database_url == ()
