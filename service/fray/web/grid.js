// The battle grid: 5-ft squares, each combatant a token at its position. Click a token to
// select it; click a square to move the selected combatant there (a path of single steps,
// diagonals first) or, for the GM, to place it. By keyboard the grid is one focusable widget:
// the arrow keys move a cursor square by square, Enter (or Space) picks the token under the
// cursor or places the picked one there, Escape drops the pick.

import { campOf } from "./cards.js";
import { h, svg } from "./dom.js";

/** @typedef {import("./types.js").State} State */
/** @typedef {import("./types.js").Combatant} Combatant */
/** @typedef {import("./types.js").Position} Position */

/**
 * The squares entered walking from `from` to `to`, one step each (a diagonal is one step).
 * @param {Position} from
 * @param {Position} to
 * @returns {Position[]}
 */
export function pathBetween(from, to) {
  const path = [];
  let { x, y } = from;
  while (x !== to.x || y !== to.y) {
    x += Math.sign(to.x - x);
    y += Math.sign(to.y - y);
    path.push({ x, y });
  }
  return path;
}

/**
 * A name's short label: the first letter of each word, a number kept whole ("Goblin 12" →
 * "G12", "Grey Tide Zombie" → "GTZ").
 * @param {string} name
 */
const initials = (name) => name.split(/\s+/).filter(Boolean).map((w) => (/^\d+$/.test(w) ? w : w[0] ?? "")).join("").toUpperCase();

/**
 * Token labels, distinct within the grid: each name's initials ("Goblin 1" → "G1", "Goblin
 * Boss" → "GB"); where two names would share one, each takes more letters of its words until
 * they differ ("Goblin B" → "GoB", "Goblin Boss" → "GoBo"), and a numbered suffix as a last
 * resort. Combatants keep the order given (joining order), so a label does not jump about.
 * @param {{id: string, name: string}[]} combatants
 * @returns {Map<string, string>} label by combatant id
 */
export function tokenLabels(combatants) {
  /** @param {string} name @param {number} n letters of each word */
  const longer = (name, n) => name.split(/\s+/).filter(Boolean)
    .map((w) => (/^\d+$/.test(w) ? w : `${w[0]?.toUpperCase() ?? ""}${w.slice(1, n).toLowerCase()}`)).join("");
  const out = new Map();
  /** @type {Map<string, string[]>} */
  const byLabel = new Map();
  for (const c of combatants) {
    const base = initials(c.name) || "?";
    byLabel.set(base, [...(byLabel.get(base) ?? []), c.id]);
  }
  const used = new Set();
  for (const c of combatants) {
    const base = initials(c.name) || "?";
    let label = base;
    if ((byLabel.get(base) ?? []).length > 1) {
      for (let n = 2; n <= 3; n += 1) {
        const candidate = longer(c.name, n);
        const clash = combatants.some((o) => o.id !== c.id && initials(o.name) === base && longer(o.name, n) === candidate);
        if (!clash && !used.has(candidate)) { label = candidate; break; }
      }
    }
    for (let i = 2; used.has(label); i += 1) label = `${base}${i}`;
    used.add(label);
    out.set(c.id, label);
  }
  return out;
}

const COLOUR = { heroes: "#2456a6", foes: "#a1261b", other: "#5b4a8a" };

/** @param {string} side */
const colour = (side) => COLOUR[campOf(side)];

/**
 * @typedef {{
 *   selected: string | null,
 *   readOnly: boolean,
 *   cursor: Position | null,
 *   onToken: (id: string) => void,
 *   onSquare: (at: Position) => void,
 *   onCursor: (at: Position) => void,
 *   onEscape: () => void,
 * }} GridOptions
 */

/**
 * The grid of a state.
 * @param {State} state
 * @param {GridOptions} opts
 * @returns {HTMLElement}
 */
