// The turn order: one card per combatant, first to act first (then those not yet in the
// order), with its tracks, status and conditions. The GM's cards carry quick damage and
// healing, and each condition a button to end it; every card can be made the target of the
// action being prepared.

import { h } from "./dom.js";
import { shownTrack, trackLabel } from "./story.js";

/** @typedef {import("./types.js").State} State */
/** @typedef {import("./types.js").Combatant} Combatant */
/** @typedef {import("./types.js").Seat} Seat */

/**
 * @typedef {{
 *   seat: Seat,
 *   readOnly: boolean,
 *   targetId: string | null,
 *   onTarget: (id: string) => void,
 *   onHarm: (id: string, kind: "apply_damage" | "apply_healing", amount: number, track: string) => void,
 *   onEndCondition: (id: string, conditionId: string) => void,
 *   onConditionForm: ((id: string) => void) | null,
 *   onVisibility: ((id: string, conceal: boolean) => void) | null,
 * }} CardActions
 */

/**
 * Which camp a side is in, for colour only: "heroes", "foes" or "other" (a side is free text).
 * @param {string} side
 * @returns {"heroes" | "foes" | "other"}
 */
export function campOf(side) {
  if (/hero|party|player|pc|ally|allies/i.test(side)) return "heroes";
  if (/monster|enem|foe|hostile|villain/i.test(side)) return "foes";
  return "other";
}

/**
 * The combatants in turn order (those in the order first, then the rest in joining order).
 * @param {State} state
 * @returns {Combatant[]}
 */
export function inTurnOrder(state) {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const ordered = state.initiative_order.map((id) => byId.get(id)).filter((c) => c !== undefined);
  const rest = state.combatants.filter((c) => !state.initiative_order.includes(c.id));
  return [...ordered, ...rest];
}

/**
 * One track as text and a meter: "hp 7/12".
 * @param {string} name
 * @param {{current: number, maximum: number, minimum?: number}} r
 */
function track(name, r) {
  const low = r.minimum ?? 0;
  return h("span", { class: "track", "data-track": name }, `${trackLabel(name)} ${r.current}/${r.maximum} `,
    r.maximum > low ? h("meter", { min: low, max: r.maximum, value: r.current, low: low + (r.maximum - low) / 3, high: low + (2 * (r.maximum - low)) / 3, optimum: r.maximum, "aria-hidden": "true" }) : null);
}

/**
 * The defences a card shows at a glance, from the stat block the state carries (where the
 * reader may see it): 5e armour class, Unlit Spires parry and dodge, 4e defences.
 * @param {Combatant} c
 * @returns {string}
 */
export function defencesOf(c) {
  const s = /** @type {Record<string, unknown> | null | undefined} */ (c.stats);
  if (!s) return "";
  if (typeof s.ac === "number") return `AC ${s.ac}`;
  if (typeof s.parry === "number" || typeof s.dodge === "number") return [typeof s.parry === "number" ? `parry ${s.parry}` : "", typeof s.dodge === "number" ? `dodge ${s.dodge}` : ""].filter(Boolean).join(" · ");
  const d = /** @type {Record<string, unknown> | undefined} */ (s.defences);
  if (d && typeof d === "object") return ["ac", "fortitude", "reflex", "will"].filter((k) => typeof d[k] === "number").map((k) => `${k === "ac" ? "AC" : k.slice(0, 3)} ${d[k]}`).join(" · ");
  return "";
}

/**
 * How long a condition lasts, in a person's words ("until the end of Goblin 1's next turn",
 * "2 rounds", "save ends (DC 13 con)"); empty when it lasts until removed.
 * @param {import("./types.js").Condition} k
 * @param {(id: string | null | undefined) => string} name
 */
export function durationOf(k, name) {
  const e = k.expires;
  const parts = [];
  if (e?.save) {
    const save = /** @type {{ability?: string, dc?: number}} */ (/** @type {unknown} */ (e.save));
    parts.push(`save ends${save.dc ? ` (DC ${save.dc}${save.ability ? ` ${save.ability}` : ""})` : ""}`);
  }
  if (e && e.at !== "never" && e.combatant_id) {
    const when = e.at === "end_of_turn" ? "end" : "start";
    parts.push(e.rounds ? `${e.rounds} round${e.rounds > 1 ? "s" : ""}` : `until the ${when} of ${name(e.combatant_id)}'s ${e.turn === "current" ? "turn" : "next turn"}`);
  }
  if (k.lasts_while) parts.push("while concentrating");
  return parts.join(", ");
}

/**
 * The turn order as a list of cards.
 * @param {State} state
 * @param {CardActions} act
 * @returns {HTMLElement}
 */
