// Adding from the ruleset's creature library in two interactions: search ("goblin", or "3
// goblin" to add three), then "Add" beside the creature. The command is the ruleset's add that
// takes a `creature` (found in the contract, not known by heart), with `count`; the server
// numbers the names ("Goblin 1", "Goblin 2" …) and records each resolved stat block.

import { showError } from "./alerts.js";
import { searchCreatures } from "./api.js";
import { fill, h } from "./dom.js";

/** @typedef {import("./types.js").Ruleset} Ruleset */
/** @typedef {import("./types.js").JsonSchema} JsonSchema */
/** @typedef {import("./api.js").CreatureEntry} CreatureEntry */

/**
 * The ruleset's add command that takes a library `creature` (and `count`), from the contract.
 * @param {Ruleset} ruleset
 * @param {Record<string, JsonSchema>} schemas
 * @returns {string | null}
 */
export function libraryCommand(ruleset, schemas) {
  const command = schemas.Command;
  const mapping = command?.discriminator?.mapping ?? {};
  for (const type of ruleset.commands) {
    const ref = mapping[type];
    const schema = ref ? schemas[ref.split("/").pop() ?? ""] : undefined;
    if (schema?.properties?.creature && schema.properties.count && /\.add_/.test(type)) return type;
  }
  return null;
}

/**
 * "3 goblin", "goblin x3", "goblin ×3": the words to search and how many to add.
 * @param {string} text
 * @returns {{q: string, count: number | null}}
 */
export function parseQuery(text) {
  const t = text.trim();
  const lead = /^(\d{1,2})\s*[x×]?\s+(.+)$/i.exec(t);
  if (lead) return { q: lead[2] ?? "", count: Number(lead[1]) };
  const tail = /^(.+?)\s*[x×]\s*(\d{1,2})$/i.exec(t);
  if (tail) return { q: tail[1] ?? "", count: Number(tail[2]) };
  return { q: t, count: null };
}

/**
 * The library box: a search field, how many, hit points (average or rolled, where the command
 * has the choice), and the matches, each with its Add button.
 * @param {{url: string, command: string, rolled: boolean, onAdd: (body: Record<string, unknown>) => Promise<void>}} p
 * @returns {HTMLElement}
 */
export function libraryBox(p) {
  const results = h("ul", { id: "library-results", class: "library-results", "aria-label": "Matches in the library" });
  const search = h("input", { id: "library-q", type: "search", autocomplete: "off", placeholder: "goblin, or 3 goblin", "aria-describedby": "library-help" });
  const count = h("input", { id: "library-count", type: "number", min: 1, max: 20, value: 1, inputmode: "numeric" });
  const hp = p.rolled ? h("select", { id: "library-hp" }, h("option", { value: "average" }, "average"), h("option", { value: "rolled" }, "rolled")) : null;
  const status = h("p", { class: "hint", role: "status" });
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let asked = 0;
  const show = (/** @type {CreatureEntry[]} */ items, /** @type {string} */ q) => {
    fill(results, items.map((c) => h("li", {},
      h("button", { type: "button", class: "add-creature", "data-creature": c.id, onclick: () => void add(c) }, `Add ${Number(count.value) > 1 ? `${count.value} × ` : ""}${c.name}`),
      h("small", {}, ` ${c.summary}`))));
    status.textContent = q ? (items.length ? `${items.length} match${items.length > 1 ? "es" : ""}` : `Nothing in the library is called "${q}".`) : "";
  };
  /** @type {CreatureEntry[]} */
  let shown = [];
  let shownQ = "";
  const run = async () => {
    const { q, count: n } = parseQuery(search.value);
    if (n !== null) count.value = String(Math.max(1, Math.min(20, n)));
    const mine = (asked += 1);
    if (!q) { shown = []; shownQ = ""; show([], ""); return; }
    try {
      const items = await searchCreatures(p.url, q);
      if (mine !== asked) return; // a newer search went out meanwhile
      shown = items;
      shownQ = q;
      show(items, q);
    } catch (e) {
      showError(e);
    }
  };
  search.addEventListener("input", () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), 150);
  });
  search.addEventListener("keydown", (ev) => {
    if (/** @type {KeyboardEvent} */ (ev).key !== "Enter") return;
    ev.preventDefault();
    if (timer) clearTimeout(timer);
    void run().then(() => { if (shown[0]) void add(shown[0]); });
  });
  count.addEventListener("input", () => show(shown, shownQ));
  /** @param {CreatureEntry} c */
  const add = async (c) => {
    const n = Math.max(1, Math.min(20, Number(count.value) || 1));
    /** @type {Record<string, unknown>} */
    const body = { type: p.command, creature: c.id, count: n };
    if (hp && hp.value === "rolled") body.hit_points = "rolled";
    await p.onAdd(body);
    count.value = "1"; // the next add is one, unless asked again
    show(shown, shownQ);
  };
  return h("div", { class: "library", role: "search", "aria-label": "The creature library" },
    h("div", { class: "library-row" },
      h("div", { class: "field grow" }, h("label", { for: "library-q" }, "Add from the library"), search),
      h("div", { class: "field" }, h("label", { for: "library-count" }, "How many"), count),
      hp ? h("div", { class: "field" }, h("label", { for: "library-hp" }, "Hit points"), hp) : null),
    h("p", { id: "library-help", class: "hint" }, "Type a name (\"3 goblin\" adds three), then Add. Enter adds the first match."),
    status, results);
}
