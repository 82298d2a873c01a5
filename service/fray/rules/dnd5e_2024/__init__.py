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

Decisions where the texts are silent (each also in its module): PCs make death saves and
monsters die at 0 HP unless the block says otherwise (DMG); damage wholly absorbed by
temporary HP at 0 HP still counts as a death-save failure; 0 HP counts as unconscious even
without a recorded condition; a surprised creature's initiative score is 5 lower; a late
arrival tied with someone already in the order acts after them; cleaving's leftover damage
keeps the weapon's first type and meets the next target's resistances; contests are won only
by a higher total; options are validated on first use (no core hook at creation).

Core seams this package works around (what the core should gain):
- ``apply_damage``/``apply_healing``/``dash`` are decided by the core alone, so they skip temp
  HP, resistances, death saves and the action budget; use ``dnd5e-2024.deal_damage``/``heal``
  and ``take_action`` ``dash``. A ruleset hook for damage, healing and core actions is missing.
- ``Expiry`` knows only "the next turn of X"; "end of this turn" is recorded with
  ``applied_during=None`` (``conditions.this_turn_end``); "N rounds" and "save ends" live in
  ``Dnd5eCondition``; boundaries of a creature that left (or died) never fire in the core,
  so ``durations.turn_started`` fires them when the turn passes its place.
- ``turn_started`` has no dice (saves can only be prompted) and there is no "new round" hook:
  the speed factor's ``start_round`` starts the round itself and ``advance_turn`` across a
  round is refused; initiative is once per fight in the core.
- ``InitiativeEntry.tiebreak`` is one int; the 5e tie-break (DEX modifier, then recorded
  rolls) rides in ``Dnd5eInitiativeEntry.tie_rolls``.
"""
