"""The browser tests' Chromium: one for the package (Debian's ``chromium``, driven by Playwright
for Python through the system executable, headless, ``--no-sandbox``).

Package scope, not session scope: Playwright's sync API keeps an event loop running on the
thread that started it until the browser is closed, so a session-wide browser would make every
later test's ``asyncio.run`` fail. Closed when this package's tests are done, it costs one
browser start for all of them."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="package")
def browser() -> Iterator[Browser]:
    """One headless Chromium for the browser tests; each test opens its own contexts in it."""
    if CHROMIUM is None:
        pytest.skip("no chromium (apt-get install -y chromium; .ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()
