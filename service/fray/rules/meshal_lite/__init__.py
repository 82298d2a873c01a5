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
a "low~high步" range excludes ``low`` and includes ``high`` (``distance.in_band``); a
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
"""
