// The lobby: start an encounter in any ruleset this Fray plays, with the ruleset's own options
// (from GET /rulesets: kind, default, choices, bounds) and who rolls the dice; or open one of
// the newest encounters.

import { showError } from "./alerts.js";
import { ProblemError, createEncounter, encounterAs, listRulesets } from "./api.js";
import { fill, h } from "./dom.js";
import { forget, remembered } from "./remember.js";

/** @typedef {import("./types.js").Ruleset} Ruleset */
/** @typedef {import("./types.js").OptionInfo} OptionInfo */

/**
 * One option's input, and how to read it back (undefined: leave the ruleset's default).
 * @param {OptionInfo} o
 * @returns {{el: HTMLElement, read: () => unknown}}
 */
function optionField(o) {
  const id = `opt-${o.name}`;
  const text = o.name.replaceAll("_", " ");
  if (o.kind === "boolean") {
    const box = h("input", { id, type: "checkbox", checked: o.default === true });
    return { el: h("div", { class: "field check" }, box, h("label", { for: id }, text)), read: () => (box.checked === (o.default === true) ? undefined : box.checked) };
  }
  if (o.choices?.length) {
    // Choices are typed (Meshal's drop_item_cost is 0 or 1, numbers): send the chosen one as it came.
    const choices = o.choices;
    const select = h("select", { id }, choices.map((c) => h("option", { value: String(c), selected: c === o.default }, String(c).replaceAll("_", " "))));
    return {
      el: h("div", { class: "field" }, h("label", { for: id }, text), select),
      read: () => {
        const chosen = choices.find((c) => String(c) === select.value);
        return chosen === o.default ? undefined : chosen;
      },
    };
  }
  if (o.kind === "integer") {
    const input = h("input", { id, type: "number", min: o.minimum, max: o.maximum, value: o.default ?? "" });
    return { el: h("div", { class: "field" }, h("label", { for: id }, text), input), read: () => (input.value === "" || Number(input.value) === o.default ? undefined : Number(input.value)) };
  }
  // An object option (Meshal's defence_pools) shows its default as JSON, and is sent only if changed.
  const shown = o.default !== null && typeof o.default === "object" ? JSON.stringify(o.default) : String(o.default ?? "");
  const input = h("input", { id, type: "text", value: shown, placeholder: o.kind === "object" ? "JSON" : "" });
  return {
    el: h("div", { class: "field" }, h("label", { for: id }, text), input),
    read: () => {
      if (input.value === "" || input.value === shown) return undefined;
      return o.kind === "object" ? JSON.parse(input.value) : input.value;
    },
  };
}

/**
 * The lobby in `main`.
 * @param {HTMLElement} main
 * @param {(encounterId: string, gmToken: string | undefined) => void} open
 */
