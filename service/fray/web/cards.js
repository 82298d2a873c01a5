// The turn order: one card per combatant, first to act first (then those not yet in the
// order), with its tracks, status and conditions. The GM's cards carry quick damage and
// healing, and each condition a button to end it; every card can be made the target of the
// action being prepared.

import { h } from "./dom.js";
import { shownTrack } from "./story.js";

/** @typedef {import("./types.js").State} State */
/** @typedef {import("./types.js").Combatant} Combatant */
/** @typedef {import("./types.js").Seat} Seat */

/**
 * @typedef {{
 *   seat: Seat,
 *   readOnly: boolean,
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
  return h("span", { class: "track" }, `${name} ${r.current}/${r.maximum} `,
    r.maximum > low ? h("meter", { min: low, max: r.maximum, value: r.current, low: low + (r.maximum - low) / 3, high: low + (2 * (r.maximum - low)) / 3, optimum: r.maximum, "aria-hidden": "true" }) : null);
}

/**
 * The turn order as a list of cards.
 * @param {State} state
 * @param {CardActions} act
 * @returns {HTMLElement}
 */
export function renderOrder(state, act) {
  const gm = act.seat.role === "gm" && !act.readOnly;
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
    return h("li", {
      class: ["card", c.id === state.turn ? "turn" : "", c.down ? "down" : ""].join(" "),
      "data-id": c.id, "data-side": c.side, "data-camp": campOf(c.side), "aria-current": c.id === state.turn ? "true" : null,
    },
    h("div", { class: "top" },
      h("span", { class: "who" }, c.name),
      h("span", { class: "meta" }, `${c.side}${c.initiative !== null && c.initiative !== undefined ? ` · initiative ${c.initiative}` : ""}${c.status !== "active" ? ` · ${c.status}` : ""}${mine ? " · yours" : ""}${c.id === state.turn ? " · their turn" : ""}`),
      secrecy.concealed ? h("span", { class: "badge" }, "hidden from players") : null),
    tracks.length ? h("div", { class: "tracks" }, tracks.map(([n, r]) => track(n, r)))
      : secrecy.health ? h("div", { class: "tracks" }, `looks ${secrecy.health}`) : null,
    c.conditions.length ? h("ul", { class: "chips", "aria-label": `Conditions of ${c.name}` }, c.conditions.map((k) =>
      h("li", {}, k.name, gm ? h("button", { type: "button", "aria-label": `End ${k.name} on ${c.name}`, onclick: () => act.onEndCondition(c.id, k.id) }, "×") : null))) : null,
    act.readOnly || act.seat.role === "spectator" ? null : h("div", { class: "quick" },
      h("button", { type: "button", onclick: () => act.onTarget(c.id), "aria-label": `Target ${c.name}` }, "Target"),
      gm ? [amount, trackPick,
        h("button", { type: "button", onclick: () => harm("apply_damage"), "aria-label": `Damage ${c.name}` }, "Damage"),
        h("button", { type: "button", onclick: () => harm("apply_healing"), "aria-label": `Heal ${c.name}` }, "Heal"),
        act.onConditionForm ? h("button", { type: "button", onclick: () => act.onConditionForm?.(c.id), "aria-label": `Condition on ${c.name}` }, "Condition…") : null,
        act.onVisibility ? h("button", { type: "button", onclick: () => act.onVisibility?.(c.id, !secrecy.concealed), "aria-label": `${secrecy.concealed ? "Reveal" : "Hide"} ${c.name}` }, secrecy.concealed ? "Reveal" : "Hide") : null] : null));
  });
  return h("ol", { "aria-label": "Combatants in turn order" }, cards);
}
