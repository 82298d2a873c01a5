// The encounter's live feed (`WS /encounters/{id}/feed?after=N&state=true`), kept open: every
// message carries its version, so the page knows the last one it has; when the socket drops,
// it reconnects with `after=<last version>` (backing off up to 10 s) and the server sends what
// was missed, then live events. A version gap (a message lost) is healed the same way.

/** @typedef {import("./types.js").FeedMessage} FeedMessage */
/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").State} State */

/**
 * Where the feed stands: `live` (open and caught up as far as the server said), `connecting`
 * (the first time), `reconnecting` (lost; trying again, `attempt` so far), `closed` (the server
 * refused for good: a bad or unknown encounter, `reason` says why).
 * @typedef {{status: "connecting" | "live" | "reconnecting" | "closed", version: number,
 *            attempt: number, reason: string}} FeedStatus
 */

/**
 * @typedef {{
 *   onEvent: (entry: LogEntry) => void,
 *   onState: (state: State) => void,
 *   onStatus: (status: FeedStatus) => void,
 *   onPresence: (connected: Present[]) => void,
 * }} FeedHandlers
 */

/**
 * A feed message as received: one of the contract's (an event; an event the reader may not
 * see, `{"kind": "hidden", "version": N}`, which still counts for resume; the state), or, where
 * the live path sends them, presence (no version). Unknown kinds are skipped.
 * @typedef {FeedMessage | {kind: "presence", connected?: Present[]}} Incoming
 */

/**
 * Who holds a feed open to the encounter (where the live path reports presence).
 * @typedef {{role: string, combatant_ids?: string[], connections?: number}} Present
 */

const FINAL_CODES = new Set([4400, 4401, 4403, 4404]); // refused for good: do not retry
const MAX_BACKOFF_MS = 10_000;

/**
 * Open a feed from `after` and keep it open until `close()`.
 * @param {string} encounterId
 * @param {number} after the last version the page already has
 * @param {FeedHandlers} handlers
 * @param {{token?: string | null}} [opts] a token goes in the first message (`{"token": …}`):
 *   a browser's WebSocket cannot set headers, and a query string would put it in access logs
 * @returns {{close: () => void, reconnect: () => void, version: () => number}}
 */
export function openFeed(encounterId, after, handlers, opts = {}) {
  let version = after;
  let attempt = 0;
  let stopped = false;
  /** @type {WebSocket | null} */
  let socket = null;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;

  /** @param {FeedStatus["status"]} status @param {string} [reason] */
  const tell = (status, reason = "") => handlers.onStatus({ status, version, attempt, reason });

  const url = () => {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const q = new URLSearchParams({ after: String(version), state: "true", presence: "true" });
    return `${scheme}//${location.host}/encounters/${encodeURIComponent(encounterId)}/feed?${q}`;
  };

  const connect = () => {
    timer = null;
    if (stopped) return;
    tell(attempt === 0 ? "connecting" : "reconnecting");
    const ws = new WebSocket(url());
    socket = ws;
    ws.onopen = () => {
      if (opts.token) ws.send(JSON.stringify({ token: opts.token }));
      attempt = 0;
      tell("live");
    };
    ws.onmessage = (e) => {
      /** @type {Incoming} */
      const message = JSON.parse(String(e.data));
      if (message.kind === "event" || message.kind === "hidden") {
        if (message.version <= version) return; // already have it (a resume overlaps)
        if (message.version !== version + 1) {
          ws.close(4000, "gap"); // heal: ask again from the last version we have
          return;
        }
        version = message.version;
        handlers.onEvent(message);
        tell("live");
      } else if (message.kind === "state") {
        if (message.version >= version) handlers.onState(message.state);
      } else if (message.kind === "presence") {
        handlers.onPresence(message.connected ?? []);
      }
    };
    ws.onclose = (e) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (FINAL_CODES.has(e.code)) {
        stopped = true;
        tell("closed", e.reason || `closed (${e.code})`);
        return;
      }
      attempt += 1;
      tell("reconnecting", e.reason);
      const wait = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random() / 2);
      timer = setTimeout(connect, wait);
    };
  };

  // Coming back from sleep or a dead Wi-Fi: try at once rather than after the backoff.
  const kick = () => {
    if (!stopped && !socket && timer) {
      clearTimeout(timer);
      connect();
    }
  };
  window.addEventListener("online", kick);
  document.addEventListener("visibilitychange", kick);
  connect();

  return {
    close() {
      stopped = true;
      window.removeEventListener("online", kick);
      document.removeEventListener("visibilitychange", kick);
      if (timer) clearTimeout(timer);
      socket?.close(1000, "page closed");
    },
    reconnect() {
      socket?.close(4000, "reconnect");
      kick();
    },
    version: () => version,
  };
}
