"""``FRAY_REDIS_URL`` naming a Redis Cluster (``fray.live.cluster``) and the channels on it."""

from __future__ import annotations

import pytest

from fray.live.cluster import ClusterAddress, cluster_address, slot_of
from fray.live.fanout import channel_name, encounter_of
from fray.server.config import Settings
from fray.server.startup import describe_broker


def test_a_plain_redis_url_is_one_redis() -> None:
    assert cluster_address("redis://127.0.0.1:6379/0") is None
    assert cluster_address("rediss://user:pw@cache:6380") is None
    assert cluster_address("unix:///run/redis.sock") is None


def test_a_cluster_url_names_its_nodes_credentials_and_tls() -> None:
    assert cluster_address("redis+cluster://10.0.0.1:7000,10.0.0.2:7001") == ClusterAddress(
        nodes=(("10.0.0.1", 7000), ("10.0.0.2", 7001))
    )
    assert cluster_address("rediss+cluster://fray:s%40cret@a:7000,b:7000/0") == ClusterAddress(
        nodes=(("a", 7000), ("b", 7000)), username="fray", password="s@cret", ssl=True
    )
    assert cluster_address("redis+cluster://:pw@[::1]:7000") == ClusterAddress(nodes=(("::1", 7000),), password="pw")


@pytest.mark.parametrize(
    "url", ["redis+cluster://", "redis+cluster://a", "redis+cluster://a:7000,b", "redis+cluster://a:7000/2"]
)
def test_a_cluster_url_without_a_node_and_port_or_with_a_database_is_refused(url: str) -> None:
    with pytest.raises(ValueError, match="Redis Cluster"):
        cluster_address(url)


def test_an_encounters_channel_on_a_cluster_is_hash_tagged_by_its_id() -> None:
    plain, tagged = channel_name("fray", "e1"), channel_name("fray", "e1", cluster=True)
    assert (plain, tagged) == ("fray:encounter:e1", "fray:encounter:{e1}")
    assert encounter_of(plain, "fray") == encounter_of(tagged, "fray") == "e1"
    assert slot_of(tagged) == slot_of(channel_name("another-prefix", "e1", cluster=True)) == slot_of("e1")


def test_fray_serve_says_which_broker() -> None:
    assert describe_broker(Settings(redis_url="redis+cluster://a:7000")).startswith("Redis Cluster sharded pub/sub")
    assert describe_broker(Settings(redis_url="redis://a:6379")).startswith("Redis pub/sub")
