// Encounters this browser was asked to remember. The page keeps a token in the tab's
// sessionStorage (gone when the tab closes); "Remember on this device" also keeps it in
// localStorage, with the encounter's name and ruleset, so the lobby can list it and open it
// again. "Forget" takes it out; a token the server no longer accepts (revoked, or its
// encounter gone) is dropped the next time the lobby asks.

const PREFIX = "fray-remembered:";

/**
 * One remembered encounter.
 * @typedef {{id: string, token: string, name: string, ruleset: string, role: string, saved_at: string}} Remembered
 */

/**
 * Every remembered encounter, newest first.
 * @returns {Remembered[]}
 */
export function remembered() {
  /** @type {Remembered[]} */
  const out = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const r = /** @type {Remembered} */ (JSON.parse(localStorage.getItem(key) ?? ""));
      if (r && typeof r.token === "string") out.push({ ...r, id: key.slice(PREFIX.length) });
    } catch {
      localStorage.removeItem(key);
    }
  }
  return out.sort((a, b) => b.saved_at.localeCompare(a.saved_at));
}

/**
 * The remembered token of an encounter, if any.
 * @param {string} id
 * @returns {string | null}
 */
export function rememberedToken(id) {
  return remembered().find((r) => r.id === id)?.token ?? null;
}

/**
 * Remember an encounter on this device (its token, name, ruleset and the seat's role).
 * @param {Omit<Remembered, "saved_at">} r
 */
export function remember(r) {
  const { id, ...rest } = r;
  localStorage.setItem(`${PREFIX}${id}`, JSON.stringify({ ...rest, saved_at: new Date().toISOString() }));
}

/**
 * Forget an encounter on this device (the tab's own copy of the token stays until it closes).
 * @param {string} id
 */
export function forget(id) {
  localStorage.removeItem(`${PREFIX}${id}`);
}
