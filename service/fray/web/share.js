// Share links: one per seat at the table (the spectators, each player's combatants), each with
// a QR code a phone can scan, in the GM's share section. Everything after `#` stays in the browser (a fragment is never
// sent to a server), which is where a token goes once the encounter has them.

import { showError } from "./alerts.js";
import { currentToken, issueToken, listTokens, revokeToken } from "./api.js";
import { campOf, inTurnOrder } from "./cards.js";
import { fill, h } from "./dom.js";

/** @typedef {import("./types.js").State} State */

/**
 * The link to this encounter for a seat.
 * @param {string} encounterId
 * @param {{view: "gm" | "player" | "spectator", as?: string[], token?: string | null}} seat
 * @returns {string}
 */
export function seatLink(encounterId, seat) {
  const q = new URLSearchParams({ e: encounterId, view: seat.view });
  if (seat.as?.length) q.set("as", seat.as.join(","));
  if (seat.token) q.set("token", seat.token);
  return `${location.origin}/play/#${q}`;
}

/**
 * A QR code of `text` as an SVG element (scalable; dark modules on white). The encoder (52 KB)
 * is loaded the first time a code is asked for, not with the page.
 * @param {string} text
 * @param {string} label what the code opens, for screen readers
 * @returns {Promise<HTMLElement>}
 */
export async function qrCode(text, label) {
  const { default: qrcode } = await import("./vendor/qrcode.js");
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const holder = h("div", { class: "qr", role: "img", "aria-label": `QR code: ${label}` });
  // createSvgTag builds the markup from the module matrix alone (no caller text inside it).
  holder.innerHTML = code.createSvgTag({ scalable: true, margin: 2 });
  return holder;
}

/**
 * One share entry: the link in a read-only field with a Copy button, and its QR code on demand.
 * @param {string} title
 * @param {string} link
 * @returns {HTMLElement}
 */
export function shareEntry(title, link) {
  const input = h("input", { type: "text", readonly: true, value: link, "aria-label": `${title} link` });
  const qrSlot = h("div", {});
  const copy = async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      document.execCommand("copy");
    }
  };
  const toggle = h("button", { type: "button", "aria-expanded": "false", onclick: () => {
    const open = toggle.getAttribute("aria-expanded") === "true";
    toggle.setAttribute("aria-expanded", String(!open));
    if (open) qrSlot.replaceChildren();
    else void qrCode(link, title).then((code) => qrSlot.replaceChildren(code), showError);
  } }, "QR code");
  return h("li", { class: "share-entry" }, h("strong", {}, title), input,
    h("div", { class: "buttons" }, h("button", { type: "button", onclick: copy }, "Copy"), toggle, h("a", { href: link, target: "_blank", rel: "noopener" }, "Open")), qrSlot);
}

/**
 * The GM's share section: a link per seat (the spectators, each player's combatant, the GM's
 * own). With tokens (roles), a seat's link carries a token issued when the GM asks for it (each
 * ask issues a new one), and the links issued can be listed and revoked; without, the seat is
 * named in the link. Rendered again only when the combatants or the links change, so an open
 * QR code stays open while the fight goes on.
 * @param {string} id the encounter
 * @param {boolean} tokens whether this Fray issues tokens
 * @returns {{render: (state: State, slot: HTMLElement) => void}}
 */
export function shareSection(id, tokens) {
  /** @type {Map<string, string>} */
  const issued = new Map();
  let key = "";
  /** @type {State | null} */
  let shown = null;
  /** @type {HTMLElement | null} */
  let into = null;
  const tokenList = h("div", {});

  /**
   * @param {string} seatKey @param {string} title
   * @param {{role: "player" | "spectator", combatant_ids?: string[]}} seat
   */
  const seatEntry = (seatKey, title, seat) => {
    const view = seat.role;
    if (!tokens) return shareEntry(title, seatLink(id, { view, as: seat.combatant_ids }));
    const made = issued.get(seatKey);
    if (made) return shareEntry(title, made);
    return h("li", { class: "share-entry" }, h("strong", {}, title), h("div", { class: "buttons" },
      h("button", { type: "button", onclick: async () => {
        try {
          const t = await issueToken(id, { ...seat, label: title });
          issued.set(seatKey, seatLink(id, { view, as: seat.combatant_ids, token: t.token }));
          if (shown && into) render(shown, into);
        } catch (e) { showError(e); }
      } }, `Make a link for ${title}`)));
  };

  const showTokens = async () => {
    try {
      const list = (await listTokens(id)).filter((t) => !t.revoked_at);
      fill(tokenList, h("ul", { "aria-label": "Links issued" }, list.map((t) => h("li", {},
        `${t.label || t.role} (${t.role}${t.combatant_ids?.length ? `: ${t.combatant_ids.join(", ")}` : ""}) `,
        t.role !== "gm" ? h("button", { type: "button", onclick: async () => {
          try { await revokeToken(id, t.token_id); await showTokens(); } catch (e) { showError(e); }
        } }, "Revoke") : null))));
    } catch (e) {
      showError(e);
    }
  };

  /** @param {State} state @param {HTMLElement} slot */
  const render = (state, slot) => {
    shown = state;
    into = slot;
    const now = JSON.stringify([state.combatants.map((c) => [c.id, c.side]), [...issued.keys()]]);
    if (now === key) return;
    key = now;
    const players = inTurnOrder(state).filter((c) => campOf(c.side) !== "foes");
    fill(slot, h("ul", {},
      seatEntry("spectators", "Spectators", { role: "spectator" }),
      players.map((c) => seatEntry(`player:${c.id}`, `${c.name}'s player`, { role: "player", combatant_ids: [c.id] })),
      shareEntry("Game master (this page: keep it to yourself)", seatLink(id, { view: "gm", token: currentToken() }))),
    tokens ? h("div", { class: "buttons" }, h("button", { type: "button", onclick: showTokens }, "Links issued")) : null,
    tokenList);
  };
  return { render };
}
