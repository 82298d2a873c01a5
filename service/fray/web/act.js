// The action panel: choose a command (the ruleset's own list, from GET /rulesets), fill its
// form (built from the contract's schema), send it, or ask what it would do (a dry run: nothing
// is stored). A player sees only commands that someone acts in, and only their own combatants
// as the one acting.

import { h } from "./dom.js";
import { commandForm } from "./schemaform.js";
import { plainHelp } from "./story.js";

/** @typedef {import("./types.js").State} State */
/** @typedef {import("./types.js").Ruleset} Ruleset */
/** @typedef {import("./types.js").Seat} Seat */
/** @typedef {import("./types.js").JsonSchema} JsonSchema */

/**
 * @typedef {{
 *   seat: Seat,
 *   ruleset: Ruleset,
 *   schemas: Record<string, JsonSchema>,
 *   state: State,
 *   command: string,
 *   prefill: Record<string, unknown>,
 *   onPick: (type: string) => void,
 *   onSend: (body: Record<string, unknown>, dryRun: boolean) => void,
 *   spells?: {name: string, summary?: string}[],
 * }} ActProps
 */

/** @param {string} type */
export const commandLabel = (type) => {
  const [prefix, rest] = type.includes(".") ? type.split(".", 2) : ["", type];
  return `${(rest ?? type).replaceAll("_", " ")}${prefix ? ` (${prefix})` : ""}`;
};

/**
 * The field of a command naming who acts (the attacker, the caster, the mover …), as the
 * ruleset publishes it (`GET /rulesets` `actors`); null for a command of the GM's (damage by
 * hand, turn control, corrections, secrecy).
 * @param {Ruleset} ruleset
 * @param {string} type
 * @returns {string | null}
 */
export function actorFieldOf(ruleset, type) {
  return ruleset.actors?.[type] ?? null;
}

/**
 * The commands this seat may send: all for the GM; for a player, those with an acting
 * combatant (`actors`) and the history commands (a player's undo takes back their own action).
 * @param {Ruleset} ruleset
 * @param {Seat} seat
 * @returns {string[]}
 */
export function commandsFor(ruleset, seat) {
  if (seat.role === "spectator") return [];
  if (seat.role === "gm") return ruleset.commands;
  return ruleset.commands.filter((t) => actorFieldOf(ruleset, t) !== null);
}

/**
 * The command a seat most likely wants now: before the fight, the GM adds combatants; during
 * it, the ruleset's attack.
 * @param {string[]} commands
 * @param {State} state
 * @param {Seat} seat
 */
export function likelyCommand(commands, state, seat) {
  const pick = (/** @type {RegExp} */ re) => commands.find((t) => re.test(t));
  if (seat.role === "gm" && state.combatants.length < 2) return pick(/\.add_(hero|combatant|creature)$/) ?? commands[0] ?? "";
  return pick(/\.(melee_)?attack$/) ?? commands[0] ?? "";
}

/**
 * Quick picks: the commands a table uses most, by what their tags say.
 * @param {string[]} commands
 */
function quickPicks(commands) {
  const wanted = [/\.add_hero$/, /\.add_monster$/, /\.add_combatant$/, /\.add_creature$/, /\.(melee_)?attack$/, /\.missile_attack$/, /\.cast_spell$/, /^move_combatant$/, /\.take_action$/];
  return wanted.map((re) => commands.find((t) => re.test(t))).filter((t) => t !== undefined);
}

/**
 * A command's description from the contract: its first sentence, the rest on demand.
 * @param {string} text
 */
function describe(text) {
  const clean = plainHelp(text.replaceAll("``", "").replace(/\s+/g, " "));
  if (!clean) return null;
  const cut = clean.search(/[.;:] /);
  if (cut < 0 || cut > 220) return h("p", { class: "meta" }, h("small", {}, clean));
  return h("details", { class: "meta" }, h("summary", {}, h("small", {}, clean.slice(0, cut + 1))), h("small", {}, clean.slice(cut + 2)));
}

/**
 * The action panel.
 * @param {ActProps} p
 * @returns {HTMLElement}
 */
