"""D&D 4e's creature library: empty, and why.

004_e86ae0a0322fa3b5.txt, the chapter Fray plays, is the attack and defence rules (attack
types, rolls against AC, Fortitude, Reflex and Will, damage, conditions, durations, saves). It
names monsters only in passing (a kobold archer behind a wall, a goblin in the fog, §视野和
目标选定; a hell hound's breath, §伤害, 伤害类型) and works one example of defences, a
23rd-level human fighter's (§防御, 防御值), not a monster's stat block. So the library holds nothing, says so, and a
GM adds creatures with their stat blocks (``dnd4e.add_combatant``).
"""

from __future__ import annotations

from fray.domain.library import CreatureLibrary

LIBRARY = CreatureLibrary(
    ruleset="dnd4e",
    title="D&D 4e creatures",
    source="004_e86ae0a0322fa3b5.txt (the attack and defence chapter)",
    note=(
        "The D&D 4e chapter Fray plays (attacks and defences) gives no monster stat blocks: it "
        "names monsters only in its examples. Add creatures with their stat blocks (dnd4e.add_combatant)."
    ),
)
