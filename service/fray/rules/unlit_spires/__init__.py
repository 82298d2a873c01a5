"""*The Unlit Spires* 2d6 contest system (000_c3c04d669a38e5ba.txt), ruleset id ``unlit-spires``.

Pure rules by the seed's sections (``contest``, ``scores``, ``damage``, ``missile``, ``magic``,
``monster_build``, ``session_one``, ``odds``); ``events``, ``commands`` and ``decide`` plug them
into the core; ``ruleset`` is the registry entry.
"""
