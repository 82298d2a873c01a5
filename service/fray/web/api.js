// The public API, as any third party calls it: JSON over HTTP, errors as RFC 9457 problem
// documents (thrown as ProblemError), the encounter's version as ETag. A token, when the page has
// one (from the link's fragment, never a query string), goes in `Authorization: Bearer`.

/** @typedef {import("./types.js").State} State */
/** @typedef {import("./types.js").Command} Command */
/** @typedef {import("./types.js").CommandResult} CommandResult */
/** @typedef {import("./types.js").Ruleset} Ruleset */
/** @typedef {import("./types.js").EncounterSummary} EncounterSummary */
/** @typedef {import("./types.js").EventPage} EventPage */
/** @typedef {import("./types.js").Recorded} Recorded */
/** @typedef {import("./types.js").Problem} Problem */
/** @typedef {import("./types.js").CreateEncounter} CreateEncounter */
/** @typedef {import("./types.js").JsonSchema} JsonSchema */

/** A refused request: its problem document (status, title, detail, type). */
export class ProblemError extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem.detail || problem.title);
    this.problem = problem;
  }
}

/** @type {{token: string | null}} */
const auth = { token: null };

/**
 * Use this bearer token on every request from now on (null: none).
 * @param {string | null} token
 */
export function useToken(token) {
  auth.token = token;
}

/** @returns {string | null} the bearer token in use */
export function currentToken() {
  return auth.token;
}

/**
 * One request. Resolves to the decoded JSON body (and the response's ETag); rejects with a
 * ProblemError for any status of 400 or more (a body that is no problem document is described
 * as one), or with a TypeError when the network fails.
 * @param {string} method
 * @param {string} path
 * @param {{body?: unknown, headers?: Record<string, string>}} [opts]
 * @returns {Promise<{body: unknown, etag: string | null}>}
 */
async function call(method, path, opts = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: "application/json, application/problem+json", ...(opts.headers || {}) };
  if (auth.token && !headers.authorization) headers.authorization = `Bearer ${auth.token}`;
  /** @type {RequestInit} */
  const init = { method, headers };
  if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(opts.body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  /** @type {unknown} */
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const p = /** @type {Partial<Problem>} */ (body && typeof body === "object" ? body : {});
    throw new ProblemError({
      type: p.type || "about:blank",
      title: p.title || response.statusText || "Request refused",
      status: p.status || response.status,
      detail: p.detail || text.slice(0, 300) || `${method} ${path}: ${response.status}`,
    });
  }
  return { body, etag: response.headers.get("etag") };
}

/** @returns {Promise<Ruleset[]>} every ruleset with its commands and options (`GET /rulesets`) */
export async function listRulesets() {
  return /** @type {Ruleset[]} */ ((await call("GET", "/rulesets")).body);
}

/** @returns {Promise<EncounterSummary[]>} the newest encounters the caller may see */
export async function listEncounters() {
  return /** @type {EncounterSummary[]} */ ((await call("GET", "/encounters?limit=20")).body);
}

/**
 * Start an encounter (`POST /encounters`). The answer carries the GM's token (`gm_token`),
 * shown this once.
 * @param {CreateEncounter} body
 * @returns {Promise<import("./types.js").Created>}
 */
export async function createEncounter(body) {
  return /** @type {import("./types.js").Created} */ ((await call("POST", "/encounters", { body, headers: { "idempotency-key": randomKey() } })).body);
}

/**
 * The encounter's state: now, or at a past `version`, or as a past `round` began.
 * @param {string} id
 * @param {{version?: number, round?: number}} [at]
 * @returns {Promise<State>}
 */
export async function getState(id, at = {}) {
  const q = at.version ? `?version=${at.version}` : at.round ? `?round=${at.round}` : "";
  return /** @type {State} */ ((await call("GET", `/encounters/${encodeURIComponent(id)}${q}`)).body);
}

/** @typedef {import("./types.js").LogEntry} LogEntry */

/**
 * Whether a log entry is a recorded event the reader may see (not a hidden placeholder).
 * @param {LogEntry} entry
 * @returns {entry is Recorded}
 */
export const isEvent = (entry) => entry.kind === "event";

/**
 * The log after `after` (up to version `to`, else to the end), page by page (each page at most
 * the server's limit).
 * @param {string} id
 * @param {number} [after]
 * @param {number} [to]
 * @returns {Promise<LogEntry[]>}
 */
