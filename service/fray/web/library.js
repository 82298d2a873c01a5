// Adding from the ruleset's creature library in two interactions: search ("goblin", or "3
// goblin" to add three), then "Add" beside the creature. The command is the ruleset's add that
// takes a `creature` (found in the contract, not known by heart), with `count`; the server
// numbers the names ("Goblin 1", "Goblin 2" …) and records each resolved stat block. "Edit"
// beside a match opens its copy first (name, AC, hit points, speed, where the command takes
// `overrides` of those fields): what the GM changes goes as `name` and `overrides`, the rest
// stays the library's.

import { showError } from "./alerts.js";
import { getCreature, searchCreatures } from "./api.js";
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

/** The fields of a library block the edit form offers, where the command's `overrides` has them. */
const EDITABLE = [["ac", "AC"], ["hp_max", "Hit points (max)"], ["speed_ft", "Speed (ft)"]];

/**
 * The fields of a command's `overrides` (its schema in the contract): empty when it takes none.
 * @param {Record<string, JsonSchema>} schemas
 * @param {string} type
 * @returns {string[]}
 */
export function overridable(schemas, type) {
  const ref = schemas.Command?.discriminator?.mapping?.[type];
  const overrides = ref ? schemas[ref.split("/").pop() ?? ""]?.properties?.overrides : undefined;
  const inner = (overrides?.anyOf ?? [overrides]).find((x) => x?.$ref)?.$ref;
  const props = inner ? schemas[inner.split("/").pop() ?? ""]?.properties : undefined;
  return Object.keys(props ?? {});
}

/**
 * The command that adds `count` of a library creature, with what the GM changed in its copy:
 * `name` when it differs from the library's, `overrides` of each edited field that differs
 * from the block's.
 * @param {string} command
 * @param {{id: string, name: string, stats: Record<string, unknown>}} creature
 * @param {number} count
 * @param {{name?: string, fields?: Record<string, number>, rolled?: boolean}} edits
 * @returns {Record<string, unknown>}
 */
export function addBody(command, creature, count, edits = {}) {
  /** @type {Record<string, unknown>} */
  const body = { type: command, creature: creature.id, count };
  const name = edits.name?.trim();
  if (name && name !== creature.name) body.name = name;
  /** @type {Record<string, number>} */
  const overrides = {};
  for (const [k, v] of Object.entries(edits.fields ?? {})) if (Number.isFinite(v) && v !== creature.stats[k]) overrides[k] = v;
  if (Object.keys(overrides).length) body.overrides = overrides;
  if (edits.rolled && !("hp_max" in overrides)) body.hit_points = "rolled";
  return body;
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
 * `onAdd` sends the command and resolves to null when it was stored, else to the refusal's
 * words: a refused add from the edit form keeps the form open with them, as edited.
 * @param {{url: string, command: string, rolled: boolean, overrides?: string[], onAdd: (body: Record<string, unknown>) => Promise<string | null>}} p
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
  const editable = EDITABLE.filter(([k]) => (p.overrides ?? []).includes(k ?? ""));
  const editor = h("div", { id: "library-edit" });
  const times = () => (Number(count.value) > 1 ? `${count.value} × ` : "");
  const show = (/** @type {CreatureEntry[]} */ items, /** @type {string} */ q) => {
    fill(results, items.map((c) => h("li", {},
      h("button", { type: "button", class: "add-creature", "data-creature": c.id, onclick: () => void add(c) }, `Add ${times()}${c.name}`),
      editable.length ? h("button", { type: "button", class: "edit-creature", "aria-label": `Edit ${c.name} before adding`, onclick: () => void edit(c) }, "Edit") : null,
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
  count.addEventListener("input", () => { show(shown, shownQ); const go = editor.querySelector("button[type=submit]"); if (go) go.textContent = go.textContent?.replace(/^Add (\d+ × )?/, `Add ${times()}`) ?? ""; });
  /**
   * The copy of `c` to edit before adding: its name and the editable fields, filled in with
   * the library's values; "Add" sends what was changed.
   * @param {CreatureEntry} c
   */
  const edit = async (c) => {
    try {
      const whole = await getCreature(p.url, c.id);
      // A refusal's words, beside the form it refused (the alert region says them too).
      const refused = h("p", { id: "edit-refused", class: "form-error" });
      const nameField = h("input", { id: "edit-name", type: "text", value: whole.name, maxlength: 80, autocomplete: "off" });
      const inputs = editable.map(([k, label]) => {
        const value = whole.stats[k ?? ""];
        return { k: k ?? "", label: label ?? "", el: h("input", { id: `edit-${k}`, type: "number", min: 0, value: typeof value === "number" ? value : "", inputmode: "numeric" }) };
      });
      const form = h("form", { class: "library-edit", "aria-label": `Edit ${whole.name} before adding`, onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        /** @type {Record<string, number>} */
        const fields = {};
        for (const i of inputs) if (i.el.value !== "") fields[i.k] = Number(i.el.value);
        const n = Math.max(1, Math.min(20, Number(count.value) || 1));
        refused.textContent = "";
        void p.onAdd(addBody(p.command, whole, n, { name: nameField.value, fields, rolled: hp?.value === "rolled" })).then((refusal) => {
          if (refusal !== null) { refused.textContent = `Not added: ${refusal}`; return; } // kept open, as edited
          fill(editor);
          count.value = "1";
          show(shown, shownQ);
          search.focus();
        });
      } },
        h("div", { class: "library-row" },
          h("div", { class: "field grow" }, h("label", { for: "edit-name" }, "Name"), nameField),
          inputs.map((i) => h("div", { class: "field" }, h("label", { for: i.el.id }, i.label), i.el))),
        refused,
        h("div", { class: "buttons" },
          h("button", { type: "submit", class: "primary", "aria-describedby": "edit-refused" }, `Add ${times()}${whole.name}`),
          h("button", { type: "button", onclick: () => { fill(editor); search.focus(); } }, "Cancel")));
      fill(editor, form);
      nameField.focus();
    } catch (e) {
      showError(e);
    }
  };
  /** @param {CreatureEntry} c */
  const add = async (c) => {
    const n = Math.max(1, Math.min(20, Number(count.value) || 1));
    /** @type {Record<string, unknown>} */
    const body = { type: p.command, creature: c.id, count: n };
    if (hp && hp.value === "rolled") body.hit_points = "rolled";
    if ((await p.onAdd(body)) !== null) return; // refused (the alert says why): the count stays
    count.value = "1"; // the next add is one, unless asked again
    show(shown, shownQ);
  };
  return h("div", { class: "library", role: "search", "aria-label": "The creature library" },
    h("div", { class: "library-row" },
      h("div", { class: "field grow" }, h("label", { for: "library-q" }, "Add from the library"), search),
      h("div", { class: "field" }, h("label", { for: "library-count" }, "How many"), count),
      hp ? h("div", { class: "field" }, h("label", { for: "library-hp" }, "Hit points"), hp) : null),
    h("p", { id: "library-help", class: "hint" }, "Type a name (\"3 goblin\" adds three), then Add. Enter adds the first match."),
    status, results, editor);
}
