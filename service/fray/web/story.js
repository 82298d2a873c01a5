// The log read as the fight's story: one sentence per event, in the table's words, with the
// numbers that decided it ("Bruce hits the Grey-tide zombie: 14 vs parry 9, clean hit, 7
// damage"). Names come from the state; an event the page has no words for is told by its type
// and the combatant it concerns, never dropped.

/** @typedef {import("./types.js").Event} Event */
/** @typedef {import("./types.js").Recorded} Recorded */
/** @typedef {import("./types.js").Schemas} Schemas */

/** @param {string} s */
const words = (s) => s.replaceAll("_", " ");

/** @param {number} n */
const signed = (n) => (n >= 0 ? `+${n}` : `${n}`);

/**
 * A contest side of Unlit Spires: the total and how it came (2d6 kept + score + modifiers);
 * the dice only when the side's stat block is hidden from the reader (score and total null).
 * @param {Schemas["ContestSide"]} side
 */
const contest = (side) => side.score == null ? `? (${side.kept.join("+")} + ?)` : `${side.total} (${side.kept.join("+")} ${signed(side.score)}${(side.modifiers ?? [])
  .map((m) => ` ${signed(m.value)} ${m.label}`).join("")})`;

/**
 * A d20 roll: "17 (d20 13 +4)"; advantage or disadvantage only when the roll lists a reason
 * for it (the lists are empty otherwise), and "they cancel" when it lists both.
 * @param {Schemas["D20Roll"]} roll
 */
export const d20 = (roll) => {
  const adv = roll.advantage ?? [];
  const dis = roll.disadvantage ?? [];
  const why = (/** @type {string[]} */ r) => (r.length ? ` (${r.map(words).join(", ")})` : "");
  const edge = adv.length && dis.length ? ", advantage and disadvantage cancel" : adv.length ? `, advantage${why(adv)}` : dis.length ? `, disadvantage${why(dis)}` : "";
  const dice = roll.dice.length > 1 && (adv.length || dis.length) && !(adv.length && dis.length) ? `d20 ${roll.dice.join(" / ")} → ${roll.kept}` : `d20 ${roll.kept}`;
  return `${roll.total ?? "?"} (${dice}${roll.modifier ? ` ${signed(roll.modifier)}` : ""}${edge})`;
};

/** Track names as a table says them. */
const TRACK_NAMES = /** @type {Record<string, string>} */ ({
  hp: "HP", temp_hp: "temp HP", mp: "MP", magic_points: "MP", death_save_successes: "death saves ✓",
  death_save_failures: "death saves ✗", attacks_left: "attacks left", bonus_action: "bonus action",
  object_interaction: "object interaction", action_points: "action points", surges: "healing surges",
});

/**
 * A track's name in words: "hp" → "HP", "death_save_successes" → "death saves ✓".
 * @param {string} name
 */
export const trackLabel = (name) => TRACK_NAMES[name] ?? words(name);

/**
 * Help text as a person reads it: the contract's descriptions cite the source rule text
 * ("(002 §Атака)", "§08"), which the API document keeps and the page leaves out.
 * @param {string} text
 */
