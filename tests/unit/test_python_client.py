"""The committed Python client (``clients/python/fray_client``) is what openapi-python-client
makes of the committed contract today: regenerate it with ``clients/python/generate`` when this
fails (after ``uv run fray openapi``)."""

from __future__ import annotations

import filecmp
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "clients" / "python" / "fray_client"


def _differences(a: Path, b: Path) -> list[str]:
    """Files present in one tree only, or present in both with other contents (relative names)."""
    found: list[str] = []

    def walk(cmp: filecmp.dircmp[str], at: str) -> None:
        found.extend(f"{at}{name}" for name in cmp.left_only + cmp.right_only + cmp.funny_files)
        _, mismatched, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files, shallow=False)
        found.extend(f"{at}{name}" for name in mismatched + errors)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{at}{name}/")

    walk(filecmp.dircmp(a, b, ignore=["__pycache__"]), "")
    return found


def test_the_committed_python_client_is_current(tmp_path: Path) -> None:
    fresh = tmp_path / "fray_client"
    bin_dir = Path(sys.executable).parent  # openapi-python-client and ruff (its post hooks)
    done = subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(ROOT / "openapi" / "openapi.json"),
            "--meta",
            "none",
            "--output-path",
            str(fresh),
            "--config",
            str(ROOT / "clients" / "openapi-python-client.yaml"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Warning" not in done.stdout + done.stderr, done.stdout + done.stderr  # nothing dropped
    stale = _differences(COMMITTED, fresh)
    assert not stale, f"clients/python/fray_client is stale ({stale[:5]} …): run clients/python/generate and commit it"


def test_the_api_guides_typescript_example_is_the_one_tsc_checks() -> None:
    guide = (ROOT / "docs" / "api.md").read_text()
    start = guide.index("```ts\n") + len("```ts\n")
    checked = (ROOT / "clients" / "ts" / "example.ts").read_text()
    assert checked.endswith(guide[start : guide.index("```", start)]), (
        "copy docs/api.md's example to clients/ts/example.ts"
    )