export async function getLog(id, after = 0, to = undefined) {
  /** @type {LogEntry[]} */
  const out = [];
  /** @type {string | null | undefined} */
  let next = `/encounters/${encodeURIComponent(id)}/events?after=${after}${to !== undefined ? `&to=${to}` : ""}`;
  while (next) {
    const page = /** @type {EventPage} */ ((await call("GET", next)).body);
    out.push(...page.events);
    next = page.next;
  }
  return out;
}

/**
 * The newest `n` entries of the log (up to version `to`, else to the last) in one request that
 * needs no version first (`GET /encounters/{id}/events?newest=n`), so it is asked beside the
 * state, not after it.
 * @param {string} id
 * @param {number} n 1 to 1,000
 * @param {number} [to]
 * @returns {Promise<LogEntry[]>}
 */
export async function getNewest(id, n, to = undefined) {
  const q = `newest=${n}${to !== undefined ? `&to=${to}` : ""}`;
  return /** @type {EventPage} */ ((await call("GET", `/encounters/${encodeURIComponent(id)}/events?${q}`)).body).events;
}

/**
 * Send a command (`POST /encounters/{id}/commands`); with `dryRun` nothing is stored and the
 * answer says what would be appended. `ifMatch` applies it only at that version (else 412).
 * @param {string} id
 * @param {Command | Record<string, unknown>} command
 * @param {{dryRun?: boolean, ifMatch?: number}} [opts]
 * @returns {Promise<CommandResult>}
 */
export async function sendCommand(id, command, opts = {}) {
  /** @type {Record<string, string>} */
  const headers = { "idempotency-key": randomKey() };
  if (opts.ifMatch !== undefined) headers["if-match"] = `"${opts.ifMatch}"`;
  const q = opts.dryRun ? "?dry_run=true" : "";
  const path = `/encounters/${encodeURIComponent(id)}/commands${q}`;
  return /** @type {CommandResult} */ ((await call("POST", path, { body: command, headers })).body);
}

/**
 * A fresh random key (128 bits, hex). `crypto.randomUUID` exists only in secure contexts, and a
 * phone on the LAN opens Fray over plain http, so this uses `getRandomValues`, which works there.
 * @returns {string}
 */
export function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The published document, as far as the page reads it.
 * @typedef {{paths: Record<string, Record<string, {operationId?: string}>>, components: {schemas: Record<string, JsonSchema>}}} Contract
 */

/** @type {Promise<Contract> | null} */
let contract = null;

/**
 * The published document (`/docs/openapi.json`, fetched once).
 * @returns {Promise<Contract>}
 */
function contractDocument() {
  if (!contract) contract = call("GET", "/docs/openapi.json").then(({ body }) => /** @type {Contract} */ (body));
  return contract;
}

/**
 * The published document's schemas: the command forms are built from them, so a new command
 * or field needs no change to the page.
 * @returns {Promise<Record<string, JsonSchema>>}
 */
export async function contractSchemas() {
  return (await contractDocument()).components.schemas;
}

/**
 * What this Fray offers beyond the base contract, read from its own document by operation id,
 * so the same page works before and after a feature lands: `tokens` (roles: GM, player and
 * spectator tokens, hidden information), `fork` and `stats` (history).
 * @returns {Promise<{tokens: boolean, fork: boolean, stats: boolean}>}
 */
export async function features() {
  const doc = await contractDocument();
  const ops = new Set(Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId)));
  return { tokens: ops.has("issueToken") && ops.has("currentToken"), fork: ops.has("forkEncounter"), stats: ops.has("getEncounterStats") };
}

/** @typedef {import("./types.js").TokenInfo} TokenInfo */
/** @typedef {import("./types.js").IssuedToken} IssuedToken */
/** @typedef {import("./types.js").IssueToken} IssueToken */

/**
 * Issue a token for a seat (the GM's `POST /encounters/{id}/tokens`); its secret is in the
 * answer, this once.
 * @param {string} id
 * @param {IssueToken} body
 * @returns {Promise<IssuedToken>}
 */
export async function issueToken(id, body) {
  return /** @type {IssuedToken} */ ((await call("POST", `/encounters/${encodeURIComponent(id)}/tokens`, { body })).body);
}

/**
 * The tokens of an encounter (the GM's list, without secrets).
 * @param {string} id
 * @returns {Promise<TokenInfo[]>}
 */
export async function listTokens(id) {
  return /** @type {TokenInfo[]} */ ((await call("GET", `/encounters/${encodeURIComponent(id)}/tokens`)).body);
}

