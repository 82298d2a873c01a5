"""How far a row of the harness's table is from its target (``bench.cases.Row.gap``)."""

from __future__ import annotations

import pytest
from bench.cases import Row


@pytest.mark.parametrize(
    ("target", "value", "ratio", "gap"),
    [
        ("≥ 0.8× raw", 1_381, 0.73, "1.10× short"),
        ("≤ 2× raw", 2.35, 2.70, "1.35× over"),
        ("≤ 50 ms", 109.0, None, "2.18× over"),
        ("≤ 32 KiB", 40.0, None, "1.25× over"),
        # a target that is not a number of the figure's kind has no gap (it printed
        # "0.00× short": the figure, 1,754 commands/s, against "1")
        ("> 1 process", 1_754, 0.97, ""),
        ("0", 3, None, ""),
    ],
)
def test_a_missed_target_says_how_far(target: str, value: float, ratio: float | None, gap: str) -> None:
    row = Row(case="c", figure="f", value=value, unit="", ratio=ratio, target=target, met=False)
    assert row.gap == gap


def test_a_met_target_has_no_gap() -> None:
    assert Row(case="c", figure="f", value=1, unit="", ratio=0.9, target="≥ 0.8× raw", met=True).gap == ""
