"""D&D 4th edition's attack and defence chapter (004_e86ae0a0322fa3b5.txt); ruleset id ``dnd4e``.

Pure rules, one module per section of the chapter: ``targeting`` (攻击类型, 目标选定, 射程),
``areas`` (效果区域: blast, burst, wall), ``sight`` (视野和目标选定), ``attack_roll`` (攻击检定,
攻击加值, 攻击结果, 重击), ``defences`` (防御), ``modifiers`` (加值与减值), ``damage`` (伤害, 重击),
``resistance`` (抗性和易伤; weakened and insubstantial), ``conditions`` (状态), ``ongoing``
(持续伤害), ``durations`` (持续时间), ``saves`` (豁免鉴定); and from the published rules the
chapter assumes (PHB 2008, cited in each): ``initiative``, ``actions`` (action types, action
points), ``hit_points`` (bloodied, surges, second wind, temporary hit points, healing) and
``dying`` (death saves, death at minus the bloodied value). Dice come in as faces; nothing here
rolls or parses a dice expression.

Decisions where the texts are silent (each also in its module and tested):
- a blast never covers any square of its user's space (the text: not its origin square);
- line of sight and effect are tested from every corner of the user's squares to the corners,
  side midpoints and centre of each target square; a line's own end points never "touch";
- untyped damage meets only "resist all"/"vulnerable all"; same-typed portions of one hit are
  added before resistance; "vulnerable all" against combined types counts once, if higher
  than the sum of the types' own; each reason to halve (miss, weakened, insubstantial) halves
  once, rounding down each time, after resistance and vulnerability;
- insubstantial halves damage from every source (Rules Compendium), not only attacks and
  ongoing damage (PHB);
- ongoing damage of a combined type is its own kind for stacking; each instance is kept with
  its own save, and the highest of each kind applies (the next takes over when it ends);
- a damage roll never goes below 0;
- of identical effects, "longest" is judged on the current initiative order; save-ends and
  sustained effects are always kept;
- initiative ties: the higher modifier, then a d20 roll-off kept for the encounter (a tied
  roll-off rolls again, the faces appended);
- a dazed creature may still spend an action point, its extra action added to its one action;
- monsters die at 0 hit points (DMG 2008), characters at minus their bloodied value.
"""
