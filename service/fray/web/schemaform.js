// A form for any command, built from its JSON Schema in the published document: the page knows
// no command by heart, so a ruleset's new command or field appears here with no change to the
// page. Required fields come first; optional ones wait under "More". A field naming a combatant
// (`…_id`) is a choice of combatants; `…_ids` a set of them; `rolls` takes table dice ("3 5, 6"
// or "3+5, 6": a "+" joins the dice of one roll); an `attack` offers the actor's attacks.

import { h } from "./dom.js";
import { plainHelp } from "./story.js";

/** @typedef {import("./types.js").JsonSchema} JsonSchema */

/**
 * What a form knows of the encounter.
 * @typedef {{
 *   combatants: {id: string, name: string}[],
 *   actorField: string | null,
 *   actors: string[] | null,
 *   attacksOf: (id: string) => string[],
 *   conditionIds: string[],
 *   conditions?: {name: string, description?: string}[],
 *   spells?: {name: string, summary?: string}[],
 *   prefill: Record<string, unknown>,
 * }} FormContext
 */

/** @typedef {{present: boolean, value?: unknown}} Read */
/** @typedef {{el: HTMLElement, read: () => Read}} Field */

let serial = 0;
const nextId = () => `f${(serial += 1)}`;

/**
 * The schema a `$ref` points at (one level of the published document's components).
 * @param {JsonSchema} schema
 * @param {Record<string, JsonSchema>} schemas
 * @returns {JsonSchema}
 */
function resolve(schema, schemas) {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i += 1) {
    const found = schemas[s.$ref.split("/").pop() ?? ""];
    if (!found) throw new Error(`the contract has no ${s.$ref}`);
    s = found;
  }
  return s;
}

/** @param {string} name a field's name as a label: "attacker_id" → "attacker" */
const label = (name) => name.replace(/_ids?$/, "").replaceAll("_", " ");

/**
 * Table dice as the command's `rolls`: "3 5, 6" is three dice; "3+5, 6" is one roll of two dice
 * then one die. Throws on anything but faces.
 * @param {string} text
 * @returns {(number | number[])[]}
 */
export function parseRolls(text) {
  return text.split(/[\s,;]+/).filter(Boolean).map((part) => {
    const faces = part.split("+").map((f) => {
      if (!/^\d+$/.test(f)) throw new Error(`table dice: "${part}" is not a face (write 3 5 or 3+5)`);
      return Number(f);
    });
    return faces.length === 1 ? /** @type {number} */ (faces[0]) : faces;
  });
}

/**
 * One field of a schema.
 * @param {string} name the property's name
 * @param {JsonSchema} raw its schema
 * @param {boolean} required
 * @param {Record<string, JsonSchema>} schemas
 * @param {FormContext} ctx
 * @returns {Field}
 */