export function plainHelp(text) {
  return text
    .replace(/\s*\((?:\d{3}\s*)?§[^()]*\)/g, "")
    .replace(/(?:\b\d{3}\s+)?§[^,;:.()]*[,;]?\s*/g, "")
    .replace(/\(\s*[,;]?\s*\)/g, "")
    .replace(/\(\s*[,;]\s*/g, "(")
    .replace(/\s+([,.;)])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

const OUTCOME = {
  miss: "miss", hit: "hit", clean_hit: "clean hit", perfect_strike: "perfect strike", fumble: "fumble",
};

/**
 * Whether a track is worth showing a person: hit points, magic points, dice pools (a maximum
 * above 1), not per-turn budgets (an action, a reaction: 1 of 1) or empty extras.
 * @param {{current: number, maximum: number}} r
 * @param {string} [name] the track's name
 */
export const shownTrack = (r, name = "") => (r.maximum > 1 || (r.maximum === 0 && r.current > 0)) && !(COUNTERS.has(name) && r.current === 0) && !PER_TURN.has(name);

/** Tracks that count up from nothing (5e exhaustion, death saves): shown once they are not nothing. */
const COUNTERS = new Set(["exhaustion", "death_save_successes", "death_save_failures"]);
/** Per-turn budgets, however many a creature has (two attacks a turn): the turn's bookkeeping. */
const PER_TURN = new Set(["attacks_left", "action", "bonus_action", "reaction", "object_interaction", "legendary_actions_left"]);

/**
 * Whether an event is the rules' bookkeeping (a budget spent, a track moved by a rule, a turn
 * ended): folded away in the story unless the reader asks to see it.
 * @param {Event} e
 */
export function isBookkeeping(e) {
  const t = String(e.type);
  return BOOKKEEPING.has(t) || t.endsWith(".turn_budget_restored") || t.endsWith(".movement_set")
    || ((t === "damage_taken" || t === "healing_received") && "cause" in e && e.cause !== "gm" && e.cause !== undefined);
}
const BOOKKEEPING = new Set(["budget_spent", "resource_changed", "turn_ended"]);

/**
 * One event as a sentence.
 * @param {Event} e the event's data (the recorded event's `data`)
 * @param {(id: string | null | undefined) => string} name a combatant's name from its id
 * @returns {string}
 */
export function tell(e, name) {
  const roles = rolesEvent(/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (e)), name);
  if (roles) return roles;
  switch (e.type) {
    case "encounter_created":
      return `${e.name} begins (${e.ruleset}${e.core?.dice && e.core.dice !== "server" ? `, dice from the ${e.core.dice === "table" ? "table" : "table or server"}` : ""}).`;
    case "combatant_added":
    case "unlit-spires.combatant_added":
    case "dnd5e-2024.combatant_added":
    case "meshal-lite.combatant_added": {
      const tracks = Object.entries(e.resources ?? {}).filter(([k, r]) => shownTrack(r, k)).map(([k, r]) => `${r.current} ${trackLabel(k)}`).join(", ");
      const at = e.position ? ` at (${e.position.x}, ${e.position.y})` : "";
      return `${e.name} joins the ${e.side}${tracks ? ` (${tracks})` : ""}${at}.`;
    }
    case "initiative_rolled":
      return `Initiative: ${e.entries.map((x) => `${name(x.combatant_id)} ${x.total}`).join(", ")}. Order: ${e.order.map(name).join(", ")}.`;
    case "dnd5e-2024.initiative_rolled":
      return `Initiative: ${e.entries.map((x) => `${name(x.combatant_id)} ${x.total}`).join(", ")}. Order: ${e.order.map(name).join(", ")}.`;
    case "initiative_set":
      return `${name(e.combatant_id)}'s initiative is set to ${e.total}.`;
    case "turn_started":
      return e.combatant_id ? `Round ${e.round}: ${name(e.combatant_id)}'s turn.` : `Round ${e.round}: someone unseen acts.`;
    case "turn_ended":
      return `${name(e.combatant_id)} ends the turn.`;
    case "unlit-spires.attack_resolved": {
      const verb = e.outcome === "miss" || e.outcome === "fumble" ? "misses" : "hits";
      const how = e.attack_kind === "missile" ? "shoots and " : e.attack_kind === "opportunity" ? "strikes at the fleeing foe and " : "";
      const against = e.attack_kind === "missile" ? "dodge" : "parry";
      let s = `${name(e.attacker_id)} ${how}${verb} ${name(e.defender_id)}: ${contest(e.attack)} vs ${against} ${contest(e.defence)}, ${OUTCOME[e.outcome]}`;
      if (e.damage) {
        // A hidden stat block's numbers are null in the reader's copy (docs/secrets.md): say what is there.
        const absorb = e.damage.ignores_absorb ? ", armour ignored" : e.damage.absorb ? `, ${e.damage.absorb} absorbed` : "";
        const rolled = [e.damage.expression, e.damage.rolls ? `rolled ${e.damage.rolls.join("+")}` : null].filter(Boolean).join(" ");
        const how = `${rolled}${e.damage.bonus ? ` ${signed(e.damage.bonus)}` : ""}${absorb}`.trim();
        s += `, ${e.damage.dealt} damage${how ? ` (${how.replace(/^, /, "")})` : ""}`;
      }
      return `${s}.`;
    }
    case "unlit-spires.spell_cast":
      return `${name(e.caster_id)} casts ${e.spell} (level ${e.spell_level}${e.cost_mp ? `, ${e.cost_mp} magic points` : ""}) at ${e.targets.map(name).join(", ")}.`;
    case "unlit-spires.spell_resolved":
      return `${e.spell}: ${e.results.map((r) => {
        let s = name(r.target_id);
        if (r.outcome) s += ` ${OUTCOME[r.outcome]}`;
        if (r.dealt) s += `, ${r.dealt} damage`;
        if (r.healed) s += `, heals ${r.healed}`;
        if (r.condition) s += `, ${words(String(r.condition))}`;
        return s;
      }).join("; ")}.`;
    case "unlit-spires.counterspell_resolved":
      return `${name(e.countered_by)} counters ${name(e.caster_id)}: ${contest(e.counter)} vs ${contest(e.caster)}, the spell ${e.spell_goes_off ? "goes off" : "is stopped"}.`;
    case "unlit-spires.magic_points_recovered":
      return `${name(e.combatant_id)} recovers ${e.amount} magic points (${words(e.kind)}).`;
    case "dnd5e-2024.attack_rolled":
      return `${name(e.attacker_id)} ${e.hit ? (e.critical ? "critically hits" : "hits") : "misses"} ${name(e.target_id)} with ${e.attack}: ${d20(e.roll)} vs AC ${e.ac}${e.cover_bonus ? ` (cover ${signed(e.cover_bonus)})` : ""}.`;
    case "dnd5e-2024.damage_resolved":
      return `${name(e.target_id)} takes ${damage5e(e)}.`;
    case "dnd5e-2024.spell_cast":
      return `${name(e.caster_id)} casts ${e.spell}${e.slot_level ? ` with a level ${e.slot_level} slot` : ""}${e.concentration ? " (concentration)" : ""}.`;
    case "dnd5e-2024.saving_throw_rolled":
      return `${name(e.combatant_id)} makes a ${e.ability} saving throw: ${e.roll ? d20(e.roll) : "automatic"} vs DC ${e.dc}, ${e.success ? "success" : "failure"}.`;
    case "dnd5e-2024.ability_check_rolled":
      return `${name(e.combatant_id)} makes a ${e.skill ? words(e.skill) : e.ability} check: ${d20(e.roll)}${e.dc ? ` vs DC ${e.dc}, ${e.success ? "success" : "failure"}` : ""}.`;
    case "dnd5e-2024.death_save_rolled":
      return `${name(e.combatant_id)} makes a death saving throw: ${e.roll.total}, ${words(e.outcome)} (${e.successes} success${e.successes === 1 ? "" : "es"}, ${e.failures} failure${e.failures === 1 ? "" : "s"}).`;
    case "dnd5e-2024.temporary_hit_points_set":
      return e.amount === null ? `${name(e.combatant_id)} gains temporary hit points.` : `${name(e.combatant_id)} has ${e.amount} temporary hit points.`;
    case "dnd5e-2024.action_taken":
      return `${name(e.combatant_id)} takes the ${words(e.action)} action${e.target_id ? ` on ${name(e.target_id)}` : ""}.`;
    case "dnd5e-2024.condition_applied":
      return `${name(e.combatant_id)} is ${e.condition.name}.`;
    case "meshal-lite.attack_resolved": {
      const hits = e.segments.filter((s) => s.hit);
      const dealt = hits.reduce((n, s) => n + (s.damage ?? 0), 0);
      return `${name(e.attacker_id)} attacks ${name(e.target_id)} with ${e.attack}${e.dice === null || e.dice === undefined ? "" : ` (${e.dice} dice)`}: ${e.segments.map((s) => `${s.rolled ?? "?"}${s.immune ? " vs immune" : s.protection === null || s.protection === undefined ? "" : ` − protection ${s.protection}`}${s.defence ? `, ${s.defence} ${s.defence_points}` : ""}`).join("; ")}, ${hits.length ? `${dealt} damage` : "no harm"}${e.killed ? ", killed" : ""}.`;
    }
    case "meshal-lite.fight_ended":
      return `The fight is over: ${words(e.outcome)} for the ${e.party_side}, intensity ${e.intensity}, ${e.reward} potential each.`;
    case "meshal-lite.check_rolled":
      return `${name(e.combatant_id)} rolls${e.dice === null || e.dice === undefined ? "" : ` ${e.dice} dice`}${e.what ? ` to ${e.what}` : ""}: ${e.result}${e.difficulty !== null && e.difficulty !== undefined ? ` vs ${e.difficulty}` : ""}.`;
    case "combatant_moved": {
      const end = e.path[e.path.length - 1];
      return `${name(e.combatant_id)} moves ${e.cost_ft} ft${end ? ` to (${end.x}, ${end.y})` : ""}.`;
    }
    case "combatant_placed":
      return e.position ? `${name(e.combatant_id)} is placed at (${e.position.x}, ${e.position.y}).` : `${name(e.combatant_id)} is taken off the grid.`;
    case "dashed":
      return `${name(e.combatant_id)} dashes (+${e.extra_ft} ft).`;
    case "stood_up":
      return `${name(e.combatant_id)} stands up.`;
    case "damage_taken":
      return `${name(e.combatant_id)} takes ${e.amount ?? "some"} ${e.track === "hp" ? "damage" : `${trackLabel(e.track ?? "hp")} damage`}${e.cause === "gm" || e.cause === undefined ? " (from the GM)" : ""}.`;
    case "healing_received":
      return `${name(e.combatant_id)} regains ${e.amount} ${e.track === "hp" ? "hit points" : trackLabel(e.track ?? "hp")}.`;
    case "resource_changed":
      return `${name(e.combatant_id)}: ${trackLabel(e.resource)} ${e.delta === null ? "changes" : signed(e.delta)}${e.reason ? ` (${e.reason})` : ""}.`;
    case "condition_applied":
      return `${name(e.combatant_id)} is ${e.condition.name}.`;
    case "condition_ended":
      return `${name(e.combatant_id)} is no longer ${words(e.condition_id.split(":")[0] ?? e.condition_id)}${e.reason === "expired" ? " (it wore off)" : e.reason === "spent" ? " (used up)" : ""}.`;
    case "combatant_removed":
      return `${name(e.combatant_id)} leaves the fight${e.reason ? ` (${e.reason})` : ""}.`;
    case "combatant_corrected":
      return `The GM corrects ${name(e.combatant_id)}${e.note ? `: ${e.note}` : ""}.`;
    case "budget_spent":
      return `${name(e.combatant_id)} uses ${e.budget === "action" ? "the action" : `the ${words(e.budget)}`}${e.on ? ` (${words(e.on)})` : ""}.`;
    case "actions_revoked":
      return `Undone: ${actionList(e.actions, name)}${e.to_version ? ` (back to how it stood at version ${e.to_version})` : ""}.`;
    case "actions_restored":
      return `Redone: ${actionList(e.actions, name)}.`;
    case "encounter_ended":
      return `The encounter ends${e.reason ? `: ${e.reason}` : ""}.`;
    default: {
      const data = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (e));
      const who = data.combatant_id ?? data.target_id ?? data.caster_id ?? data.attacker_id;
      const kind = words(String(data.type).replace(/^[a-z0-9-]+\./, ""));
      return typeof who === "string" ? `${name(who)}: ${kind}.` : `${kind[0]?.toUpperCase() ?? ""}${kind.slice(1)}.`;
    }
  }
}

