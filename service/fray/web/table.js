// One encounter at the table: the turn bar, the turn order, the grid, the action panel, the
// story (the live log) and, for the GM, history and share links. The state comes from the feed
// (`state=true`), so every page shows each change as it happens; a page that loses its
// connection says so and resumes from the last version it has.

import { clearError, describe, showError } from "./alerts.js";
import { contractSchemas, currentToken, features, getLog, getNewest, getState, isEvent, listRulesets, listSpells, sendCommand } from "./api.js";
import { actionButtonsOf, commandLabel, commandsFor, likelyCommand, renderAct } from "./act.js";
import { renderOrder } from "./cards.js";
import { byId, fill, h, keepFocus } from "./dom.js";
import { libraryBox, libraryCommand, overridable } from "./library.js";
import { forget, remember, rememberedToken } from "./remember.js";
import { openFeed } from "./feed.js";
import { pathBetween, renderGrid } from "./grid.js";
import { fork, renderHistory, showStats } from "./history.js";
import { startReplay } from "./replay.js";
import { shareSection } from "./share.js";
import { damage5e, isBookkeeping, knowEvents, revisions, tell } from "./story.js";

/** @typedef {import("./types.js").State} State */
/** @typedef {import("./types.js").Seat} Seat */
/** @typedef {import("./types.js").Recorded} Recorded */
/** @typedef {import("./api.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").Ruleset} Ruleset */
/** @typedef {import("./types.js").JsonSchema} JsonSchema */
/** @typedef {import("./types.js").Position} Position */
/** @typedef {import("./feed.js").FeedStatus} FeedStatus */

/** How many events the story loads at a time (the newest at once, earlier ones on scrolling back). */
const LOG_PAGE = 200;
/** How many of the first page's lines are shown with the table; the rest of the page after the first paint. */
const FIRST_LINES = 30;

/** Keyboard shortcuts (outside text fields), listed on the page. */
const SHORTCUTS = [["n", "next turn (start the fight)"], ["u", "undo"], ["r", "redo"], ["g", "the grid"], ["a", "the first action"], ["/", "the library search"]];

/**
 * Open the table of one encounter in `main`.
 * @param {HTMLElement} main
 * @param {string} id the encounter's id
 * @param {Seat | Promise<Seat>} seatAsked who is looking (the table's requests start while it is asked)
 * @returns {Promise<() => void>} closes the feed (when the page leaves this encounter)
 */
