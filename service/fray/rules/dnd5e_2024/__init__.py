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
keeps the weapon's first type and meets the next target's resistances, and the one attack roll
meets each creature of the cleave with that creature's own cover (``cleave_cover``: the one
command of 5e that attacks several creatures; its advantage and disadvantage belong to the
roll, so they are the same for all); contests are won only
by a higher total; options are checked when the encounter is created (``check_options``); request
dice have 1–99 dice of 2–999 faces (``stat_input``: strict request twins of the stored,
tolerant stat block); a creature's footprint comes from its size (Large 2, Huge 3,
Gargantuan 4 squares a side); a death save is rolled once, at the start of the creature's
own turn; a moving grappler drags what it holds (release it first to leave it); a grapple
holds within 5 ft; a frightened creature's source is taken to be in sight; a "save ends"
save is the condition's stored ability and DC, once per ``save_due`` prompt; the 2024 "one
spell with a spell slot per turn" (PHB 2024, not in 002) counts any turn, a reaction's
too; a thrown weapon is marked ``thrown`` on its attack (``reach_ft`` defaults to 5 ft, so
"reach and range" alone would make every bow a melee weapon) and defaults to melee within
reach; petrified resistance to all damage (PHB 2024) leaves immunities as they are;
``attacks_left`` counts the Attack action's attacks from the turn's start; a festering wound
is advanced by the GM (``wound_festers``, days), Fray keeping no calendar; a leader dropping
prompts its side's morale (a leader who leaves without dropping is the GM's call).

Core seams it plugs into (``fray.domain.ruleset``): ``decide_core`` (``core_commands``: a
GM's ``apply_damage`` is untyped damage through temporary HP, 0 HP, death saves and
concentration; ``apply_healing`` heals from 0; ``dash`` is the Dash action); durations are the
core ``Expiry`` (this turn, next turn, N rounds, save ends with the core's ``save_due``
prompt), and the core passes the turn boundaries of creatures that left or died;
``turn_started`` (budget, death save prompt) and ``round_started`` (speed factor: spent
declarations) hooks; ``initiative_each_round`` (the speed factor's re-roll, made by the
core); ``may_pass``, ``square_cost_ft`` and ``core_command_costs`` for core movement
(``moving``: passing through others' spaces, overrun/tumble, climb/swim speeds, frightened);
``InitiativeEntry.tiebreak`` holds the DEX modifier then the recorded tie rolls.
A condition a concentration spell applies lasts while the caster's concentration (core
``Condition.lasts_while``) and ends with it; concentration, a grapple, a fear, a charm and a
mark end however their creature reaches the state that ends them (``consequences``, asked
after every command: ``fray.domain.links``). Schema-1 events of this package
(``Dnd5eCondition`` durations, ``tie_rolls``) stay readable.
"""
