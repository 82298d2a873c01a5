"""D&D 5e (2024) combat (002_06b8b5e39c23dcd7.txt) with the DMG's optional combat rules
(003_f1a408214e2b5451.txt) as encounter options; ruleset id ``dnd5e-2024``.

Pure rules by the seed's sections: ``initiative`` (Порядок бою / Combat order, and 003's
initiative variants), ``rolls`` (d20 tests), ``attack`` (Атака, Дальні атаки, Укриття),
``damage`` (Шкода, опір і вразливість; Тимчасові ОЗ), ``dying`` (published 5e: 0 HP, death
saves), ``conditions`` (published 5e conditions), ``budget`` (Ваш хід / Your turn),
``actions`` (Дії в бою), ``unarmed`` (Удар без зброї, захоплення, поштовх), ``durations``,
and the 003 options in ``speed_factor``, ``maneuvers``, ``injuries``, ``shock``, ``morale``.
``events``, ``commands``, ``decide``, ``evolve`` plug them into the core; ``ruleset`` is the
registry entry.
"""
