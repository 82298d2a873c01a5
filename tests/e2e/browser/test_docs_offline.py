"""``/docs`` is an interactive page with no internet: headless Chromium (Debian's ``chromium``,
driven by Playwright through the system executable) loads it from a real server with every
request to anywhere but that server refused, and finds the list of operations on the page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Route

WAIT_MS = 30_000  # how long the page may take to render before the test fails (not a timing assertion)


@pytest.mark.parametrize("page_path", ["/docs", "/docs/swagger"])
def test_the_docs_render_their_operations_with_the_network_closed(
    browser: Browser, server_url: str, page_path: str
) -> None:
    context = browser.new_context(offline=False)
    refused: list[str] = []

    def only_fray(route: Route) -> None:
        if route.request.url.startswith(server_url + "/"):
            route.continue_()
        else:  # the network is closed: a CDN, a font host, anything else
            refused.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_fray)
    page = context.new_page()
    page.goto(server_url + page_path)
    page.wait_for_selector(".opblock", timeout=WAIT_MS)
    operations = page.locator(".opblock-summary-path").all_inner_texts()
    context.close()
    assert "/encounters/{encounter_id}/commands" in [o.replace("\u200b", "") for o in operations]
    assert len(operations) >= 10
    assert refused == []  # it never even asked for anything from outside