/**
 * 5e damage resolved, as the part after "takes": "6 slashing damage", "9 damage (6 fire, 3
 * cold resisted)"; temporary hit points and an instant death said.
 * @param {Schemas["DamageResolved"]} e
 */
export function damage5e(e) {
  // final, total and the flags are null in a reader's copy without the target's stat block: the roll shows.
  const parts = e.parts.filter((p) => (p.final ?? p.rolled) > 0 || p.immune);
  const one = parts.length === 1 ? parts[0] : undefined;
  const note = (/** @type {Schemas["DamageResolved"]["parts"][number]} */ p) => `${p.resistant ? " resisted" : ""}${p.vulnerable ? " vulnerable" : ""}${p.immune ? " immune" : ""}`;
  const main = one ? `${one.final ?? one.rolled} ${one.type} damage${note(one) ? ` (${note(one).trim()})` : ""}`
    : parts.length ? `${e.total ?? parts.reduce((n, p) => n + p.rolled, 0)} damage (${parts.map((p) => `${p.final ?? p.rolled} ${p.type}${note(p)}`).join(", ")})` : `no damage`;
  return `${main}${e.temp_absorbed ? `, ${e.temp_absorbed} of it on temporary hit points` : ""}${e.instant_death ? ": killed outright" : ""}`;
}

