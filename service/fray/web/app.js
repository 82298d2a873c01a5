// The page's entry: read the fragment, open the lobby or an encounter's table. Everything the
// page needs to know sits after `#` (`#e=<id>&view=gm|player|spectator&as=<ids>&token=…`), which
// browsers never send to a server: a token there reaches no access log and no proxy. A token is
// kept in this tab's sessionStorage and taken out of the address bar.

import { showError } from "./alerts.js";
import { currentSeat, features, useToken } from "./api.js";
import { byId, fill, h } from "./dom.js";
import { openLobby } from "./lobby.js";
import { rememberedToken } from "./remember.js";
import { openTable } from "./table.js";

/** @typedef {import("./types.js").Seat} Seat */

/** @type {(() => void) | null} */
let leave = null;

/**
 * The seat a link's fragment describes.
 * @param {URLSearchParams} q
 * @returns {Seat}
 */
export function seatOf(q) {
  const view = q.get("view");
  const mine = (q.get("as") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (view === "player") return { role: "player", mine };
  if (view === "spectator") return { role: "spectator", mine: [] };
  return { role: "gm", mine: [] };
}

/**
 * Who the page is at this encounter: with a token (where roles exist), what the server says the
 * token is; without, what the link's fragment says (a courtesy of the page, not a guard).
 * @param {string} encounter
 * @param {URLSearchParams} q
 * @returns {Promise<Seat>}
 */
async function seatFor(encounter, q) {
  const token = sessionStorage.getItem(`fray-token:${encounter}`);
  const asked = token ? currentSeat(encounter) : null; // asked with the contract, not after it
  asked?.catch(() => {});
  if (!asked || !(await features()).tokens) return seatOf(q);
  const me = await asked;
  return { role: me.role, mine: me.role === "player" ? me.combatant_ids ?? [] : [] };
}

async function route() {
  leave?.();
  leave = null;
  const main = byId("main");
  const q = new URLSearchParams(location.hash.slice(1));
  const encounter = q.get("e");
  const token = q.get("token");
  if (token && encounter) {
    sessionStorage.setItem(`fray-token:${encounter}`, token);
    q.delete("token");
    history.replaceState(null, "", `${location.pathname}#${q}`);
  }
  if (encounter && !sessionStorage.getItem(`fray-token:${encounter}`)) {
    const kept = rememberedToken(encounter); // remembered on this device, the tab closed since
    if (kept) sessionStorage.setItem(`fray-token:${encounter}`, kept);
  }
  useToken(encounter ? sessionStorage.getItem(`fray-token:${encounter}`) : null);
  try {
    if (encounter) {
      leave = await openTable(main, encounter, seatFor(encounter, q)); // the table's requests start meanwhile
    } else {
      await openLobby(main, (id, gmToken) => {
        const next = new URLSearchParams({ e: id, view: "gm" });
        if (gmToken) next.set("token", gmToken);
        location.hash = String(next);
      });
    }
  } catch (e) {
    showError(e);
    fill(main, h("p", {}, h("a", { href: "#" }, "Back to the lobby")));
  }
}

window.addEventListener("hashchange", () => void route());
void route();