export function renderOrder(state, act) {
  const gm = act.seat.role === "gm" && !act.readOnly;
  const names = new Map(state.combatants.map((c) => [c.id, c.name]));
  const name = (/** @type {string | null | undefined} */ id) => (id ? names.get(id) ?? "someone" : "someone");
  const cards = inTurnOrder(state).map((c) => {
    const mine = act.seat.mine.includes(c.id);
    // Where roles exist: whether players see it at all, and how its health looks to them.
    const secrecy = /** @type {{concealed?: boolean, health?: string | null}} */ (/** @type {unknown} */ (c));
    const tracks = Object.entries(c.resources ?? {}).filter(([n, r]) => shownTrack(r, n));
    const damageTracks = tracks.filter(([, r]) => r.maximum > 0).map(([n]) => n);
    const amount = h("input", { type: "number", min: 1, max: 1000, value: "", "aria-label": `Amount for ${c.name}`, inputmode: "numeric" });
    const trackPick = damageTracks.length > 1
      ? h("select", { "aria-label": `Track of ${c.name}` }, damageTracks.map((t) => h("option", { value: t }, t)))
      : null;
    /** @param {"apply_damage" | "apply_healing"} kind */
    const harm = (kind) => {
      const n = Number(amount.value);
      if (!Number.isInteger(n) || n < 1) { amount.focus(); return; }
      act.onHarm(c.id, kind, n, trackPick ? trackPick.value : damageTracks[0] ?? "hp");
      amount.value = "";
    };
    const defences = defencesOf(c);
    const targeted = act.targetId === c.id;
    const canTarget = !act.readOnly && act.seat.role !== "spectator";
    return h("li", {
      class: ["card", c.id === state.turn ? "turn" : "", c.down ? "down" : "", targeted ? "targeted" : "", canTarget ? "pickable" : ""].join(" "),
      "data-id": c.id, "data-side": c.side, "data-camp": campOf(c.side), "aria-current": c.id === state.turn ? "true" : null,
      // A click on the card itself (not on one of its controls) makes it the target.
      onclick: canTarget ? (/** @type {MouseEvent} */ e) => {
        const t = /** @type {Element} */ (e.target);
        if (!t.closest("button, input, select, a, summary")) act.onTarget(c.id);
      } : null,
    },
    h("div", { class: "top" },
      h("span", { class: "who" }, c.name),
      defences ? h("span", { class: "defences" }, defences) : null,
      h("span", { class: "meta" }, `${c.side}${c.initiative !== null && c.initiative !== undefined ? ` · initiative ${c.initiative}` : ""}${c.status !== "active" ? ` · ${c.status}` : ""}${mine ? " · yours" : ""}${c.id === state.turn ? " · their turn" : ""}`),
      secrecy.concealed ? h("span", { class: "badge" }, "hidden from players") : null,
      targeted ? h("span", { class: "badge target" }, "target") : null),
    tracks.length ? h("div", { class: "tracks" }, tracks.map(([n, r]) => track(n, r)))
      : secrecy.health ? h("div", { class: "tracks" }, `looks ${secrecy.health}`) : null,
    c.conditions.length ? h("ul", { class: "chips", "aria-label": `Conditions of ${c.name}` }, c.conditions.map((k) =>
      h("li", { title: durationOf(k, name) || null }, k.name, durationOf(k, name) ? h("small", {}, ` · ${durationOf(k, name)}`) : null, gm ? h("button", { type: "button", "aria-label": `End ${k.name} on ${c.name}`, onclick: () => act.onEndCondition(c.id, k.id) }, "×") : null))) : null,
    act.readOnly || act.seat.role === "spectator" ? null : h("div", { class: "quick" },
      h("button", { type: "button", onclick: () => act.onTarget(c.id), "aria-label": `Target ${c.name}`, "aria-pressed": String(targeted) }, targeted ? "Target ✓" : "Target"),
      gm ? [amount, trackPick,
        h("button", { type: "button", onclick: () => harm("apply_damage"), "aria-label": `Damage ${c.name}` }, "Damage"),
        h("button", { type: "button", onclick: () => harm("apply_healing"), "aria-label": `Heal ${c.name}` }, "Heal"),
        act.onConditionForm ? h("button", { type: "button", onclick: () => act.onConditionForm?.(c.id), "aria-label": `Condition on ${c.name}` }, "Condition…") : null,
        act.onVisibility ? h("button", { type: "button", onclick: () => act.onVisibility?.(c.id, !secrecy.concealed), "aria-label": `${secrecy.concealed ? "Reveal" : "Hide"} ${c.name}` }, secrecy.concealed ? "Reveal" : "Hide") : null] : null));
  });
  return h("ol", { "aria-label": "Combatants in turn order" }, cards);
}
