// A fight played back: the log grouped by command (one step is everything one command
// appended), each step shown as the state at its last version (`GET /encounters/{id}?version=N`,
// with the undos made by then), one step every `pace` milliseconds.

import { getLog, getState } from "./api.js";

/** @typedef {import("./api.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").State} State */

/**
 * The log's events in steps: consecutive events of one command together (an event the reader
 * may not see is a step of its own).
 * @param {LogEntry[]} events
 * @returns {LogEntry[][]}
 */
export function steps(events) {
  /** @type {LogEntry[][]} */
  const out = [];
  let last = "";
  for (const e of events) {
    const key = ("metadata" in e ? e.metadata.command_id : null) ?? `v${e.version}`;
    const current = out[out.length - 1];
    if (current && key === last) current.push(e);
    else out.push([e]);
    last = key;
  }
  return out;
}

/**
 * Play the encounter back from its first event.
 * @param {string} encounterId
 * @param {{onStep: (state: State, step: LogEntry[], index: number, count: number) => void, onEnd: () => void, pace?: number}} opts
 * @returns {Promise<{pause: () => void, resume: () => void, stop: () => void, playing: () => boolean}>}
 */
export async function startReplay(encounterId, opts) {
  const all = steps(await getLog(encounterId));
  let index = 0;
  let playing = true;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  const tick = async () => {
    timer = null;
    if (stopped || !playing) return;
    const step = all[index];
    const lastEvent = step?.[step.length - 1];
    if (!step || !lastEvent) {
      stopped = true;
      opts.onEnd();
      return;
    }
    const state = await getState(encounterId, { version: lastEvent.version });
    if (stopped) return;
    opts.onStep(state, step, index, all.length);
    index += 1;
    timer = setTimeout(tick, opts.pace ?? 900);
  };
  timer = setTimeout(tick, 0);
  return {
    pause() { playing = false; if (timer) clearTimeout(timer); timer = null; },
    resume() { if (!stopped && !playing) { playing = true; timer = setTimeout(tick, 0); } },
    stop() { stopped = true; if (timer) clearTimeout(timer); },
    playing: () => playing && !stopped,
  };
}