/**
 * What a command did, in a few words, from its first telling event (the page keeps the events
 * it has told): "Goblin 1's attack on Ilsa", "adding Goblin 1", "Bruce's move".
 * @typedef {(version: number) => Event | undefined} EventAt
 */

/** @type {{at: EventAt}} */
const known = { at: () => undefined };

/**
 * Where `actionList` finds the events of a revoked action (set by the table).
 * @param {EventAt} at
 */
export function knowEvents(at) {
  known.at = at;
}

/**
 * One action (a command's events, versions first to last) in a few words.
 * @param {{command_type?: string | null, first_version: number, last_version: number}} a
 * @param {(id: string | null | undefined) => string} name
 */
export function actionPhrase(a, name) {
  /** @type {Event[]} */
  const events = [];
  for (let v = a.first_version; v <= a.last_version; v += 1) {
    const e = known.at(v);
    if (e) events.push(e);
  }
  const d = /** @type {Record<string, unknown>[]} */ (/** @type {unknown} */ (events));
  const find = (/** @type {RegExp} */ re) => d.find((e) => re.test(String(e.type)));
  const who = (/** @type {unknown} */ id) => name(typeof id === "string" ? id : null);
  const attack = find(/attack_(rolled|resolved)$/);
  if (attack) return `${who(attack.attacker_id)}'s attack on ${who(attack.target_id ?? attack.defender_id)}`;
  const spell = find(/spell_cast$/);
  if (spell) return `${who(spell.caster_id)}'s ${String(spell.spell ?? "spell")}`;
  const added = d.filter((e) => String(e.type).endsWith("combatant_added"));
  if (added.length) return `adding ${added.map((e) => String(e.name)).join(", ")}`;
  const moved = find(/^combatant_(moved|placed)$/);
  if (moved) return `${who(moved.combatant_id)}'s move`;
  const cond = find(/condition_applied$/);
  if (cond) return `${who(cond.combatant_id)} ${String(/** @type {{name?: string}} */ (cond.condition)?.name ?? "condition")}`;
  const hurt = find(/^damage_taken$/);
  if (hurt) return `${hurt.amount === null ? "" : `${String(hurt.amount)} `}damage to ${who(hurt.combatant_id)}`;
  const healed = find(/^healing_received$/);
  if (healed) return `healing ${who(healed.combatant_id)}`;
  if (find(/^turn_started$/)) return "a turn change";
  if (find(/initiative_rolled$/)) return "the start of the fight";
  const type = String(a.command_type ?? "action").replace(/^[a-z0-9-]+\./, "");
  return words(type).replace(/^apply /, "");
}

