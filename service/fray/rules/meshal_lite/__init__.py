"""*Meshal Lite* (001_5f4122b8a83d6727.txt, the player handbook, in Chinese), ruleset id
``meshal-lite``: d6 pools, three attributes that are the damage track, protections and
defences, mobility ⚡ actions.

Pure rules by the handbook's sections: ``dice`` (掷骰: points 🎲 and faces 🎲+, dice counts,
fewer dice, re-rolls), ``checks`` (尝试, 累加尝试, 对抗, 累加对抗, 援助, 暗掷), ``attributes``
(属性: pools, base and temporary parts, "-"), ``fate`` (命运抉择), ``potential`` (潜能, 能力:
costs, "36/15"), ``protection`` (防护, 穿透, 掩体), ``initiative`` and ``mobility`` (瞬息过程:
先手, ⚡ actions), ``distance`` and ``reach`` (测距, 移动, 攻击范围, 超距攻击), ``attacks``
(攻击, 防御, 命中, 造成伤害), ``survival`` (昏迷与死亡, 致命一击), ``fleeing`` (逃跑, 追杀),
``rest`` (休息), ``intensity`` (战斗强度, 胜利, 失败), ``objects`` (破坏与摧毁); ``options``
holds the encounter options. Rules receive dice outcomes; nothing here rolls.

Plugged into the core (phase 2): ``stats`` and ``sheet`` (stat blocks stored and as sent),
``commands`` and ``events``, ``joining`` (creatures, objects, temporary parts),
``attacking`` (``meshal-lite.attack``), ``moving`` (the core's movement commands as Meshal
plays them), ``rolling`` (checks, progressive attempts, contests), ``actions`` (tactics,
refunds), ``flight`` (fleeing), ``aftermath`` (the fight's end, loot, rest), ``budget`` (⚡
on tracks), ``standing`` (status, turns, the markers), ``turn_order`` (initiative and the
round and turn hooks), ``geometry`` (steps and cover on the core's grid), ``decide`` and
``ruleset``. Tracks: ``might``, ``activeness``, ``spirit`` (dice of score; a "-"
attribute has none), ``mobility`` (⚡ left this round), ``durability`` for objects.

Gaps the handbook leaves, decided as encounter options (``options.MeshalOptions``), each
with its reason in the module named:
- ⚡ per round: 3 (``mobility_per_round``, 1–12), refilled at the start of every round
  (``mobility_refill``: ``"round"``, or ``"turn"``); a tactic may cost more than is left and
  owe the rest to the next rounds (``long_actions``, on) while a reaction needs its whole
  cost (``mobility``).
- The pool each defence rolls: parry → Might, dodge → Activeness, resist → Spirit
  (``defence_pools``; ``options.DefencePools``).
- Dropping an item: 0⚡ (the items section) rather than the table's 1⚡ (``drop_item_cost``).
- Extension rules (扩展) are switches, off by default: ``expense_of_fate``,
  ``coup_de_grace``, ``group_initiative``, ``overreach``, ``facing``, ``postures``, ``lifting``.

Other decisions where the text is silent (each in its function's docstring, each tested):
a "low~high步" range excludes both ends, as §测距 says (``distance.in_band``; the
``range_ends`` option keeps the top included for encounters stored before it); a
progressive contest reached by both sides in one period goes to the higher total, equal is a
draw; a tie on initiative that 3🎲+ does not break is rolled again; a higher temporary score
brings its dice, a lower one removes only the dice above it; a die set by fate to the face it
shows costs nothing, and no more dice may change than the pool holds; the defender may
overfill a pool with damage only once every other named pool is emptied; cover counts before
penetration; extra damage multiplies and divides before it adds; a creature with a "-"
attribute dies when its other pools are empty; "three rounds unhit" counts ended rounds; a
hostile with Activeness "-" counts as 3 dice for the flight difficulty; the strength gap
drops its fraction toward 0; combined object modifiers divide protections before adding;
an object is ruined when the damage it took reaches twice its durability.

Decisions of phase 2 (each in the module named, each tested through the API):
- ``standing``: an unconscious creature keeps its turn (start and end effects happen) but
  cannot act; the dead, the fled and objects take no turn. Falling unconscious lays the
  creature prone; waking does not stand it up.
- ``moving``: standing up is a change of posture, 1⚡, with or without the postures rule;
  one ``move_combatant`` is one move (1⚡, ``cost_ft`` holds *steps*); standing
  creatures within one size level and every object not ruined block a path; the
  unconscious and the dead do not, but no move ends on an occupied square; climbing,
  swimming and crawling are "-" ways (half speed) unless the stat block says otherwise;
  there is no dash; smooth ground cannot be said through the core's move (the GM places).
- ``attacking``: the defender's choice travels with the attack and is rolled only if the
  attack still threatens after protection; each segment's defence is its own 1⚡ reaction,
  not rolled when the defender cannot pay it; with no order named, each die of damage
  comes off the named pool holding the most; an attack's ⚡ (2 unless its stat block says)
  is spent even on a roll of 0; objects never defend and lose durability whatever
  attribute the attack names.
- ``geometry``: cover on the grid is an object (not ruined) next to the target and nearer
  the attacker than the target is, the attacker not adjacent; ``cover`` on the command is
  the GM's ruling.
- ``sheet``: an object's durability is at least 1; its track runs down to −durability
  (broken at 0 or less, ruined at −durability).
- ``turn_order``: a tie that 3🎲+ does not break is rolled again, ten times at most, then
  joining order decides; a lone latecomer rolls nothing; group initiative groups creatures
  by their stat block's ``group``; the unhit streak is tallied as each round starts, up to
  3, and only an attacker of another side breaks it.
- ``flight``: a creature that flees stays in the state with the condition ``fled`` (down,
  off the grid, no turn), so the fight's intensity still counts it; a chase may start once
  the fight is over, and a fleer caught loses ``fled`` (the GM places it for the new fight).
- ``aftermath``: the fight is over when at most one side has a creature standing (before
  that ``end_fight`` needs the GM's ``outcome``, loot and rest are refused); the dead and
  the fled earn no potential.
- ``rolling``: a roll costs no ⚡; helpers roll the same dice from their own pools; fate
  changes only the roller's dice and costs dice of the pool the roll used.
- Secret rolls record ``visible_to`` in their event until the core filters events by role.
- Options are read back tolerantly (``options.options_of``): a stored encounter still
  loads if a later version drops a switch, and an option it lacks takes the reading it was
  played with (``options.LEGACY``: ``range_ends``, ``intensity_sides``).
- ``attacking``: a reaction is simultaneous with what it answers: a creature knocked out by
  an attack may answer it (``answering`` marker) from the dice it had before; the defender's
  ``shares`` are taken first; penetration from the command adds to the stat block's.
- ``moving``: creatures block within one size level (``stats.SIZES``), the incorporeal never.
"""
