"""``fray demo``: real input, end to end (the Unlit Spires Session One fight)."""