export function renderAct(p) {
  const commands = commandsFor(p.ruleset, p.seat);
  if (!commands.length) return h("p", {}, "Spectators watch: the turn order and the story are live.");
  const actorField = actorFieldOf(p.ruleset, p.command);
  const actors = p.seat.role === "player" ? p.seat.mine : null;
  const prefill = { ...p.prefill };
  if (actorField && !(actorField in prefill)) {
    const turn = p.state.turn;
    if (turn && (!actors || actors.includes(turn))) prefill[actorField] = turn;
    else if (actors?.[0]) prefill[actorField] = actors[0];
  }
  const combatants = p.state.combatants.map((c) => ({ id: c.id, name: c.name }));
  const form = commandForm(p.schemas, p.command, {
    combatants, actorField, actors, prefill,
    attacksOf: (id) => {
      const stats = /** @type {{attacks?: {name?: string}[]} | null | undefined} */ (p.state.combatants.find((c) => c.id === id)?.stats);
      return (stats?.attacks ?? []).map((a) => a.name ?? "").filter(Boolean);
    },
    conditionIds: p.state.combatants.flatMap((c) => c.conditions.map((k) => k.id)),
    conditions: p.ruleset.conditions ?? [],
    spells: p.spells ?? [],
  });
  const picker = h("select", { id: "command-type", onchange: () => p.onPick(picker.value) },
    commands.map((t) => h("option", { value: t, selected: t === p.command }, commandLabel(t))));
  const error = h("p", { class: "form-error", role: "alert" });
  /** @param {boolean} dryRun */
  const send = (dryRun) => {
    error.textContent = "";
    try {
      p.onSend(form.read(), dryRun);
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e);
    }
  };
  const picks = quickPicks(commands);
  return h("div", {},
    picks.length ? h("div", { class: "picker", role: "group", "aria-label": "Common commands" },
      picks.map((t) => h("button", { type: "button", "aria-pressed": String(t === p.command), onclick: () => p.onPick(t) }, commandLabel(t).replace(/ \(.*\)$/, "")))) : null,
    h("div", { class: "field" }, h("label", { for: "command-type" }, "Command"), picker),
    describe(form.description),
    h("form", { id: "command-form", onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); send(false); } },
      form.el, error,
      h("div", { class: "buttons" },
        h("button", { type: "submit", class: "primary" }, "Send"),
        p.seat.role === "gm" ? h("button", { type: "button", onclick: () => send(true) }, "What would it do? (dry run)") : null)),
    h("div", { id: "preview", class: "preview", "aria-live": "polite", hidden: true }));
}

/**
 * The properties of a command's schema in the contract (empty for an unknown command).
 * @param {Record<string, JsonSchema>} schemas
 * @param {string} type
 * @returns {Record<string, JsonSchema>}
 */
function propsOf(schemas, type) {
  const ref = schemas.Command?.discriminator?.mapping?.[type];
  return (ref ? schemas[ref.split("/").pop() ?? ""]?.properties : undefined) ?? {};
}

/**
 * One button a combatant can press now: its label, a longer description, and the command.
 * A Multiattack's button sends several commands, one after another (`bodies`), each an attack
 * (or a save action) of its own: undo takes them back one by one, as at the table.
 * @typedef {{label: string, title: string, body: (target: string | null) => Record<string, unknown> | null, needsTarget: boolean,
 *   bodies?: (target: string | null) => Record<string, unknown>[] | null}} ActionButton
 */

/**
 * A die expression of damage parts: "1d6+2 slashing".
 * @param {unknown} damage
 */
const damageText = (damage) => (Array.isArray(damage) ? damage.map((/** @type {{dice?: string, bonus?: number, type?: string}} */ d) =>
  `${d.dice ?? ""}${d.bonus ? (d.bonus > 0 ? `+${d.bonus}` : d.bonus) : ""} ${d.type ?? ""}`.trim()).join(" + ") : "");

/**
 * The actions `actor` has as buttons, read from its stat block and the ruleset's commands: a 5e
 * block's Multiattack first, one button per option ("Multiattack: Beak + Claws": its attacks
 * and save actions sent in order on the target, each its own command), each
 * attack of a 5e or Meshal block (`attack`: to-hit and damage in one command), each 5e save
 * action (`use_action`, the target among `target_ids`), each 4e power (`use_power`); Unlit
 * Spires' melee and missile attacks.
 * @param {string[]} commands
 * @param {Record<string, JsonSchema>} schemas
 * @param {import("./types.js").Combatant} actor
 * @returns {ActionButton[]}
 */
