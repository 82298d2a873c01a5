// Where refusals and failures are told: the page's alert region (role="alert"), read out by
// screen readers as it changes. A refusal is a problem document: its status, title and detail.

import { ProblemError } from "./api.js";
import { byId, fill } from "./dom.js";

/**
 * Show a refusal (a problem document) or a failure where everyone, screen readers too, sees it.
 * @param {unknown} e
 */
export function showError(e) {
  const alert = byId("alert");
  alert.className = "alert";
  alert.textContent = describe(e);
}

/**
 * The words of a refusal (a problem document: its status, title and detail) or a failure.
 * @param {unknown} e
 * @returns {string}
 */
export function describe(e) {
  if (e instanceof ProblemError) return `${e.problem.status} ${e.problem.title}: ${e.problem.detail}`;
  if (e instanceof TypeError) return `The server did not answer (${e.message}). Nothing was sent; try again.`;
  return e instanceof Error ? e.message : String(e);
}

/** Empty the alert region (a command went through). */
export function clearError() {
  fill(byId("alert"));
}
