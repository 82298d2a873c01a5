"""Random ids: events', commands', tokens' and encounters' (RFC 9562 version 4 UUIDs, as text).

``random_id()`` gives what ``str(uuid.uuid4())`` gives (122 random bits from the operating
system's CSPRNG, the version and variant bits set, lower-case hex in 8-4-4-4-12 groups) in a
third of its time: two of them are made for every command (its id and its event's), and the
``UUID`` object ``uuid4`` builds on the way was thrown away at once.
"""

from __future__ import annotations

import os

_VARIANT = {f"{i:x}": f"{(i & 0b11) | 0b1000:x}" for i in range(16)}
"""The 17th hex digit with its two top bits set to ``10`` (the RFC's variant)."""


def random_id() -> str:
    """A new random version 4 UUID in its canonical text form, e.g.
    ``"1f6a585d-45ce-4ba0-a82b-96277b43d77d"``."""
    h = os.urandom(16).hex()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_VARIANT[h[16]]}{h[17:20]}-{h[20:]}"