/**
 * Revoked or restored actions as a person reads them: "3 actions — Goblin 1's attack on Ilsa,
 * Bruce's move, adding Goblin 2".
 * @param {{command_type?: string | null, first_version: number, last_version: number}[]} actions
 * @param {(id: string | null | undefined) => string} name
 */
export function actionList(actions, name) {
  const phrases = actions.map((a) => actionPhrase(a, name));
  const shown = phrases.length > 6 ? [...phrases.slice(0, 6), `and ${phrases.length - 6} more`] : phrases;
  return phrases.length === 1 ? shown.join("") : `${phrases.length} actions — ${shown.join(", ")}`;
}

/**
 * The events of roles and hidden information (`revealed`, `visibility_set`), told where this
 * Fray has them; read loosely, since the contract the page is checked against may predate them.
 * @param {Record<string, unknown>} e
 * @param {(id: string | null | undefined) => string} name
 * @returns {string | null}
 */
function rolesEvent(e, name) {
  const ids = (/** @type {unknown} */ v) => (Array.isArray(v) ? v.map((x) => name(String(x))).join(", ") : "");
  if (e.type === "revealed") {
    const parts = [];
    if (ids(e.combatant_ids)) parts.push(ids(e.combatant_ids));
    if (ids(e.stat_blocks)) parts.push(`the stat blocks of ${ids(e.stat_blocks)}`);
    if (ids(e.health)) parts.push(`how hurt ${ids(e.health)} ${Array.isArray(e.health) && e.health.length > 1 ? "are" : "is"}`);
    if (Array.isArray(e.versions) && e.versions.length) parts.push(`${e.versions.length} secret roll(s)`);
    if (typeof e.secrets_through === "number" && e.secrets_through > 0) parts.push(`every secret so far`);
    return `The GM reveals ${parts.join(", ") || "something"}.`;
  }
  if (e.type === "visibility_set") {
    const what = e.concealed === true ? "hidden from the players" : e.concealed === false ? "seen by the players"
      : e.health ? `shown to the players as ${e.health} health` : e.stat_block ? `shown with the stat block ${e.stat_block}` : "set";
    return `${ids(e.combatant_ids)}: ${what}.`;
  }
  return null;
}

/**
 * Which versions an undo or redo event revokes or restores (every version of each action).
 * @param {Event} e
 * @returns {{revoked: number[], restored: number[]}}
 */
export function revisions(e) {
  /** @param {{first_version: number, last_version: number}[]} actions */
  const versions = (actions) => actions.flatMap((a) => {
    const out = [];
    for (let v = a.first_version; v <= a.last_version; v += 1) out.push(v);
    return out;
  });
  if (e.type === "actions_revoked") return { revoked: versions(e.actions), restored: [] };
  if (e.type === "actions_restored") return { revoked: [], restored: versions(e.actions) };
  return { revoked: [], restored: [] };
}
