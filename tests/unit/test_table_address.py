"""``fray serve`` prints where a browser opens the table (``/play/``)."""

from __future__ import annotations

import socket

from fray.server.startup import table_address


def test_the_table_is_at_play_on_the_address_served() -> None:
    assert table_address("127.0.0.1", 8000) == "http://127.0.0.1:8000/play/"


def test_a_wildcard_bind_names_this_machine_so_a_phone_can_reach_it() -> None:
    assert table_address("0.0.0.0", 8000) == f"http://{socket.gethostname()}:8000/play/"
    assert table_address("::", 9000) == f"http://{socket.gethostname()}:9000/play/"


def test_an_ipv6_address_is_bracketed() -> None:
    assert table_address("::1", 8000) == "http://[::1]:8000/play/"
