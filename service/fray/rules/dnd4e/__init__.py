"""D&D 4th edition's attack and defence chapter (004_e86ae0a0322fa3b5.txt); ruleset id ``dnd4e``.

Pure rules, one module per section of the chapter: ``targeting`` (攻击类型, 目标选定, 射程),
``areas`` (效果区域: blast, burst, wall), ``sight`` (视野和目标选定), ``attack_roll`` (攻击检定,
攻击加值, 攻击结果, 重击), ``defences`` (防御), ``modifiers`` (加值与减值), ``damage`` (伤害, 重击),
``resistance`` (抗性和易伤; weakened and insubstantial), ``conditions`` (状态), ``ongoing``
(持续伤害), ``durations`` (持续时间), ``saves`` (豁免鉴定); and from the published rules the
chapter assumes (PHB 2008, cited in each): ``initiative``, ``actions`` (action types, action
points), ``hit_points`` (bloodied, surges, second wind, temporary hit points, healing) and
``dying`` (death saves, death at minus the bloodied value). Those rule modules take dice as
faces and roll nothing.

The ruleset around them (phase 2): ``stats``/``stat_input`` (the stat block, stored and as a
request states it), ``commands``, ``events``, ``decide``, ``evolve``, ``ruleset`` (the registry
entry), ``options`` (``saves``: prompt or auto), ``attack`` (using a power: targets, rolls,
damage, hit effects), ``combat`` (joining, attacks, damage, healing, first aid, action points,
actions, forced movement), ``saving`` (saves, death saves, effects put on and sustained),
``effects`` (effects as the core's conditions), ``budget`` (the action economy on the core's
budgets), ``harm`` (the tracks: damage, healing, dying, death), ``turns`` (the core's hooks),
``core_commands`` (the core's commands the 4e way), ``consequences`` (what follows at once from
any command: marks, prone, sustained effects of the dead), ``zones`` (zones and conjurations
on the grid), ``rests`` (short and extended rests, milestones), ``clipping`` (the segment clipping that line
of sight uses; the core's flanking test runs the same loop privately).

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

Decisions of phase 2:
- a PC's numbers are derived with every part; a monster block states its defences, attack
  bonuses, damage and initiative whole (the stated number is the base part); a monster has no
  action point unless stated, a PC one; its melee basic attack (opportunity attacks) is its
  first at-will melee power;
- tracks: ``hp`` (floor minus the bloodied value for a PC, 0 for a monster), ``temp_hp``,
  ``surges``, ``action_points``, ``death_save_failures``; status comes from them: dying at 0 or
  fewer, ``down`` when stable, dead at the floor or after three failures;
- the action economy is the core's per-turn budgets named for what paid (standard, move,
  minor, ``extra_*`` from an action point, immediate); an opportunity action is a marker that
  ends with the turn; walking is a move action paid by the first move of a turn, later moves
  continue it; the core's ``dash`` is walking again (a second move action), ``stand_up`` a move
  action; a creature moves through allies and helpless enemies only;
- the speed a creature's conditions allow (slowed 2 squares, immobilized 0) is set as its turn
  starts; a slow put on it during its own turn does not take back movement already given;
- a GM's ``apply_damage`` is untyped and already weighed (no resistance), but temporary hit
  points, dying and death apply; ``dnd4e.deal_damage`` is typed damage without an attack roll;
- a power's effects are keyed to its user's turns ("until the end of your next turn"); "save
  ends" to the bearer's; "the end of the encounter" never ends by itself; an identical effect
  already there is replaced only by a longer one (else ``effect_shadowed`` is recorded);
- saves: by default the core prompts each at the end of the bearer's turn and the player
  answers one per command, in the order it chooses; an aftereffect earned while other saves
  are due waits for the last of them; with ``saves: auto`` Fray rolls them as the turn ends,
  in the order the effects were put on, then the death save; a death save is prompted at the
  end of a dying character's turn;
- close and area attacks: every d20 first, then one damage roll for all hit without a
  critical, then the extra critical dice once; each target hit critically takes the maximum
  of the dice plus those extra dice; melee and ranged: per target its d20 then its damage;
- ongoing damage has one type (the core's ``OngoingDamage``); combined ongoing types are not
  representable;
- Fray knows no terrain: line of effect and sight are the table's call (it leaves the blocked
  out of ``target_ids``); forced movement follows the table's path (each step farther for a
  push, nearer for a pull; never into a creature; never a restrained one);
- an opportunity attack needs an enemy next to the reactor, or one that left a square next to
  it by its latest move; what provoked it beyond that is the table's call;
- a surprise round is round 1 while anyone is surprised (only those there when the fight
  begins can be); surprise ends as round 2 begins; the surprised take no actions, the others
  one;
- first aid: stabilise DC 15 (the stable are ``down`` and dying again when hurt), second wind
  DC 10 (a surge, no defence bonus).

Decisions of phase 3 (issue 21; each also in its module and tested):
- an effect tied to a creature ends however that creature reaches the state that ends it
  (``consequences``, asked by the core after every command): a mark when its marker dies,
  falls unconscious by any means (damage, a condition, a hit effect, a GM's correction) or
  leaves the encounter; whatever a dead creature sustains, at once; an unconscious creature
  falls prone whatever made it so; a revoke that would leave one standing is refused;
- healing the dying (Rules Compendium): a dying creature healed counts from 0; healing that
  needs a surge it does not have gives it 1 hit point (only that: not the power's extra dice
  or bonus, which are not rolled), for a healing power, first aid's second wind and a death
  save of 20 alike; above 0 hit points it is refused as before;
- per-target terms (``against``): bonuses, penalties and combat advantage against one named
  target or every bloodied one (bloodied as the attack is rolled) are added to the attack's
  own; a close or area attack still rolls its damage dice once, and a target with damage
  bonuses of its own gets its own ``damage_rolled`` of the same dice;
- an area attack refuses a stated concealment: concealment between the origin square and the
  targets does not count (004 §区域攻击);
- zones and conjurations (``zones``; a power's ``zone``): kept as a condition on the creator
  with its squares (the core's ``Condition.area``), so they expire, are sustained, end with
  their creator's death or removal and fold and undo like any condition; made hit or miss;
  entering (one's own move or forced movement, not a zone made or moved onto one, not a GM's
  placement), starting or ending a turn in one triggers it, at most once a turn each; a
  turn's start deals ongoing damage first, then the zones in the order they were made; a
  move is never cut short by a zone; difficult terrain, concealment and modifiers of a zone
  hold for those it affects while inside; a conjuration attacks from its square (its
  creator still provokes from its own space); a movable burst or conjuration keeps its shape
  and stays within the power's range; one zone per power per creator; zones are on the grid
  only, and a carry-over leaves them behind;
- rests and milestones (``rests``) between fights, before round 1 (a carry-over starts
  there): encounter and daily powers used and a second wind spent are ``carried`` over until
  a short rest (encounter powers, second wind) or an extended one (daily powers too) gives
  them back; the one action point of an encounter is new in the next; a rest ends every
  effect and marker (an extended one the daily marks too), temporary hit points and failed
  death saves; nobody at 0 hit points or fewer, and nobody sustaining a power, rests; who
  rests or reaches a milestone defaults to every PC; Fray counts no encounters and keeps no
  clock: the DM sends ``reach_milestone``;
- more of the text through the API: a coup de grace (``coup_de_grace`` on ``dnd4e.attack``:
  a standard-action attack on a helpless enemy next to the attacker, a hit is a critical
  hit, damage of at least the bloodied value kills); a changed damage type (``damage_type``:
  the types and their keywords swap, poison kept while a hit effect deals ongoing poison);
  a square attacked (``target_square``: the creature on it is attacked, nobody there and the
  attack hits nothing, ``square_attacked``); dropping prone (``dnd4e.drop_prone``, a minor
  action); ammunition (a block's ``ammunition`` track, one piece per target of a power that
  spends it; none counted when the block states none; a rest gives none back); a wall
  whose power has the keyword ``solid`` cannot fill an occupied square.
"""