export async function openTable(main, id, seatAsked) {
  // The newest page of the log is asked beside the state (`?newest=`, no version needed first);
  // earlier pages as the reader scrolls back (LOG_PAGE each).
  const logAsked = getNewest(id, LOG_PAGE);
  logAsked.catch(() => {}); // awaited below; a refusal is shown from there
  const [rulesets, schemas, first, offers, seat] = await Promise.all([listRulesets(), contractSchemas(), getState(id), features(), seatAsked]);
  const ruleset = rulesets.find((r) => r.id === first.ruleset);
  if (!ruleset) throw new Error(`this Fray has no ruleset ${first.ruleset}`);
  const gm = seat.role === "gm";
  // The ruleset's spell list, offered by name in the cast form (the page works without it):
  // not waited for; the form is drawn again when it comes, unless someone is typing in it.
  /** @type {{name: string, summary?: string}[]} */
  let spells = [];
  const spellsAsked = ruleset.spells && seat.role !== "spectator" ? listSpells(ruleset.spells).catch(() => []) : null;
  const log = await logAsked;
  let oldest = Math.max(0, (log[0]?.version ?? 1) - 1);

  /** @type {State} */
  let state = first;
  /** @type {State | null} */
  let past = null;
  let pastLabel = "";
  /** @type {string | null} */
  let selected = null;
  /** The target of the next action: a card or a token clicked. @type {string | null} */
  let target = null;
  /** The grid's keyboard cursor. @type {Position | null} */
  let cursor = null;
  /** The events this page has told, by version (for the words of an undo). @type {Map<number, import("./types.js").Event>} */
  const told = new Map();
  knowEvents((v) => told.get(v));
  const commands = commandsFor(ruleset, seat);
  let command = likelyCommand(commands, state, seat);
  /** @type {Record<string, unknown>} */
  let prefill = {};
  let actKey = "";
  /** @type {Map<string, string>} */
  const names = new Map(state.combatants.map((c) => [c.id, c.name]));
  /** @type {Map<number, HTMLElement>} */
  const lines = new Map();
  /** @type {Awaited<ReturnType<typeof startReplay>> | null} */
  let replay = null;

  const section = (/** @type {string} */ cls, /** @type {string} */ title, /** @type {string} */ slot, hidden = false) =>
    h("section", { class: cls, "aria-labelledby": `${slot}-h`, hidden }, h("h2", { id: `${slot}-h` }, title), h("div", { id: slot }));
  const story = h("ol", { id: "story", "aria-label": "The fight so far, newest last", "aria-relevant": "additions" });
  const minorToggle = h("input", { id: "show-minor", type: "checkbox", onchange: () => story.classList.toggle("show-minor", minorToggle.checked) });
  const libraryType = gm && ruleset.creatures ? libraryCommand(ruleset, schemas) : null;
  const actSection = h("section", { class: "act", "aria-labelledby": "act-h" },
    h("h2", { id: "act-h" }, gm ? "Act" : seat.role === "player" ? "Your actions" : "Watching"),
    h("div", { id: "actions", class: "actions" }),
    libraryType && ruleset.creatures ? h("div", { id: "library" }, libraryBox({
      url: ruleset.creatures, command: libraryType, rolled: "hit_points" in (schemas[(schemas.Command?.discriminator?.mapping?.[libraryType] ?? "").split("/").pop() ?? ""]?.properties ?? {}),
      overrides: overridable(schemas, libraryType), onAdd: (body) => refusalOf(body),
    })) : null,
    h("div", { id: "act" }));
  fill(main, h("div", { class: "table", "data-version": "0", "data-role": seat.role },
    h("section", { class: "turnbar", "aria-label": "Turn" }, h("div", { id: "turnbar", class: "bar" })),
    section("order", "Turn order", "order"),
    section("grid", "Grid", "grid"),
    actSection,
    h("aside", { class: "log", "aria-labelledby": "story-h" }, h("div", { class: "log-head" }, h("h2", { id: "story-h" }, "Story"),
      h("span", { class: "field check" }, minorToggle, h("label", { for: "show-minor" }, "bookkeeping"))), story),
    section("history", "History", "history"),
    gm ? section("share", "Share this table", "share") : null));
  const table = /** @type {HTMLElement} */ (main.firstElementChild);
  byId("title").textContent = `${state.name} · ${ruleset.title}`;
  byId("seat").textContent = gm ? "Game master" : seat.role === "player"
    ? `Player: ${seat.mine.map((m) => names.get(m) ?? m).join(", ") || "no combatant"}` : "Spectator";

  const name = (/** @type {string | null | undefined} */ cid) => (cid ? names.get(cid) ?? "someone unseen" : "someone");

  /** Versions undone (kept for lines loaded later, from an earlier page). @type {Set<number>} */
  const revokedVersions = new Set();
  /** Whether the story is to be scrolled to its end at the next frame (once for many lines). */
  let scrollDue = false;
  const scrollToEnd = () => {
    if (scrollDue) return;
    scrollDue = true;
    requestAnimationFrame(() => {
      scrollDue = false;
      const box = story.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
  };
  /** @param {HTMLElement} li @param {number} version @param {DocumentFragment | null} into */
  const place = (li, version, into) => {
    if (revokedVersions.has(version)) li.classList.add("revoked");
    lines.set(version, li);
    (into ?? story).append(li);
    if (!into && version > Number(table.dataset.version)) table.dataset.version = String(version);
  };
  /**
   * One event's line: appended to the story (a live event), or to `into`, a fragment put in the
   * document once for a whole page (the first page, an earlier one): the DOM is built off the
   * document and laid out once, never line by line.
   * @param {LogEntry} entry @param {DocumentFragment | null} [into]
   */
  const addLine = (entry, into = null) => {
    if (!isEvent(entry)) {
      const li = h("li", { "data-version": entry.version, "data-type": "hidden", class: "minor hidden" },
        h("span", { class: "v", "aria-hidden": "true" }, `v${entry.version}`),
        h("span", { class: "text" }, "Something happens out of your sight."));
      place(li, entry.version, into);
      return;
    }
    const e = entry;
    const d = e.data;
    if (String(d.type) === "revealed") {
      reveals.set(e.version, e);
      void reopenThePast();
    }
    if ("combatant_id" in d && "name" in d && typeof d.name === "string" && d.type.endsWith("combatant_added")) names.set(d.combatant_id, d.name);
    const { revoked, restored } = revisions(d);
    for (const v of revoked) { revokedVersions.add(v); lines.get(v)?.classList.add("revoked"); }
    for (const v of restored) { revokedVersions.delete(v); lines.get(v)?.classList.remove("revoked"); }
    told.set(e.version, d);
    const li = h("li", { "data-version": e.version, "data-type": e.type, class: d.type === "turn_started" ? "turn-start" : isBookkeeping(d) ? "minor" : "" },
      h("span", { class: "v", "aria-hidden": "true" }, `v${e.version}`),
      h("span", { class: "text" }, tell(d, name), e.metadata.table_dice ? " (table dice)" : ""));
    // The GM's view marks what players do not see (an event for the GM only, or some players).
    const audience = e.metadata.visibility?.audience ?? "public";
    if (gm && audience !== "public") {
      li.classList.add("secret");
      li.append(h("span", { class: "badge secret" }, audience === "gm" ? "secret" : "some players"));
    }
    // One line per hit: a 5e attack's damage is told on the attack's line.
    if (d.type === "dnd5e-2024.damage_resolved") {
      let attackLine = /** @type {HTMLElement | undefined} */ (undefined);
      for (let v = e.version - 1; v > e.version - 12 && !attackLine; v -= 1) {
        const l = lines.get(v);
        if (l && !l.classList.contains("minor")) attackLine = l;
      }
      const attack = attackLine ? told.get(Number(attackLine.dataset.version)) : undefined;
      if (attackLine && attack?.type === "dnd5e-2024.attack_rolled" && attack.target_id === d.target_id) {
        const text = attackLine.querySelector(".text");
        if (text?.firstChild) text.firstChild.textContent = `${String(text.firstChild.textContent).replace(/\.$/, "")}: ${damage5e(d)}.`;
        li.classList.add("minor", "folded");
      }
    }
    place(li, e.version, into);
    if (!into) scrollToEnd();
  };
  /** The line at the top of the story that loads the page before it (when there is one). */
  const earlier = h("li", { class: "earlier" }, h("button", { type: "button", onclick: () => void loadEarlier() }, "Earlier events"));
  let loading = false;
  const loadEarlier = async () => {
    if (loading || oldest <= 0) return;
    loading = true;
    try {
      const from = Math.max(0, oldest - LOG_PAGE);
      const page = (await getLog(id, from, oldest)).filter((x) => x.version <= oldest);
      const top = earlier.nextElementSibling;
      const keepAt = story.parentElement ? story.parentElement.scrollHeight - story.parentElement.scrollTop : 0;
      const chunk = document.createDocumentFragment();
      for (const entry of page) addLine(entry, chunk);
      story.insertBefore(chunk, top);
      oldest = from;
      if (story.parentElement) story.parentElement.scrollTop = story.parentElement.scrollHeight - keepAt;
      if (oldest <= 0) { earlier.remove(); watchTop.disconnect(); }
    } catch (e) {
      showError(e);
    } finally {
      loading = false;
    }
  };
  const watchTop = new IntersectionObserver((seen) => { if (seen.some((x) => x.isIntersecting)) void loadEarlier(); });
  /** Reveal events by version, told again once what they reveal is known. @type {Map<number, Recorded>} */
  const reveals = new Map();
  /** A reveal opens the past too: tell the events that were hidden from this page until now. */
  const reopenThePast = async () => {
    const hidden = [...lines.entries()].filter(([, li]) => li.dataset.type === "hidden").map(([v]) => v);
    if (!hidden.length) return;
    try {
      const first = Math.min(...hidden);
      for (const entry of await getLog(id, first - 1)) {
        const old = lines.get(entry.version);
        if (!isEvent(entry) || !old || old.dataset.type !== "hidden") continue;
        const d = entry.data;
        if ("combatant_id" in d && "name" in d && typeof d.name === "string") names.set(d.combatant_id, d.name);
        const li = h("li", { "data-version": entry.version, "data-type": entry.type, class: "revealed" },
          h("span", { class: "v", "aria-hidden": "true" }, `v${entry.version}`),
          h("span", { class: "text" }, tell(entry.data, name)));
        old.replaceWith(li);
        lines.set(entry.version, li);
      }
      for (const [v, e] of reveals) {
        const text = lines.get(v)?.querySelector(".text");
        if (text) text.textContent = tell(e.data, name);
      }
    } catch (e) {
      showError(e);
    }
  };
  // The first page: every line built in version order (names, undos and folded damage need
  // the order), off the document; the newest FIRST_LINES shown with the table, the others put
  // in above them after the first paint (docs/table.md, "Weight").
  const olderLines = document.createDocumentFragment();
  const newestLines = document.createDocumentFragment();
  log.forEach((e, i) => addLine(e, i < log.length - FIRST_LINES ? olderLines : newestLines));
  const newest = log[log.length - 1]?.version ?? 0;
  if (newest > Number(table.dataset.version)) table.dataset.version = String(newest);
  const showOlderLines = () => {
    const box = story.parentElement;
    const fromEnd = box ? box.scrollHeight - box.scrollTop : 0;
    story.insertBefore(olderLines, story.firstChild);
    if (oldest > 0) { story.prepend(earlier); watchTop.observe(earlier); }
    if (box) box.scrollTop = box.scrollHeight - fromEnd;
    // Announce what happens from now on, not the whole history at load.
    story.setAttribute("aria-live", "polite");
  };

  /**
   * Send one command; a refusal is shown. Resolves to whether it was stored (or, for a dry
   * run, answered).
   * @param {Record<string, unknown>} body @param {boolean} [dryRun]
   * @returns {Promise<boolean>}
   */
  const send = async (body, dryRun = false) => (await refusalOf(body, dryRun)) === null;
  /**
   * Send one command as `send` does. Resolves to null when it was stored (or, for a dry run,
   * answered), else to the refusal's words (shown in the alert region too).
   * @param {Record<string, unknown>} body @param {boolean} [dryRun]
   * @returns {Promise<string | null>}
   */
  const refusalOf = async (body, dryRun = false) => {
    clearError();
    try {
      const result = await sendCommand(id, body, { dryRun });
      if (dryRun) {
        const preview = document.getElementById("preview");
        if (preview) {
          preview.hidden = false;
          fill(preview, h("strong", {}, `${commandLabel(String(body.type))} would append ${result.events.length} event(s):`),
            h("ul", {}, result.events.map((e) => h("li", {}, isEvent(e) ? tell(e.data, name) : "(an event you may not see)"))), h("small", {}, "Nothing was stored."));
        }
        return null;
      }
      if (result.version > state.version) { state = result.state; render(); }
      return null;
    } catch (e) {
      showError(e);
      return describe(e);
    }
  };
  /**
   * Commands one after another (a Multiattack's attacks), stopping at the first refused (a
   * target down, the action spent): what was sent stays, each its own command.
   * @param {Record<string, unknown>[]} bodies
   */
  const sendAll = async (bodies) => {
    for (const body of bodies) if (!(await send(body))) return;
  };

  /**
   * Start the fight or move to the next turn. When every die comes from the table, the command
   * may need dice (initiative, a save at the turn's start): open its form, with the table-dice
   * field focused, instead of sending it bare.
   * @param {"start_fight" | "advance_turn"} type
   */
  const turnCommand = (type) => {
    if (state.core?.dice !== "table") { void send({ type }); return; }
    command = type;
    prefill = {};
    renderActPanel(true);
    const dice = document.querySelector("#command-form input[name=rolls]");
    if (dice instanceof HTMLElement) dice.focus();
  };

  const turnbar = () => {
    const shown = past ?? state;
    const turn = shown.turn ? name(shown.turn) : null;
    const now = shown.ended ? "The encounter has ended." : shown.round === 0 ? "Before the fight." : turn ? `Round ${shown.round}: ${turn}'s turn.` : `Round ${shown.round}: someone unseen acts.`;
    const myTurn = seat.role === "player" && shown.turn !== null && seat.mine.includes(shown.turn);
    if (past) {
      return [h("p", { class: "now" }, `${pastLabel}: ${now} (version ${past.version})`),
        h("button", { type: "button", onclick: () => showNow() }, "Back to now"),
        gm && !replay ? h("button", { type: "button", onclick: () => send({ type: "undo", to_version: past?.version }).then(showNow) }, `Go back to this point (undo after v${past.version})`) : null,
        gm && !replay && offers.fork ? h("button", { type: "button", onclick: () => void fork(id, past?.version) }, "Fork from here") : null,
        replay ? h("button", { type: "button", onclick: () => { if (replay?.playing()) replay.pause(); else replay?.resume(); turnbarRender(); } }, replay.playing() ? "Pause" : "Play") : null];
    }
    return [h("p", { class: "now", "data-round": shown.round }, now, myTurn ? " Your turn!" : ""),
      gm && state.round === 0 && !state.ended ? h("button", { type: "button", class: "primary", onclick: () => turnCommand("start_fight") }, "Start the fight") : null,
      gm && state.round > 0 && !state.ended ? h("button", { type: "button", class: "primary", onclick: () => turnCommand("advance_turn") }, "Next turn") : null,
      seat.role !== "spectator" ? h("button", { type: "button", onclick: () => send({ type: "undo" }), title: seat.role === "player" ? "Take back your latest action" : "Take back the latest action" }, "Undo") : null,
      gm ? h("button", { type: "button", onclick: () => send({ type: "redo" }) }, "Redo") : null,
      gm && !state.ended && state.round > 0 ? h("button", { type: "button", onclick: () => send({ type: "end_encounter" }) }, "End encounter") : null,
      seat.role !== "spectator" ? h("details", { class: "shortcuts" }, h("summary", {}, "Keys"),
        h("ul", {}, SHORTCUTS.filter(([k]) => gm || !["n", "r", "/"].includes(k ?? "")).map(([k, what]) => h("li", {}, h("kbd", {}, k), ` ${what}`)))) : null];
  };
  const turnbarRender = () => fill(byId("turnbar"), turnbar());

  const order = () => renderOrder(past ?? state, {
    seat, readOnly: past !== null, targetId: target,
    onTarget: (cid) => pickTarget(cid),
    onHarm: (cid, kind, amount, trackName) => send({ type: kind, target_id: cid, amount, ...(trackName !== "hp" ? { track: trackName } : {}) }),
    onEndCondition: (cid, conditionId) => send({ type: "remove_condition", target_id: cid, condition_id: conditionId }),
    onVisibility: commands.includes("set_visibility") && commands.includes("reveal")
      ? (cid, conceal) => send(conceal ? { type: "set_visibility", combatant_ids: [cid], concealed: true } : { type: "reveal", combatant_ids: [cid] })
      : null,
    onConditionForm: commands.some((t) => t.endsWith("apply_condition")) ? (cid) => {
      command = /** @type {string} */ (commands.find((t) => t.endsWith("apply_condition")));
      prefill = { target_id: cid };
      renderActPanel(true);
    } : null,
  });

  /** @param {string} cid */
  const pickTarget = (cid) => {
    target = target === cid ? null : cid;
    prefill = target ? { ...prefill, target_id: target, target_ids: [target] } : Object.fromEntries(Object.entries(prefill).filter(([k]) => k !== "target_id" && k !== "target_ids"));
    render(true);
  };
  const grid = () => renderGrid(past ?? state, {
    selected, cursor, readOnly: past !== null || seat.role === "spectator",
    onToken: (cid) => {
      const c = state.combatants.find((x) => x.id === cid);
      cursor = c?.position ?? cursor;
      // Picking someone else's token both picks it (to move) and makes it the target.
      if (cid !== actorNow()) { target = cid; prefill = { ...prefill, target_id: cid, target_ids: [cid] }; }
      selected = selected === cid ? null : cid;
      render(true);
    },
    onSquare: (at) => { cursor = at; moveTo(at); },
    onCursor: (at) => { cursor = at; keepFocus(byId("grid"), () => fill(byId("grid"), grid()), () => byId("grid").querySelector("svg")); },
    onEscape: () => { selected = null; keepFocus(byId("grid"), () => fill(byId("grid"), grid()), () => byId("grid").querySelector("svg")); },
  });
  /** Who acts now from this seat: the GM's the turn's combatant; a player's their own. */
  const actorNow = () => (seat.role === "player" ? seat.mine.find((m) => m === state.turn) ?? seat.mine[0] ?? null : state.turn);
  const actions = () => {
    const who = actorNow();
    const c = who ? state.combatants.find((x) => x.id === who) : undefined;
    if (past || !c || seat.role === "spectator" || state.round === 0) return [];
    const buttons = actionButtonsOf(commands, schemas, c);
    if (!buttons.length) return [];
    const targetName = target ? name(target) : null;
    return [h("p", { class: "hint" }, targetName ? `${c.name} acts against ${targetName}.` : `${c.name} acts. Pick a target: click a card or a token (or Enter on the grid).`),
      h("div", { class: "picker", role: "group", "aria-label": `Actions of ${c.name}` }, buttons.map((b, i) =>
        h("button", { type: "button", class: i === 0 ? "primary action" : "action", title: b.title, "data-key": `action:${b.label}`,
          onclick: () => {
            const bodies = b.bodies ? b.bodies(target) : [b.body(target)];
            if (!bodies || bodies.some((x) => !x)) { showError(new Error(`Pick a target for ${b.label.split(" ·")[0]}: click a card or a token.`)); return; }
            void sendAll(/** @type {Record<string, unknown>[]} */ (bodies));
          } }, b.label)))];
  };

  /** @param {Position} at */
  const moveTo = (at) => {
    if (past || seat.role === "spectator") return;
    const who = selected ?? (seat.role === "player" ? seat.mine.find((m) => m === state.turn) ?? null : state.turn);
    const c = who ? state.combatants.find((x) => x.id === who) : undefined;
    if (!c) return;
    if (seat.role === "player" && !seat.mine.includes(c.id)) return;
    if (gm && (c.id !== state.turn || !c.position)) {
      void send({ type: "place_combatant", combatant_id: c.id, position: at });
    } else if (c.position) {
      const path = pathBetween(c.position, at);
      if (path.length) void send({ type: "move_combatant", combatant_id: c.id, path });
    }
  };

  /** @param {boolean} [force] */
  const renderActPanel = (force = false) => {
    const slot = byId("act");
    if (past) { fill(slot, h("p", {}, "Showing the past: go back to now to act.")); actKey = "past"; return; }
    const key = JSON.stringify([command, prefill, state.turn, state.combatants.map((c) => c.id)]);
    if (!force && key === actKey) return;
    actKey = key;
    if (!command) { fill(slot, renderAct({ seat, ruleset, schemas, state, command: "", prefill, onPick: () => {}, onSend: () => {} })); return; }
    fill(slot, renderAct({
      seat, ruleset, schemas, state, command, prefill, spells,
      onPick: (t) => { command = t; prefill = {}; renderActPanel(true); document.getElementById("command-type")?.focus(); },
      onSend: (body, dryRun) => void send(body, dryRun),
    }));
  };

  const history = () => [keepBox, ...renderHistory({
    round: state.round, gm, offers, replaying: replay !== null, statsSlot,
    onRound: (r) => void showRound(r), onReplay: () => void playBack(),
    onStats: () => void showStats(id, statsSlot), onFork: () => void fork(id, undefined),
  })];
  let historyKey = "";
  /** History again only when what it shows changed (the round, a replay), not at every event. */
  const historyRender = (force = false) => {
    const key = JSON.stringify([state.round, replay !== null]);
    if (!force && key === historyKey) return;
    historyKey = key;
    fill(byId("history"), history());
  };
  const statsSlot = h("div", { class: "stats" });
  const token = currentToken();
  const keep = token ? h("input", { id: "remember", type: "checkbox", checked: rememberedToken(id) === token,
    onchange: () => {
      if (keep?.checked) remember({ id, token, name: state.name, ruleset: state.ruleset, role: seat.role });
      else forget(id);
    } }) : null;
  const keepBox = keep ? h("p", { class: "field check remember" }, keep, h("label", { for: "remember" }, "Remember on this device (this browser keeps the link; untick to forget it)")) : null;
  const sharing = gm ? shareSection(id, offers.tokens) : null;
  const renderShare = () => sharing?.render(state, byId("share"));

  /** Whether the table has been painted once (the command form waits for it). */
  let painted = false;
  let shownTurn = /** @type {string | null} */ (null);
  /** The version of the state drawn last (-1: none yet). */
  let shownVersion = -1;
  /** Whether the feed has sent no state yet. */
  let firstState = true;
  /** @param {boolean} [force] rebuild the action form too */
  const render = (force = false) => keepFocus(main, () => {
    if (!past) shownVersion = state.version;
    turnbarRender();
    fill(byId("order"), order());
    fill(byId("grid"), grid());
    fill(byId("actions"), actions());
    if (painted) renderActPanel(force); // the command form (the costliest part) after the first paint
    historyRender(force);
    renderShare();
    const turn = (past ?? state).turn;
    if (turn !== shownTurn) {
      shownTurn = turn;
      // At the next frame: a scroll now would lay the page out twice (here and to paint it).
      requestAnimationFrame(() => {
        const card = document.querySelector(".card.turn");
        if (card && !card.contains(document.activeElement)) card.scrollIntoView({ block: "nearest" });
      });
    }
  });

  /** @param {number} r */
  const showRound = async (r) => {
    try {
      past = await getState(id, { round: r });
      pastLabel = `Round ${r} as it began`;
      render();
    } catch (e) {
      showError(e);
    }
  };
  const showNow = () => {
    replay?.stop();
    replay = null;
    past = null;
    for (const li of story.querySelectorAll(".replaying")) li.classList.remove("replaying");
    render();
  };
  const playBack = async () => {
    try {
      replay = await startReplay(id, {
        onStep: (s, step, i, count) => {
          past = s;
          pastLabel = `Replay, step ${i + 1} of ${count}`;
          for (const li of story.querySelectorAll(".replaying")) li.classList.remove("replaying");
          for (const e of step) lines.get(e.version)?.classList.add("replaying");
          lines.get(step[0]?.version ?? 0)?.scrollIntoView({ block: "nearest" });
          render();
        },
        onEnd: () => { pastLabel = "Replay finished"; render(); },
      });
      render();
    } catch (e) {
      showError(e);
    }
  };

  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    const t = /** @type {HTMLElement | null} */ (e.target instanceof HTMLElement || e.target instanceof SVGElement ? e.target : null);
    if (e.ctrlKey || e.metaKey || e.altKey || !t) return;
    if (t.closest("input, textarea, select, [contenteditable]")) return;
    const focus = (/** @type {string} */ sel) => { const el = /** @type {HTMLElement | null} */ (document.querySelector(sel)); if (el) { e.preventDefault(); el.focus(); } };
    if (e.key === "n" && gm && !past && !state.ended) { e.preventDefault(); turnCommand(state.round === 0 ? "start_fight" : "advance_turn"); }
    else if (e.key === "u" && seat.role !== "spectator" && !past) { e.preventDefault(); void send({ type: "undo" }); }
    else if (e.key === "r" && gm && !past) { e.preventDefault(); void send({ type: "redo" }); }
    else if (e.key === "g") focus("#grid svg");
    else if (e.key === "a") focus("#actions button, #command-form select, #command-form input");
    else if (e.key === "/" && gm) focus("#library-q");
  };
  document.addEventListener("keydown", onKey);
  story.append(newestLines); // before the table is drawn: the page is laid out once
  render();
  scrollToEnd();
  afterFirstPaint(() => {
    painted = true;
    keepFocus(main, () => renderActPanel(true));
    showOlderLines();
  });
  void spellsAsked?.then((list) => {
    spells = list;
    const act = document.getElementById("act");
    if (act?.querySelector("[name=spell]") && !act.contains(document.activeElement)) renderActPanel(true);
  });
  const conn = byId("conn");
  const feed = openFeed(id, log.length ? (log[log.length - 1]?.version ?? 0) : 0, {
    onEvent: addLine,
    onPresence: (connected) => {
      const who = connected.map((m) => (m.role === "player" ? (m.combatant_ids ?? []).map((c) => name(c)).join(" & ") || "a player"
        : m.role === "gm" ? "the GM" : `${m.connections ?? 1} spectator${(m.connections ?? 1) > 1 ? "s" : ""}`));
      byId("presence").textContent = who.length ? `At the table: ${who.join(", ")}` : "";
    },
    onState: (s) => {
      // The feed's first state is most often the one the page opened with: nothing to draw again
      // (later ones are drawn even at a version the page has, as before).
      const repeat = firstState && s.version === state.version && s.version === shownVersion;
      firstState = false;
      if (s.version < state.version || repeat) return;
      const turnChanged = s.turn !== state.turn;
      state = s;
      for (const c of s.combatants) names.set(c.id, c.name);
      if (turnChanged) {
        prefill = {};
        target = null;
        selected = null;
        if (/\.add_/.test(command) && s.round > 0) command = likelyCommand(commands, s, seat);
      }
      if (!past) render();
      else historyRender();
    },
    onStatus: (st) => {
      conn.dataset.status = st.status;
      conn.dataset.version = String(st.version);
      // The status is a live region: it speaks when the connection changes, not at every event
      // (the version it has is shown beside it, out of the region).
      const text = st.status === "live" ? "● Live" : st.status === "connecting" ? "○ Connecting…"
        : st.status === "reconnecting" ? "○ Reconnecting…" : st.status === "offline" ? `✕ Offline: ${st.reason || "no connection"}` : `✕ Disconnected: ${st.reason}`;
      if (conn.textContent !== text) conn.textContent = text;
      byId("conn-version").textContent = `v${st.version}`;
    },
  }, { token: currentToken() });
  return () => { replay?.stop(); feed.close(); watchTop.disconnect(); document.removeEventListener("keydown", onKey); };
}

/**
 * Run `job` after the page's next paint, when the browser is idle (at most 300 ms later).
 * @param {() => void} job
 */
function afterFirstPaint(job) {
  requestAnimationFrame(() => setTimeout(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(job, { timeout: 300 });
    else job();
  }, 0));
}
