// The battle grid: 5-ft squares, each combatant a token at its position. Click (or Enter on) a
// token to select it; click a square to move the selected combatant there (a path of single
// steps, diagonals first) or, for the GM, to place it. The same moves are in the command form
// for those who do not use a pointer.

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

/** @param {string} name */
const initials = (name) => name.split(/\s+/).map((w) => w[0] ?? "").join("").slice(0, 2).toUpperCase();

const COLOUR = { heroes: "#2456a6", foes: "#a1261b", other: "#5b4a8a" };

/** @param {string} side */
const colour = (side) => COLOUR[campOf(side)];

/**
 * The grid of a state.
 * @param {State} state
 * @param {{selected: string | null, readOnly: boolean, onToken: (id: string) => void, onSquare: (at: Position) => void}} opts
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
  const board = svg("svg", { viewBox: `${minX} ${minY} ${w} ${ht}`, role: "group", "aria-label": `Battle grid, ${placed.length} combatants placed` });
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
    const classes = ["token", c.id === opts.selected ? "selected" : "", c.id === state.turn ? "turn" : ""].join(" ");
    const token = svg("g", { class: classes, tabindex: 0, role: "button", "data-id": c.id,
      "aria-label": `${c.name} at ${p.x}, ${p.y}${c.id === state.turn ? ", taking the turn" : ""}${c.id === opts.selected ? ", selected" : ""}` },
    svg("circle", { cx: p.x + size / 2, cy: p.y + size / 2, r: size * 0.42, fill: colour(c.side), opacity: c.down ? 0.45 : 1 }),
    svg("text", { x: p.x + size / 2, y: p.y + size / 2 }, initials(c.name)),
    svg("title", {}, `${c.name} (${p.x}, ${p.y})`));
    token.addEventListener("click", (e) => { e.stopPropagation(); opts.onToken(c.id); });
    token.addEventListener("keydown", (e) => {
      if (/** @type {KeyboardEvent} */ (e).key === "Enter" || /** @type {KeyboardEvent} */ (e).key === " ") { e.preventDefault(); opts.onToken(c.id); }
    });
    board.append(token);
  }
  const unplaced = state.combatants.filter((c) => !c.position && !c.down).map((c) => c.name);
  return h("div", {}, board,
    h("p", { class: "hint" }, opts.readOnly ? "" : opts.selected ? `Selected: ${state.combatants.find((c) => c.id === opts.selected)?.name ?? opts.selected}. Click a square to move it there.` : "Select a token, then click a square to move it.",
      unplaced.length ? ` Not on the grid: ${unplaced.join(", ")}.` : ""));
}
