"""The README stays short, its curl session stays runnable by CI, and no document points outside
the repository.

``.ci/readme-session`` runs the ```bash block that follows ``<!-- readme-session -->`` against a
fresh ``fray serve``; these tests keep that block where the script finds it and in the shape it
checks (every request a ``curl``, so every answer's status is checked), and keep CI running it
and the docs site's strict build. Links in the README and under ``docs/`` must name files of
the repository (MkDocs checks the links between pages; this checks the README's, and that none
climbs out of the repository).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
MARKER = "<!-- readme-session -->"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def session_block(text: str) -> list[str]:
    """The lines of the ```bash block after the marker, as ``.ci/readme-session``'s awk reads
    them (the first fence after the marker line, up to the next closing fence)."""
    lines = text.splitlines()
    start = lines.index(MARKER)
    fence = next(i for i in range(start + 1, len(lines)) if lines[i] == "```bash")
    end = next(i for i in range(fence + 1, len(lines)) if lines[i] == "```")
    return lines[fence + 1 : end]


def local_links(path: Path) -> list[str]:
    """Link targets in a Markdown file that are not web addresses or in-page anchors."""
    found = LINK.findall(path.read_text())
    return [t for t in found if not re.match(r"^[a-z]+:", t) and not t.startswith("#")]


def test_the_readme_is_about_150_lines() -> None:
    assert len(README.read_text().splitlines()) <= 180


def test_the_readme_has_one_session_block_ci_can_find() -> None:
    text = README.read_text()
    assert text.count(MARKER) == 1
    block = session_block(text)
    assert block[0].startswith("FRAY=${FRAY:-"), "the block must let CI point it at its own server"
    assert any("gm_token" in line for line in block), "the block keeps the GM token it is given"


def test_every_request_of_the_session_is_a_curl_ci_checks() -> None:
    """A request sent any other way would escape the script's check of the status."""
    block = session_block(README.read_text())
    joined = "\n".join(block).replace("\\\n", " ")
    requests = [line for line in joined.splitlines() if "$FRAY" in line and not line.startswith("FRAY=")]
    assert len(requests) >= 10
    for line in requests:
        assert "curl -s " in line, line
    assert not any(word in joined for word in ("wget ", "http ", "httpie", "|| true"))


def test_ci_runs_the_session_and_the_strict_docs_build() -> None:
    """--quiet would hide the warnings --strict counts: the build would pass broken links."""
    run = (ROOT / ".ci" / "run").read_text()
    assert "bash .ci/readme-session" in run
    builds = [line for line in run.splitlines() if "mkdocs build" in line and not line.startswith("#")]
    assert builds, "CI builds the docs site"
    for line in builds:
        assert "--strict" in line
        assert "--quiet" not in line and " -q" not in line
    assert MARKER in (ROOT / ".ci" / "readme-session").read_text()


@pytest.mark.parametrize(
    "path",
    [README, *sorted((ROOT / "docs").rglob("*.md"))],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_links_name_files_inside_the_repository(path: Path) -> None:
    for target in local_links(path):
        file = (path.parent / target.split("#", 1)[0]).resolve()
        assert file.is_relative_to(ROOT), f"{target} points outside the repository"
        assert file.exists(), f"{target} names no file"
