// A few lines of DOM building: h("button", {onclick: f, "aria-label": "…"}, "text", child, …).
// Attributes starting with "on" are listeners; `false`/`null`/`undefined` attributes and children
// are left out; strings become text nodes (never HTML), so nothing a server sends is parsed as markup.

/**
 * @typedef {Record<string, unknown>} Attrs
 * @typedef {Node | string | number | null | undefined | false | readonly unknown[]} Child
 */

/**
 * An element with attributes, listeners and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on") && typeof value === "function") {
      el.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    } else if (name === "value" && "value" in el) {
      /** @type {HTMLInputElement} */ (/** @type {unknown} */ (el)).value = String(value);
    } else if (name === "checked" || name === "selected" || name === "disabled") {
      el.toggleAttribute(name, Boolean(value));
      if (name === "checked") /** @type {HTMLInputElement} */ (/** @type {unknown} */ (el)).checked = Boolean(value);
    } else {
      el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

/**
 * Append children (nested arrays flattened, empty ones skipped).
 * @param {Element} el
 * @param {readonly unknown[]} children
 */
export function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

/**
 * An SVG element (the grid, the QR code's frame).
 * @param {string} tag
 * @param {Record<string, string | number | null | undefined>} [attrs] null and undefined are left out
 * @param {...(SVGElement | string)} children
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  for (const c of children) el.append(c);
  return el;
}

/**
 * Replace an element's children.
 * @param {Element} el
 * @param {...Child} children
 */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

/**
 * The element with this id; throws when the page lacks it (a bug in index.html, not a user error).
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

/**
 * How to find an element again once its part of the page is built anew: its id, else its
 * `data-key`, else its tag, label and text (a button "Damage" of "Goblin 1" is the same button
 * after a re-render).
 * @param {Element} el
 * @returns {string}
 */
function focusKey(el) {
  if (el.id) return `#${el.id}`;
  const key = el.getAttribute("data-key");
  if (key) return `key:${key}`;
  return `${el.tagName}|${el.getAttribute("aria-label") ?? ""}|${el.getAttribute("name") ?? ""}|${(el.textContent ?? "").trim().slice(0, 60)}`;
}

/**
 * Run `rebuild` (which replaces parts of `root`), then put the focus back where the person
 * was: on the element that stands for the one focused before, or, if it is gone, on the
 * nearest part that remains (`fallback`). Keyboard users stay where they were after an action.
 * @param {Element} root
 * @param {() => void} rebuild
 * @param {() => HTMLElement | SVGElement | null} [fallback]
 */
export function keepFocus(root, rebuild, fallback) {
  const before = document.activeElement;
  const inside = before instanceof Element && before !== document.body && root.contains(before);
  const key = inside ? focusKey(before) : null;
  rebuild();
  if (!key || (before && document.activeElement === before && before.isConnected)) return;
  const again = [...root.querySelectorAll("button, input, select, textarea, a[href], [tabindex], summary")].find((el) => focusKey(el) === key);
  const target = /** @type {HTMLElement | SVGElement | null} */ (again ?? fallback?.() ?? null);
  target?.focus({ preventScroll: true });
}
