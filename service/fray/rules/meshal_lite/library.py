"""Meshal Lite's creature library: empty, and why.

001_5f4122b8a83d6727.txt, the player handbook Fray plays, gives no creature's stat block: it
builds characters and creatures by the same rules (attributes, protections, abilities, items)
and sends the reader to a separate database for ready ones ("你可以访问资料库", §特征, §能力,
§物品; "在生物的资料中", §胜利), which this text does not hold. So the library holds nothing, says so, and
a GM adds creatures with their sheets (``meshal-lite.add_creature``).
"""

from __future__ import annotations

from fray.domain.library import CreatureLibrary

LIBRARY = CreatureLibrary(
    ruleset="meshal-lite",
    title="Meshal Lite creatures",
    source="001_5f4122b8a83d6727.txt (the player handbook)",
    note=(
        "The Meshal Lite player handbook gives no creature stat blocks: it refers to a separate "
        "database of creatures, abilities and items that it does not contain. Add creatures "
        "with their sheets (meshal-lite.add_creature)."
    ),
)