function field(name, raw, required, schemas, ctx) {
  let schema = resolve(raw, schemas);
  let nullable = false;
  if (schema.anyOf) {
    const branches = schema.anyOf.map((b) => resolve(b, schemas)).filter((b) => b.type !== "null");
    nullable = branches.length < schema.anyOf.length;
    if (branches.length === 1 && branches[0]) {
      schema = { ...branches[0], default: schema.default ?? branches[0].default, description: schema.description ?? branches[0].description };
    } else if (branches.every((b) => b.type === "string" || b.type === "integer" || b.enum)) {
      return scalarUnion(name, branches, required, ctx);
    } else {
      return jsonField(name, schema, required || !nullable, ctx);
    }
  }
  const optional = !required || nullable;
  const prefilled = ctx.prefill[name];
  const id = nextId();
  const hint = schema.description ? plainHelp(schema.description.split("\n")[0] ?? "") : "";
  /** @param {HTMLElement} input @param {string} [cls] */
  const wrap = (input, cls = "field") => {
    if (required && !nullable && /^(INPUT|SELECT|TEXTAREA)$/.test(input.tagName)) input.setAttribute("aria-required", "true");
    return h("div", { class: cls }, h("label", { for: id }, label(name)), input, hint ? h("small", { id: `${id}-hint` }, hint) : null);
  };

  if (schema.const !== undefined) {
    return { el: h("span", { hidden: true }), read: () => ({ present: true, value: schema.const }) };
  }
  if (name === "rolls") {
    const input = h("input", { id, name: "rolls", type: "text", inputmode: "numeric", placeholder: "e.g. 3 5 or 3+5, 6", autocomplete: "off" });
    return {
      el: h("div", { class: "field" }, h("label", { for: id }, "table dice"), input, h("small", {}, "Dice rolled at the table, in the order the command rolls them (a + joins one roll's dice). Blank: the server rolls.")),
      read: () => (input.value.trim() ? { present: true, value: parseRolls(input.value) } : { present: false }),
    };
  }
  if (schema.enum) {
    const select = h("select", { id, "aria-describedby": hint ? `${id}-hint` : null },
      optional || schema.default !== undefined ? h("option", { value: "" }, schema.default !== undefined ? `(default: ${schema.default})` : "—") : null,
      schema.enum.map((v) => h("option", { value: String(v), selected: prefilled === v }, label(String(v)))));
    return { el: wrap(select), read: () => (select.value ? { present: true, value: typedLike(select.value, schema.enum ?? []) } : { present: false }) };
  }
  if (schema.type === "boolean") {
    const box = h("input", { id, type: "checkbox", checked: prefilled ?? schema.default === true });
    return {
      el: wrap(box, "field check"),
      read: () => (box.checked === (schema.default === true) ? { present: false } : { present: true, value: box.checked }),
    };
  }
  if (schema.type === "integer" || schema.type === "number") {
    const input = h("input", { id, type: "number", inputmode: "numeric", min: schema.minimum, max: schema.maximum,
      step: schema.type === "integer" ? 1 : "any", value: prefilled ?? "", placeholder: schema.default !== undefined && schema.default !== null ? `default ${schema.default}` : "" });
    return { el: wrap(input), read: () => (input.value.trim() === "" ? { present: false } : { present: true, value: Number(input.value) }) };
  }
  if (schema.type === "string") {
    if (name.endsWith("_id") && !/condition|command/.test(name) && ctx.combatants.length) {
      const only = name === ctx.actorField && ctx.actors ? ctx.actors : null;
      const choices = ctx.combatants.filter((c) => !only || only.includes(c.id));
      const select = h("select", { id },
        optional || !only ? h("option", { value: "" }, "—") : null,
        choices.map((c) => h("option", { value: c.id, selected: prefilled === c.id }, c.name)));
      select.setAttribute("aria-required", String(required && !nullable));
      return {
        el: h("div", { class: "field" }, h("label", { for: id }, label(name)), select),
        read: () => (select.value ? { present: true, value: select.value } : { present: false }),
      };
    }
    if (name === "condition" && ctx.conditions?.length) {
      // The ruleset's own list (GET /rulesets `conditions`), with what the chosen one does.
      const list = ctx.conditions;
      const what = h("small", { class: "condition-help", "aria-live": "polite" });
      const select = h("select", { id, onchange: () => { what.textContent = list.find((c) => c.name === select.value)?.description ?? ""; } },
        h("option", { value: "" }, "choose a condition"),
        list.map((c) => h("option", { value: c.name, selected: prefilled === c.name }, label(c.name))));
      if (required && !nullable) select.setAttribute("aria-required", "true");
      what.textContent = list.find((c) => c.name === prefilled)?.description ?? "";
      return {
        el: h("div", { class: "field" }, h("label", { for: id }, label(name)), select, what),
        read: () => (select.value === "" ? { present: false } : { present: true, value: select.value }),
      };
    }
    const listId = `${id}-list`;
    const suggestions = name === "attack" ? attackSuggestions(ctx) : name === "condition_id" ? ctx.conditionIds
      : name === "spell" ? (ctx.spells ?? []).map((sp) => sp.name) : [];
    const input = h("input", { id, type: "text", value: prefilled ?? "", list: suggestions.length ? listId : null,
      placeholder: typeof schema.default === "string" && schema.default ? `default ${schema.default}` : (schema.examples?.[0] ? `e.g. ${schema.examples[0]}` : ""), autocomplete: "off" });
    return {
      el: wrap(h("span", {}, input, suggestions.length ? h("datalist", { id: listId }, suggestions.map((s) => h("option", { value: s }))) : null)),
      read: () => (input.value === "" ? { present: false } : { present: true, value: input.value }),
    };
  }
  if (schema.type === "array" && schema.items) {
    const items = resolve(schema.items, schemas);
    const choices = items.enum ? items.enum.map(String)
      : name.endsWith("_ids") && items.type === "string" ? ctx.combatants.map((c) => c.id) : null;
    if (choices) {
      const names = new Map(ctx.combatants.map((c) => [c.id, c.name]));
      const boxes = choices.map((v) => h("input", { type: "checkbox", value: v, checked: Array.isArray(prefilled) && prefilled.includes(v) }));
      return {
        el: h("fieldset", { class: "field set" }, h("legend", {}, label(name)),
          boxes.map((b, i) => h("label", { class: "choice" }, b, " ", names.get(choices[i] ?? "") ?? label(choices[i] ?? "")))),
        read: () => {
          const picked = boxes.filter((b) => b.checked).map((b) => b.value);
          return picked.length || required ? { present: true, value: picked } : { present: false };
        },
      };
    }
    if (items.type === "object" && items.properties) {
      return listField(name, items, required, schemas, ctx);
    }
    if (items.type === "string") {
      const input = h("input", { id, type: "text", placeholder: "comma-separated", autocomplete: "off" });
      return {
        el: wrap(input),
        read: () => {
          const list = input.value.split(",").map((s) => s.trim()).filter(Boolean);
          return list.length || required ? { present: true, value: list } : { present: false };
        },
      };
    }
  }
  if (schema.type === "object" && schema.properties) {
    const inner = objectFields(schema, schemas, { ...ctx, prefill: /** @type {Record<string, unknown>} */ (prefilled ?? {}) });
    if (!optional) return { el: h("fieldset", { class: "object" }, h("legend", {}, label(name)), inner.el), read: () => ({ present: true, value: inner.read() }) };
    const details = h("details", { class: "object", open: OPEN.has(name) }, h("summary", {}, `${label(name)} (optional)`), inner.el);
    return { el: details, read: () => (details.open ? { present: true, value: inner.read() } : { present: false }) };
  }
  return jsonField(name, schema, required && !nullable, ctx);
}

