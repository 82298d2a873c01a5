// The contract's types, for JSDoc: generated from openapi/openapi.json by openapi-typescript
// (clients/ts: `npm run check` makes generated/fray.ts, and tsconfig.web.json maps the name
// "fray-contract" to it). This module holds no code: browsers load nothing from it.

/** @typedef {import("fray-contract").components["schemas"]} Schemas */
/** @typedef {Schemas["StateView"]} State */
/** @typedef {Schemas["CombatantView"]} Combatant */
/** @typedef {Schemas["EventMessage"]} Recorded an event as the reader may see it (`"kind": "event"`) */
/** @typedef {Schemas["HiddenMessage"]} Hidden an event the reader may not see: its version, nothing else */
/** @typedef {Recorded | Hidden} LogEntry one entry of the log, the feed or a command's answer */
/** @typedef {Schemas["CreatedEncounter"]} Created a new encounter, with the GM's token (shown once) */
/** @typedef {Schemas["TokenInfo"]} TokenInfo */
/** @typedef {Schemas["IssuedToken"]} IssuedToken */
/** @typedef {Schemas["IssueToken"]} IssueToken */
/** @typedef {Schemas["Event"]} Event */
/** @typedef {Schemas["Command"]} Command */
/** @typedef {Schemas["CommandResponse"]} CommandResult */
/** @typedef {Schemas["FeedMessage"]} FeedMessage */
/** @typedef {Schemas["RulesetInfo"]} Ruleset */
/** @typedef {Schemas["OptionInfo"]} OptionInfo */
/** @typedef {Schemas["EncounterSummary"]} EncounterSummary */
/** @typedef {Schemas["EventPage"]} EventPage */
/** @typedef {Schemas["Problem"]} Problem */
/** @typedef {Schemas["CreateEncounter"]} CreateEncounter */
/** @typedef {Schemas["Position"]} Position */
/** @typedef {Schemas["Condition"]} Condition */

/**
 * A JSON Schema node of the published document (the subset the command forms read).
 * @typedef {{
 *   $ref?: string, type?: string, const?: unknown, enum?: unknown[], anyOf?: JsonSchema[],
 *   properties?: Record<string, JsonSchema>, required?: string[], items?: JsonSchema,
 *   additionalProperties?: boolean | JsonSchema, default?: unknown, description?: string,
 *   title?: string, minimum?: number, maximum?: number, examples?: unknown[],
 *   discriminator?: {propertyName: string, mapping: Record<string, string>}
 * }} JsonSchema
 */

/**
 * Who is looking at the page: the GM (everything), a player (acts for `mine`), a spectator
 * (reads only). From the link's fragment (`view=…&as=…`), and from the token once roles exist.
 * @typedef {{role: "gm" | "player" | "spectator", mine: string[]}} Seat
 */

export {};
