"""How the table's files and the API's JSON travel: gzipped for a client that accepts it, and
a file the browser already has answered ``304 Not Modified`` (``fray.api.conditional``)."""

from __future__ import annotations

from litestar import Litestar
from litestar.testing import TestClient

from .conftest import gm_headers, new_encounter, send


def test_the_table_s_modules_are_gzipped_with_a_validator(client: TestClient[Litestar]) -> None:
    r = client.get("/play/table.js", headers={"accept-encoding": "gzip"})
    assert r.status_code == 200
    assert r.headers["content-encoding"] == "gzip"
    assert "accept-encoding" in r.headers["vary"].lower()
    assert r.headers.get("etag") and r.headers["cache-control"] == "no-cache"
    assert "openTable" in r.text  # decoded by the client: the file itself


def test_a_module_the_browser_has_is_not_sent_again(client: TestClient[Litestar]) -> None:
    first = client.get("/play/app.js")
    etag = first.headers["etag"]
    again = client.get("/play/app.js", headers={"if-none-match": etag, "accept-encoding": "gzip"})
    assert again.status_code == 304
    assert again.content == b"" and "content-encoding" not in again.headers
    assert again.headers["etag"] == etag
    other = client.get("/play/app.js", headers={"if-none-match": '"something-else"'})
    assert other.status_code == 200 and other.content == first.content


def test_the_contract_and_the_log_are_gzipped(client: TestClient[Litestar]) -> None:
    raw = client.get("/docs/openapi.json", headers={"accept-encoding": "identity"})
    packed = client.get("/docs/openapi.json", headers={"accept-encoding": "gzip"})
    assert "content-encoding" not in raw.headers and packed.headers["content-encoding"] == "gzip"
    assert packed.json() == raw.json()
    eid = new_encounter(client)
    for preset in ("bruce", "enoch"):
        send(client, eid, {"type": "unlit-spires.add_hero", "preset": preset})
    log = client.get(f"/encounters/{eid}/events", headers={**gm_headers(client, eid), "accept-encoding": "gzip"})
    assert log.status_code == 200 and log.headers["content-encoding"] == "gzip"
    assert [e["version"] for e in log.json()["events"]] == [1, 2, 3]


def test_an_answer_that_depends_on_the_token_is_never_a_304(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    headers = gm_headers(client, eid)
    state = client.get(f"/encounters/{eid}", headers=headers)
    again = client.get(f"/encounters/{eid}", headers={**headers, "if-none-match": state.headers["etag"]})
    assert again.status_code == 200 and again.json() == state.json()


def test_brotli_where_the_client_accepts_it_gzip_otherwise(client: TestClient[Litestar]) -> None:
    raw = client.get("/play/table.js", headers={"accept-encoding": "identity"}).content
    br = client.get("/play/table.js", headers={"accept-encoding": "gzip, deflate, br"})
    assert br.headers["content-encoding"] == "br" and "accept-encoding" in br.headers["vary"].lower()
    assert br.content == raw  # httpx decodes it: the file itself
    gz = client.get("/play/table.js", headers={"accept-encoding": "gzip"})
    assert gz.headers["content-encoding"] == "gzip" and gz.content == raw
    rulesets = client.get("/rulesets", headers={"accept-encoding": "br"})  # JSON too
    assert rulesets.headers["content-encoding"] == "br" and isinstance(rulesets.json(), list)


PUBLIC = ("/rulesets", "/rulesets/dnd5e-2024/creatures?q=gob", "/rulesets/dnd5e-2024/creatures/goblin")
PUBLIC_TOO = ("/rulesets/dnd5e-2024/spells?level=0", "/rulesets/dnd5e-2024/spells/fireball")


def test_the_rulesets_libraries_and_spells_have_validators_and_304(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    token = gm_headers(client, eid)
    for path in (*PUBLIC, *PUBLIC_TOO):
        first = client.get(path)
        assert first.status_code == 200, (path, first.text)
        etag = first.headers["etag"]
        assert etag.startswith('W/"') and first.headers["cache-control"] == "public, no-cache"
        for headers in ({}, token, {"accept-encoding": "br"}):  # a token changes nothing: public
            again = client.get(path, headers={**headers, "if-none-match": etag})
            assert again.status_code == 304, (path, headers)
            assert again.content == b"" and again.headers["etag"] == etag
        other = client.get(path, headers={"if-none-match": 'W/"000000000000000000000000"'})
        assert other.status_code == 200 and other.json() == first.json()
    a = client.get("/rulesets/dnd5e-2024/creatures?q=gob").headers["etag"]
    b = client.get("/rulesets/dnd5e-2024/creatures?q=ogre").headers["etag"]
    assert a != b  # a tag names one answer


def test_the_table_s_files_are_compressed_once_and_served_as_they_are_on_disk(client: TestClient[Litestar]) -> None:
    import brotli  # type: ignore[import-untyped]

    from fray.api.web import WEB_DIR, web_file

    on_disk = (WEB_DIR / "table.js").read_bytes()
    raw = client.get("/play/table.js", headers={"accept-encoding": "identity"})
    assert raw.content == on_disk and "content-encoding" not in raw.headers
    assert raw.headers["content-type"].startswith("text/javascript")
    packed = client.get("/play/table.js", headers={"accept-encoding": "gzip, deflate, br"})
    assert packed.headers["content-encoding"] == "br" and packed.headers["etag"] == raw.headers["etag"]
    assert web_file(WEB_DIR / "table.js") is web_file(WEB_DIR / "table.js")  # kept, not made again
    assert brotli.decompress(web_file(WEB_DIR / "table.js").br) == on_disk
    page = client.get("/play/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert b'<script type="module" src="app.js">' in page.content
    assert client.get("/play/vendor/qrcode.js").status_code == 200
    for missing in ("/play/nothing.js", "/play/%2e%2e/api/web.py", "/play/..%2fapi%2fweb.py", "/play/vendor/"):
        r = client.get(missing)
        assert r.status_code == 404, (missing, r.status_code)
        assert r.headers["content-type"] == "application/problem+json", missing