export function renderGrid(state, opts) {
  const placed = state.combatants.filter((c) => c.position);
  const xs = placed.map((c) => /** @type {Position} */ (c.position).x);
  const ys = placed.map((c) => /** @type {Position} */ (c.position).y);
  const minX = Math.min(0, ...xs) - 1;
  const minY = Math.min(0, ...ys) - 1;
  const maxX = Math.max(minX + 11, ...xs.map((x) => x + 2));
  const maxY = Math.max(minY + 7, ...ys.map((y) => y + 2));
  const w = maxX - minX + 1;
  const ht = maxY - minY + 1;
  const labels = tokenLabels(state.combatants);
  const selectedOne = state.combatants.find((c) => c.id === opts.selected);
  const start = opts.cursor ?? selectedOne?.position ?? state.combatants.find((c) => c.id === state.turn)?.position ?? { x: 0, y: 0 };
  const cursor = { x: Math.min(maxX, Math.max(minX, start.x)), y: Math.min(maxY, Math.max(minY, start.y)) };
  /** @param {Position} at */
  const occupant = (at) => placed.find((c) => {
    const p = /** @type {Position} */ (c.position);
    const size = c.footprint ?? 1;
    return at.x >= p.x && at.x < p.x + size && at.y >= p.y && at.y < p.y + size;
  });
  const here = occupant(cursor);
  const describeCursor = `Cursor at ${cursor.x}, ${cursor.y}${here ? `: ${here.name}` : ", empty"}${selectedOne ? `. Picked: ${selectedOne.name}` : ""}.`;
  const board = svg("svg", {
    id: "grid-board", viewBox: `${minX} ${minY} ${w} ${ht}`, role: "application", tabindex: opts.readOnly ? -1 : 0, "data-cols": w,
    style: `--cols: ${w}`,
    "aria-label": `Battle grid, ${placed.length} combatants placed${opts.readOnly ? "" : ". Arrow keys move the cursor, Enter picks a token or places the picked one, Escape drops it"}`,
    "aria-describedby": opts.readOnly ? null : "grid-cursor",
  });
  for (let y = minY; y <= maxY; y += 1) {
    for (let x = minX; x <= maxX; x += 1) {
      const sq = svg("rect", { class: "sq", x, y, width: 1, height: 1, "data-x": x, "data-y": y });
      sq.addEventListener("click", () => opts.onSquare({ x, y }));
      board.append(sq);
    }
  }
  for (const c of placed) {
    const p = /** @type {Position} */ (c.position);
    const size = c.footprint ?? 1;
    const secrecy = /** @type {{concealed?: boolean}} */ (/** @type {unknown} */ (c));
    const classes = ["token", c.id === opts.selected ? "selected" : "", c.id === state.turn ? "turn" : "", secrecy.concealed ? "concealed" : ""].join(" ");
    const token = svg("g", { class: classes, "data-id": c.id, "data-label": labels.get(c.id) ?? "" },
      svg("circle", { cx: p.x + size / 2, cy: p.y + size / 2, r: size * 0.42, fill: colour(c.side), opacity: c.down ? 0.45 : 1 }),
      svg("text", { x: p.x + size / 2, y: p.y + size / 2, "font-size": (labels.get(c.id) ?? "").length > 2 ? 0.3 : 0.38 }, labels.get(c.id) ?? ""),
      svg("title", {}, `${c.name} (${p.x}, ${p.y})${secrecy.concealed ? ", hidden from players" : ""}`));
    token.addEventListener("click", (e) => { e.stopPropagation(); opts.onToken(c.id); });
    board.append(token);
  }
  if (!opts.readOnly) board.append(svg("rect", { class: "cursor", x: cursor.x + 0.04, y: cursor.y + 0.04, width: 0.92, height: 0.92 }));
  board.addEventListener("keydown", (ev) => {
    const e = /** @type {KeyboardEvent} */ (ev);
    if (opts.readOnly) return;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (step) {
      e.preventDefault();
      opts.onCursor({ x: Math.min(maxX, Math.max(minX, cursor.x + (step[0] ?? 0))), y: Math.min(maxY, Math.max(minY, cursor.y + (step[1] ?? 0))) });
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      const who = occupant(cursor);
      // A token under the cursor is picked (nobody moves onto another); an empty square is
      // where the picked one goes.
      if (who) opts.onToken(who.id);
      else opts.onSquare(cursor);
    } else if (e.key === "Escape" && opts.selected) {
      e.preventDefault();
      opts.onEscape();
    }
  });
  const unplaced = state.combatants.filter((c) => !c.position && !c.down);
  return h("div", {}, h("div", { class: "board" }, board),
    opts.readOnly ? null : h("p", { id: "grid-cursor", class: "visually-hidden", "aria-live": "polite" }, describeCursor),
    h("p", { class: "hint" }, opts.readOnly ? "" : selectedOne ? `Picked: ${selectedOne.name}. Click a square (or Enter on it) to move it there.` : "Pick a token (click, or Enter under the cursor), then a square to move it.",
      unplaced.length ? [" Not on the grid (pick one, then a square): ", opts.readOnly ? unplaced.map((c) => c.name).join(", ")
        : unplaced.map((c) => h("button", { type: "button", class: `unplaced${c.id === opts.selected ? " selected" : ""}`, "aria-pressed": String(c.id === opts.selected), onclick: () => opts.onToken(c.id) }, c.name)), "."] : ""));
}