export async function openLobby(main, open) {
  document.getElementById("title")?.replaceChildren("The table");
  document.getElementById("seat")?.replaceChildren();
  document.getElementById("presence")?.replaceChildren();
  const conn = document.getElementById("conn");
  if (conn) { conn.replaceChildren(); conn.dataset.status = "idle"; }
  document.getElementById("conn-version")?.replaceChildren();
  const rulesets = await listRulesets();
  const pick = h("select", { id: "ruleset", name: "ruleset" }, rulesets.map((r) => h("option", { value: r.id }, `${r.title} (${r.id})`)));
  const nameInput = h("input", { id: "encounter-name", type: "text", required: true, value: "Session One", maxlength: 200 });
  const dice = h("select", { id: "dice" },
    h("option", { value: "server" }, "the server rolls every die"),
    h("option", { value: "table" }, "every die is rolled at the table"),
    h("option", { value: "either" }, "table dice when entered, else the server"));
  const health = h("select", { id: "health" },
    h("option", { value: "exact" }, "exact hit points"),
    h("option", { value: "bands" }, "bands only (unhurt, hurt, bloodied, down)"),
    h("option", { value: "none" }, "nothing"));
  const blocks = h("select", { id: "stat-blocks" },
    h("option", { value: "shown" }, "shown"),
    h("option", { value: "hidden" }, "hidden (players see the name the GM gives)"));
  const optionsSlot = h("div", { class: "fields" });
  /** @type {{name: string, read: () => unknown}[]} */
  let options = [];
  const showOptions = () => {
    const r = rulesets.find((x) => x.id === pick.value);
    const fields = (r?.options ?? []).map((o) => ({ name: o.name, ...optionField(o) }));
    options = fields;
    fill(optionsSlot, fields.length ? h("details", {}, h("summary", {}, `Options of ${r?.title ?? pick.value} (${fields.length})`), fields.map((f) => f.el)) : h("p", {}, "This ruleset has no options."));
  };
  pick.addEventListener("change", showOptions);
  showOptions();
  const create = async (/** @type {Event} */ e) => {
    e.preventDefault();
    try {
      /** @type {Record<string, unknown>} */
      const chosen = {};
      for (const o of options) {
        const v = o.read();
        if (v !== undefined) chosen[o.name] = v;
      }
      const diceBy = /** @type {"server" | "table" | "either"} */ (dice.value);
      const secrecy = { health: /** @type {"exact" | "bands" | "none"} */ (health.value), stat_blocks: /** @type {"shown" | "hidden"} */ (blocks.value) };
      const core = secrecy.health === "exact" && secrecy.stat_blocks === "shown" ? { dice: diceBy } : { dice: diceBy, secrecy };
      const result = await createEncounter({ ruleset: /** @type {import("./types.js").CreateEncounter["ruleset"]} */ (pick.value), name: nameInput.value, options: /** @type {any} */ (chosen), core });
      open(result.state.encounter_id, result.gm_token);
    } catch (err) {
      showError(err);
    }
  };
  const recentSlot = h("div", { id: "remembered" });
  const titles = new Map(rulesets.map((r) => [r.id, r.title]));
  void listRemembered(recentSlot, titles);
  fill(main, h("div", { class: "lobby" },
    h("section", { "aria-labelledby": "new-h" }, h("h2", { id: "new-h" }, "Start an encounter"),
      h("form", { id: "new-encounter", onsubmit: create },
        h("div", { class: "field" }, h("label", { for: "ruleset" }, "Ruleset"), pick),
        h("div", { class: "field" }, h("label", { for: "encounter-name" }, "Name"), nameInput),
        h("div", { class: "field" }, h("label", { for: "dice" }, "Dice"), dice),
        h("div", { class: "field" }, h("label", { for: "health" }, "Players see the monsters' health as"), health),
        h("div", { class: "field" }, h("label", { for: "stat-blocks" }, "Monsters' stat blocks, to players"), blocks),
        optionsSlot,
        h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary" }, "Start")))),
    h("section", { "aria-labelledby": "recent-h" }, h("h2", { id: "recent-h" }, "Remembered on this device"), recentSlot),
    h("p", {}, h("small", {}, "The API behind this page: ", h("a", { href: "/docs" }, "/docs"), "."))));
}

/**
 * The encounters remembered on this device, each asked of the server with its own token: its
 * name, ruleset, seat and last activity, a link that opens it and "Forget". A token the server
 * no longer accepts (401, 404) is dropped.
 * @param {HTMLElement} slot
 * @param {Map<string, string>} titles ruleset titles by id
 */
async function listRemembered(slot, titles) {
  const kept = remembered();
  if (!kept.length) {
    fill(slot, h("p", {}, "None yet. At a table, tick \u201cRemember on this device\u201d to find it here after the tab is closed."));
    return;
  }
  fill(slot, h("p", {}, "Asking the server…"));
  const rows = await Promise.all(kept.map(async (r) => {
    try {
      const { summary, last } = await encounterAs(r.id, r.token);
      if (!summary) { forget(r.id); return null; }
      return { r, summary, last };
    } catch (e) {
      if (e instanceof ProblemError && (e.problem.status === 401 || e.problem.status === 404)) { forget(r.id); return null; }
      return { r, summary: undefined, last: null }; // the server did not answer: keep it, say so
    }
  }));
  const shown = rows.filter((x) => x !== null);
  if (!shown.length) { fill(slot, h("p", {}, "None: the links remembered here are no longer valid.")); return; }
  const list = h("ul", { class: "remembered" }, shown.map(({ r, summary, last }) => {
    const seat = r.role === "gm" ? "game master" : r.role;
    const when = last ? new Date(last).toLocaleString() : "not known";
    const li = h("li", { "data-id": r.id },
      h("a", { href: `#e=${r.id}&view=${r.role === "gm" ? "gm" : r.role}` }, summary?.name ?? r.name),
      ` · ${titles.get(summary?.ruleset ?? r.ruleset) ?? r.ruleset} · as ${seat} · last activity ${when}${summary ? "" : " (the server did not answer)"} `,
      h("button", { type: "button", "aria-label": `Forget ${summary?.name ?? r.name} on this device`, onclick: () => { forget(r.id); li.remove(); } }, "Forget"));
    return li;
  }));
  fill(slot, list);
}
