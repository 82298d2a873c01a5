// Share links: one per seat at the table (the spectators, each player's combatants), each with
// a QR code a phone can scan. Everything after `#` stays in the browser (a fragment is never
// sent to a server), which is where a token goes once the encounter has them.

import { h } from "./dom.js";
import qrcode from "./vendor/qrcode.js";

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
 * A QR code of `text` as an SVG element (scalable; dark modules on white).
 * @param {string} text
 * @param {string} label what the code opens, for screen readers
 * @returns {HTMLElement}
 */
export function qrCode(text, label) {
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
    qrSlot.replaceChildren(...(open ? [] : [qrCode(link, title)]));
  } }, "QR code");
  return h("li", { class: "share-entry" }, h("strong", {}, title), input,
    h("div", { class: "buttons" }, h("button", { type: "button", onclick: copy }, "Copy"), toggle, h("a", { href: link, target: "_blank", rel: "noopener" }, "Open")), qrSlot);
}