/**
 * Revoke one token.
 * @param {string} id
 * @param {string} tokenId
 */
export async function revokeToken(id, tokenId) {
  await call("DELETE", `/encounters/${encodeURIComponent(id)}/tokens/${encodeURIComponent(tokenId)}`);
}

/**
 * Who the token in use is at this encounter (its role and combatants).
 * @param {string} id
 * @returns {Promise<TokenInfo>}
 */
export async function currentSeat(id) {
  return /** @type {TokenInfo} */ ((await call("GET", `/encounters/${encodeURIComponent(id)}/tokens/current`)).body);
}

/**
 * A new encounter from this one's state at `version` (history's fork).
 * @param {string} id
 * @param {{version?: number, name?: string}} body
 * @returns {Promise<CommandResult & {gm_token?: string}>}
 */
export async function forkEncounter(id, body) {
  return /** @type {CommandResult & {gm_token?: string}} */ ((await call("POST", `/encounters/${encodeURIComponent(id)}/fork`, { body, headers: { "idempotency-key": randomKey() } })).body);
}

/**
 * The fight's statistics per combatant (history's `GET /encounters/{id}/stats`).
 * @typedef {{id: string, name: string, side: string, attacks?: number, hits?: number, misses?: number,
 *            damage_dealt?: number, damage_taken?: number, healing_received?: number, fell?: number, turns_taken?: number}} CombatantStats
 * @param {string} id
 * @returns {Promise<{version: number, combatants: CombatantStats[], undone_actions?: number}>}
 */
export async function getStats(id) {
  return /** @type {{version: number, combatants: CombatantStats[], undone_actions?: number}} */ ((await call("GET", `/encounters/${encodeURIComponent(id)}/stats`)).body);
}

/**
 * One library entry as the search lists it (`GET /rulesets/{r}/creatures`).
 * @typedef {{id: string, name: string, type?: string | null, challenge_rating?: string | null, summary: string, url?: string}} CreatureEntry
 */

/**
 * One library creature whole (`GET /rulesets/{r}/creatures/{id}`): its summary and `stats`, the
 * stat block exactly as the add command gives it.
 * @param {string} url the creatures' address (`GET /rulesets` `creatures`)
 * @param {string} creature its id
 * @returns {Promise<CreatureEntry & {stats: Record<string, unknown>}>}
 */
export async function getCreature(url, creature) {
  return /** @type {CreatureEntry & {stats: Record<string, unknown>}} */ ((await call("GET", `${url}/${encodeURIComponent(creature)}`)).body);
}

/**
 * Search a ruleset's creature library by name, type or challenge rating.
 * @param {string} url the ruleset's `creatures` address (`GET /rulesets`)
 * @param {string} q words the name holds
 * @param {number} [limit]
 * @returns {Promise<CreatureEntry[]>}
 */
export async function searchCreatures(url, q, limit = 8) {
  const query = new URLSearchParams({ q, limit: String(limit) });
  const body = /** @type {{items?: CreatureEntry[]}} */ ((await call("GET", `${url}?${query}`)).body);
  return body.items ?? [];
}

/**
 * What a remembered token opens, asked with that token: the encounter's summary and when its
 * newest event was recorded. Rejects with a ProblemError (401 or 404) when the token is no
 * longer accepted.
 * @param {string} id
 * @param {string} token
 * @returns {Promise<{summary: EncounterSummary | undefined, last: string | null}>}
 */
export async function encounterAs(id, token) {
  const headers = { authorization: `Bearer ${token}` };
  const list = /** @type {EncounterSummary[]} */ ((await call("GET", "/encounters?limit=5", { headers })).body);
  const summary = list.find((e) => e.encounter_id === id);
  if (!summary) return { summary, last: null };
  const page = /** @type {EventPage} */ ((await call("GET", `/encounters/${encodeURIComponent(id)}/events?after=${Math.max(0, (summary.version ?? 1) - 1)}&limit=1`, { headers })).body);
  const newest = page.events[page.events.length - 1];
  return { summary, last: newest && isEvent(newest) ? newest.recorded_at : null };
}

/**
 * Every spell of a ruleset's list, by name with its one-line summary (`GET /rulesets/{r}/spells`).
 * @param {string} url the ruleset's `spells` address
 * @returns {Promise<{name: string, summary?: string}[]>}
 */
export async function listSpells(url) {
  const body = /** @type {{items?: {name: string, summary?: string}[]}} */ ((await call("GET", `${url}?limit=400`)).body);
  return body.items ?? [];
}
