// The history section: each round as it began, the replay, the fight's statistics and forks
// (the last two where this Fray has them: history's `getEncounterStats` and `forkEncounter`).

import { showError } from "./alerts.js";
import { forkEncounter, getStats } from "./api.js";
import { fill, h } from "./dom.js";

/**
 * The section's contents.
 * @param {{round: number, gm: boolean, offers: {fork: boolean, stats: boolean}, replaying: boolean,
 *          statsSlot: HTMLElement, onRound: (r: number) => void, onReplay: () => void,
 *          onStats: () => void, onFork: () => void}} p
 * @returns {(HTMLElement | null)[]}
 */
export function renderHistory(p) {
  const rounds = [];
  for (let r = 1; r <= p.round; r += 1) rounds.push(r);
  return [
    rounds.length ? h("p", {}, "See a round as it began:") : h("p", {}, "No round has begun yet."),
    h("div", { class: "rounds" }, rounds.map((r) => h("button", { type: "button", onclick: () => p.onRound(r) }, `Round ${r}`))),
    h("div", { class: "buttons" }, h("button", { type: "button", onclick: p.onReplay, disabled: p.replaying }, "Replay the fight"),
      p.offers.stats ? h("button", { type: "button", onclick: p.onStats }, "Statistics") : null,
      p.gm && p.offers.fork ? h("button", { type: "button", onclick: p.onFork }, "Fork the fight now") : null),
    p.statsSlot,
    h("p", {}, h("small", {}, "Undo and going back append events: nothing is erased, and Redo brings an undone action back.")),
  ];
}

/**
 * The fight's statistics as a table in `slot` (a refusal is shown in the alert region).
 * @param {string} id
 * @param {HTMLElement} slot
 */
export async function showStats(id, slot) {
  try {
    const stats = await getStats(id);
    fill(slot, h("table", {}, h("caption", {}, `The fight so far (version ${stats.version})`),
      h("thead", {}, h("tr", {}, ["", "attacks", "hits", "dealt", "taken", "healed", "fell"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, stats.combatants.map((c) => h("tr", {}, h("th", { scope: "row" }, c.name),
        [c.attacks, c.hits, c.damage_dealt, c.damage_taken, c.healing_received, c.fell].map((n) => h("td", {}, String(n ?? 0))))))));
  } catch (e) {
    showError(e);
  }
}

/**
 * A new encounter from this one's state at `version` (now when undefined), opened at once as
 * its GM (with the GM token the fork returns, where roles exist).
 * @param {string} id
 * @param {number | undefined} version
 */
export async function fork(id, version) {
  try {
    const made = await forkEncounter(id, version ? { version } : {});
    const q = new URLSearchParams({ e: made.state.encounter_id, view: "gm" });
    if (made.gm_token) q.set("token", made.gm_token);
    location.hash = String(q);
  } catch (e) {
    showError(e);
  }
}
