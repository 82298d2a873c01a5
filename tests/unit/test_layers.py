"""The house's layers, kept by a test (docs/architecture.md): every ``fray`` import points
inward. ``domain`` imports only itself; each ruleset only the domain (no ruleset imports
another); the store knows the domain; the policies the domain and the store; the service layer
those and the rulesets' registry; the live path knows no service layer (it reads through its
own ports); the API sits on all of them; only the wiring (``server``) and the entry points
see everything."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "service" / "fray"

ALLOWED: dict[str, set[str]] = {
    "domain": set(),
    "rules.dnd4e": {"domain"},
    "rules.dnd5e_2024": {"domain"},
    "rules.meshal_lite": {"domain"},
    "rules.unlit_spires": {"domain"},
    "rules": {"domain", "rules.dnd4e", "rules.dnd5e_2024", "rules.meshal_lite", "rules.unlit_spires"},
    "observe": set(),  # metrics and spans: a leaf every layer records into
    "store": {"domain", "observe"},
    "policy": {"domain", "store"},
    "service_layer": {"domain", "rules", "store", "policy", "observe"},
    "live": {"domain", "store", "policy", "observe"},
    "api": {"domain", "rules", "store", "policy", "service_layer", "live", "observe"},
}
"""Layer → the layers it may import (besides itself). ``server``, ``demo`` and the package's
entry points are the composition root and may import anything."""


def layer_of(module: str) -> str:
    """``fray.rules.dnd4e.attack`` → ``rules.dnd4e``; ``fray.store.codec`` → ``store``."""
    parts = module.split(".")
    if len(parts) < 2:
        return "fray"
    if parts[1] == "rules" and len(parts) > 2 and parts[2] != "registry":
        return f"rules.{parts[2]}"
    return parts[1]


def imports(path: Path) -> set[str]:
    """The ``fray`` modules ``path`` imports, at any depth of the file (function-level too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and not node.level and node.module and node.module.startswith("fray."):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("fray.")}
    return found


def modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(("fray", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
        out.append((name, path))
    return out


def test_the_layers_are_known_to_the_test() -> None:
    seen = {layer_of(name) for name, _ in modules()}
    assert seen - set(ALLOWED) == {"fray", "__main__", "server", "demo"}, "a new folder needs its place in ALLOWED"


@pytest.mark.parametrize(("name", "path"), modules(), ids=[name for name, _ in modules()])
def test_every_import_points_inward(name: str, path: Path) -> None:
    source = layer_of(name)
    if source not in ALLOWED:
        return  # the composition root and the entry points
    wrong = sorted(m for m in imports(path) if layer_of(m) != source and layer_of(m) not in ALLOWED[source])
    assert not wrong, f"{name} ({source}) imports {wrong}; {source} may import only {sorted(ALLOWED[source])}"
