// The encounter's live feed (`WS /encounters/{id}/feed?after=N&state=true`), kept open: every
// message carries its version, so the page knows the last one it has; when the socket drops,
// it reconnects with `after=<last version>` (backing off up to 10 s) and the server sends what
// was missed, then live events. A version gap (a message lost) is healed the same way.
// A heartbeat (`{"ping": n}`, answered by `{"kind": "pong"}`) every 0.7 s tells a dead
// connection within two seconds, and the browser's offline event at once: the page then says
// "offline" and keeps trying (every 2 s at most), at once when the device is back online.

/** @typedef {import("./types.js").FeedMessage} FeedMessage */
/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").State} State */

/**
 * Where the feed stands: `live` (open and caught up as far as the server said), `connecting`
 * (the first time), `reconnecting` (lost; trying again, `attempt` so far), `offline` (the
 * device is offline, or the server stopped answering the heartbeat), `closed` (the server
 * refused for good: a bad or unknown encounter, `reason` says why).
 * @typedef {{status: "connecting" | "live" | "reconnecting" | "offline" | "closed", version: number,
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
 * @typedef {FeedMessage | {kind: "presence", connected?: Present[]} | {kind: "pong"}} Incoming
 */

/**
 * Who holds a feed open to the encounter (where the live path reports presence).
 * @typedef {{role: string, combatant_ids?: string[], connections?: number}} Present
 */

const FINAL_CODES = new Set([4400, 4401, 4403, 4404]); // refused for good: do not retry
const MAX_BACKOFF_MS = 2_000;
const PING_EVERY_MS = 700;
const SILENT_FOR_MS = 1_600; // no message for this long while pinging: the connection is gone

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
  /** @type {ReturnType<typeof setInterval> | null} */
  let beat = null;
  let lastHeard = 0;
  let offline = !navigator.onLine;

  /** @param {FeedStatus["status"]} status @param {string} [reason] */
  const tell = (status, reason = "") => handlers.onStatus({ status, version, attempt, reason });

  const url = () => {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const q = new URLSearchParams({ after: String(version), state: "true", presence: "true" });
    return `${scheme}//${location.host}/encounters/${encodeURIComponent(encounterId)}/feed?${q}`;
  };

  const stopBeat = () => {
    if (beat) clearInterval(beat);
    beat = null;
  };
  /** Try again later (backing off), saying why meanwhile. @param {FeedStatus["status"]} status @param {string} reason */
  const retry = (status, reason) => {
    attempt += 1;
    tell(status, reason);
    const wait = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random() / 2);
    timer = setTimeout(connect, wait);
  };
  /** Give up on the socket in use (it may never close by itself on a dead network). @param {string} reason */
  const abandon = (reason) => {
    const ws = socket;
    socket = null;
    stopBeat();
    if (ws) { ws.onclose = null; ws.onmessage = null; try { ws.close(4000, "heartbeat lost"); } catch { /* already closing */ } }
    if (timer) clearTimeout(timer);
    timer = null;
    if (!stopped) retry("offline", reason);
  };

  const connect = () => {
    timer = null;
    if (stopped) return;
    tell(offline ? "offline" : attempt === 0 ? "connecting" : "reconnecting", offline ? "this device is offline" : "");
    const ws = new WebSocket(url());
    socket = ws;
    ws.onopen = () => {
      if (opts.token) ws.send(JSON.stringify({ token: opts.token }));
      attempt = 0;
      offline = false;
      lastHeard = Date.now();
      tell("live");
      let n = 0;
      stopBeat();
      beat = setInterval(() => {
        if (socket !== ws) { stopBeat(); return; }
        if (Date.now() - lastHeard > SILENT_FOR_MS) { abandon("the server does not answer"); return; }
        try { ws.send(JSON.stringify({ ping: (n += 1) })); } catch { abandon("the connection is gone"); }
      }, PING_EVERY_MS);
    };
    ws.onmessage = (e) => {
      lastHeard = Date.now();
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
      stopBeat();
      if (stopped) return;
      if (FINAL_CODES.has(e.code)) {
        stopped = true;
        tell("closed", e.reason || `closed (${e.code})`);
        return;
      }
      retry(offline ? "offline" : "reconnecting", e.reason);
    };
  };

  // Coming back from sleep or a dead Wi-Fi: try at once rather than after the backoff.
  const kick = () => {
    offline = !navigator.onLine;
    if (!stopped && !socket && timer) {
      clearTimeout(timer);
      connect();
    }
  };
  const goneOffline = () => {
    offline = true;
    abandon("this device is offline");
  };
  window.addEventListener("online", kick);
  window.addEventListener("offline", goneOffline);
  document.addEventListener("visibilitychange", kick);
  connect();

  return {
    close() {
      stopped = true;
      stopBeat();
      window.removeEventListener("online", kick);
      window.removeEventListener("offline", goneOffline);
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