/**
 * A list of objects (a stat block's attacks, an attack's damage parts): one sub-form per item,
 * with buttons to add and remove items.
 * @param {string} name
 * @param {JsonSchema} items the schema of one item (an object)
 * @param {boolean} required
 * @param {Record<string, JsonSchema>} schemas
 * @param {FormContext} ctx
 * @returns {Field}
 */
function listField(name, items, required, schemas, ctx) {
  /** @type {{el: HTMLElement, read: () => Record<string, unknown>}[]} */
  const entries = [];
  const list = h("ol", { class: "items" });
  const noun = label(name).replace(/s$/, "");
  const add = () => {
    const inner = objectFields(items, schemas, { ...ctx, prefill: {} });
    const entry = { el: h("li", {}, inner.el), read: inner.read };
    entry.el.append(h("button", { type: "button", onclick: () => {
      entries.splice(entries.indexOf(entry), 1);
      entry.el.remove();
    } }, `Remove this ${noun}`));
    entries.push(entry);
    list.append(entry.el);
    const firstInput = entry.el.querySelector("input, select");
    if (firstInput instanceof HTMLElement) firstInput.focus();
  };
  return {
    el: h("fieldset", { class: "field list" }, h("legend", {}, label(name)), list,
      h("button", { type: "button", onclick: add }, `Add ${noun}`)),
    read: () => (entries.length || required ? { present: true, value: entries.map((e) => e.read()) } : { present: false }),
  };
}

/**
 * A field that may be a string or a number (e.g. revoke's `action`: a command id or a version).
 * @param {string} name
 * @param {JsonSchema[]} branches
 * @param {boolean} required
 * @param {FormContext} ctx
 * @returns {Field}
 */
function scalarUnion(name, branches, required, ctx) {
  const id = nextId();
  const input = h("input", { id, type: "text", value: ctx.prefill[name] ?? "", autocomplete: "off" });
  const numeric = branches.some((b) => b.type === "integer");
  return {
    el: h("div", { class: "field" }, h("label", { for: id }, label(name)), input),
    read: () => {
      const v = input.value.trim();
      if (!v) return { present: false };
      return { present: true, value: numeric && /^-?\d+$/.test(v) ? Number(v) : v };
    },
  };
}

/**
 * A field written as JSON (nested lists of objects, free-form maps).
 * @param {string} name
 * @param {JsonSchema} schema
 * @param {boolean} required
 * @param {FormContext} ctx
 * @returns {Field}
 */