export function actionButtonsOf(commands, schemas, actor) {
  const stats = /** @type {Record<string, unknown>} */ (actor.stats ?? {});
  /** @type {ActionButton[]} */
  const out = [];
  const named = commands.find((t) => { const pr = propsOf(schemas, t); return "attack" in pr && "attacker_id" in pr && "target_id" in pr; });
  if (named && Array.isArray(stats.attacks)) {
    for (const a of /** @type {{name?: string, to_hit?: number, damage?: unknown, dice?: number, description?: string}[]} */ (stats.attacks)) {
      if (!a.name) continue;
      const hit = typeof a.to_hit === "number" ? ` ${a.to_hit >= 0 ? "+" : ""}${a.to_hit}` : "";
      const dmg = damageText(a.damage);
      out.push({ label: `${a.name}${hit}${dmg ? ` · ${dmg}` : ""}`, title: a.description ?? a.name, needsTarget: true,
        body: (target) => (target ? { type: named, attacker_id: actor.id, target_id: target, attack: a.name } : null) });
    }
  }
  const use = commands.find((t) => { const pr = propsOf(schemas, t); return "action" in pr && "combatant_id" in pr && "target_ids" in pr; });
  const multi = /** @type {{description?: string, options?: {action: string, count?: number}[][]} | null | undefined} */ (stats.multiattack);
  const attackNames = new Set(Array.isArray(stats.attacks) ? stats.attacks.map((/** @type {{name?: string}} */ a) => a.name) : []);
  const saveNames = new Set(Array.isArray(stats.save_actions) ? stats.save_actions.map((/** @type {{name?: string}} */ a) => a.name) : []);
  for (const option of named && multi?.options ? multi.options : []) {
    const parts = option.filter((part) => attackNames.has(part.action) || (use && saveNames.has(part.action)));
    if (!parts.length || parts.length !== option.length) continue; // a part Fray cannot send: the GM plays it by hand
    const label = parts.map((part) => `${(part.count ?? 1) > 1 ? `${part.count} × ` : ""}${part.action}`).join(" + ");
    out.unshift({ label: `Multiattack: ${label}`, title: multi?.description ?? "Multiattack", needsTarget: true,
      body: () => null,
      bodies: (target) => (target ? parts.flatMap((part) => Array.from({ length: part.count ?? 1 }, () => (attackNames.has(part.action)
        ? { type: named, attacker_id: actor.id, target_id: target, attack: part.action }
        : { type: use, combatant_id: actor.id, action: part.action, target_ids: [target] }))) : null) });
  }
  if (use && Array.isArray(stats.save_actions)) {
    for (const a of /** @type {{name?: string, save?: {ability?: string, dc?: number}, description?: string, area?: string | null}[]} */ (stats.save_actions)) {
      if (!a.name) continue;
      out.push({ label: `${a.name}${a.save?.dc ? ` · DC ${a.save.dc} ${a.save.ability ?? ""}` : ""}`.trim(), title: a.description ?? a.name, needsTarget: false,
        body: (target) => ({ type: use, combatant_id: actor.id, action: a.name, target_ids: target ? [target] : [] }) });
    }
  }
  const power = commands.find((t) => { const pr = propsOf(schemas, t); return "power" in pr && "caster_id" in pr && "target_ids" in pr; });
  if (power && Array.isArray(stats.powers)) {
    for (const pw of /** @type {{name?: string}[]} */ (stats.powers)) {
      if (!pw.name) continue;
      out.push({ label: pw.name, title: pw.name, needsTarget: true, body: (target) => (target ? { type: power, caster_id: actor.id, power: pw.name, target_ids: [target] } : null) });
    }
  }
  for (const t of commands.filter((c) => /\.(melee|missile)_attack$/.test(c))) {
    const pr = propsOf(schemas, t);
    if (!("attacker_id" in pr && "target_id" in pr) || "attack" in pr) continue;
    out.push({ label: commandLabel(t).replace(/ \(.*\)$/, "").replace(/^./, (x) => x.toUpperCase()), title: commandLabel(t), needsTarget: true,
      body: (target) => (target ? { type: t, attacker_id: actor.id, target_id: target } : null) });
  }
  return out;
}