function jsonField(name, schema, required, ctx) {
  const id = nextId();
  const prefilled = ctx.prefill[name];
  const area = h("textarea", { id, rows: 2, spellcheck: "false", placeholder: "JSON" }, prefilled !== undefined ? JSON.stringify(prefilled) : "");
  return {
    el: h("div", { class: "field" }, h("label", { for: id }, `${label(name)} (JSON)`), area, schema.description ? h("small", {}, plainHelp(schema.description.split("\n")[0] ?? "")) : null),
    read: () => {
      if (!area.value.trim()) return required ? { present: true, value: schema.type === "array" ? [] : {} } : { present: false };
      try {
        return { present: true, value: JSON.parse(area.value) };
      } catch {
        throw new Error(`${label(name)}: not valid JSON`);
      }
    },
  };
}

/** @param {FormContext} ctx */
function attackSuggestions(ctx) {
  const actor = ctx.actorField ? ctx.prefill[ctx.actorField] : undefined;
  return typeof actor === "string" ? ctx.attacksOf(actor) : [];
}

/**
 * An enum value back in its own type (a select's value is always a string).
 * @param {string} value
 * @param {unknown[]} choices
 */
function typedLike(value, choices) {
  return choices.find((c) => String(c) === value) ?? value;
}

/** Optional fields a table reaches for first, shown before "More". */
const PROMINENT = new Set(["preset", "creature", "count", "name", "side", "stats", "attack", "spell", "target_id", "target_ids", "position"]);
/** Optional objects shown open: a 5e stat block stated in full (close it to add a library `creature` instead). */
const OPEN = new Set(["stats"]);

/**
 * The fields of an object schema: required first, then the optional ones under "More".
 * @param {JsonSchema} schema
 * @param {Record<string, JsonSchema>} schemas
 * @param {FormContext} ctx
 * @returns {{el: HTMLElement, read: () => Record<string, unknown>}}
 */
function objectFields(schema, schemas, ctx) {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const small = entries.filter(([n]) => n !== "rolls" && n !== "type").length <= 4; // a small object: all of it up front
  const upFront = (/** @type {string} */ n) => small || required.has(n) || n === ctx.actorField || n in ctx.prefill || PROMINENT.has(n);
  const order = [...entries.filter(([n]) => upFront(n) && n !== "rolls"), ...entries.filter(([n]) => !upFront(n) && n !== "rolls")];
  const rolls = entries.find(([n]) => n === "rolls");
  const fields = order.map(([n, s]) => /** @type {[string, Field]} */ ([n, field(n, s, required.has(n), schemas, ctx)]));
  const firstOptional = order.findIndex(([n]) => !upFront(n));
  const main = fields.slice(0, firstOptional < 0 ? fields.length : firstOptional);
  const more = firstOptional < 0 ? [] : fields.slice(firstOptional);
  const rollField = rolls ? /** @type {[string, Field]} */ (["rolls", field("rolls", rolls[1], false, schemas, ctx)]) : null;
  const el = h("div", { class: "fields" },
    main.map(([, f]) => f.el),
    more.length ? h("details", { class: "more" }, h("summary", {}, `More (${more.length})`), more.map(([, f]) => f.el)) : null,
    rollField ? rollField[1].el : null);
  return {
    el,
    read: () => {
      /** @type {Record<string, unknown>} */
      const out = {};
      for (const [n, f] of rollField ? [...fields, rollField] : fields) {
        const r = f.read();
        if (r.present) out[n] = r.value;
      }
      return out;
    },
  };
}

/**
 * The form of one command type: its fields, and `read()` giving the command body.
 * @param {Record<string, JsonSchema>} schemas the published document's components
 * @param {string} type the command's tag (`"unlit-spires.melee_attack"`)
 * @param {FormContext} ctx
 * @returns {{el: HTMLElement, read: () => Record<string, unknown>, description: string}}
 */
export function commandForm(schemas, type, ctx) {
  const union = schemas.Command;
  const ref = union?.discriminator?.mapping[type];
  if (!ref) throw new Error(`the contract has no command ${type}`);
  const schema = resolve({ $ref: ref }, schemas);
  const form = objectFields(schema, schemas, ctx);
  return { el: form.el, read: () => ({ type, ...form.read() }), description: schema.description ?? "" };
}
