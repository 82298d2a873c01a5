// A front end's first lines against Fray, type-checked with `tsc --strict` in CI (.ci/run):
// the types come from `openapi-typescript ../../openapi/openapi.json` alone (generated/fray.ts,
// made afresh by `npm run check`), and the switches below narrow events of both rulesets and
// feed messages by their real tags. A wrong tag, or a field a narrowed event does not have,
// is a compile error.
import type { components, paths } from "./generated/fray";

type Schemas = components["schemas"];
type Event = Schemas["Event"];
type FeedMessage = Schemas["FeedMessage"];
type State = Schemas["StateView"];
type Command = Schemas["Command"];
type SendCommand = paths["/encounters/{encounter_id}/commands"]["post"];
type CommandResult = SendCommand["responses"][200]["content"]["application/json"];

/** One line of a fight's log, for people. Exhaustive over the events it names. */
export function describe(event: Event): string {
  switch (event.type) {
    case "encounter_created":
      return `${event.name} begins (${event.ruleset})`;
    case "dnd5e-2024.combatant_added":
      // a stat block is null where it is hidden from the reader (a player's token)
      return `${event.name} joins (AC ${event.stats?.ac ?? "?"}, STR ${event.stats?.abilities?.strength ?? 10})`;
    case "unlit-spires.combatant_added":
      return `${event.name} joins (parry ${event.stats?.parry ?? "?"}, absorb ${event.stats?.absorb ?? "?"})`;
    case "dnd5e-2024.initiative_rolled":
    case "initiative_rolled":
      return `initiative: ${event.order.join(", ")}`;
    case "turn_started":
      return `round ${event.round}: ${event.combatant_id}'s turn`;
    case "dnd5e-2024.attack_rolled":
      return `${event.attacker_id} attacks ${event.target_id}: ${event.hit ? "hit" : "miss"}`;
    case "unlit-spires.attack_resolved":
      return `${event.attacker_id} attacks ${event.defender_id}: margin ${event.margin}`;
    case "damage_taken":
      return `${event.combatant_id} takes ${event.amount}`;
    case "condition_applied":
    case "dnd5e-2024.condition_applied":
      return `${event.combatant_id} is ${event.condition.name}`;
    default:
      return event.type;
  }
}

/** A combatant's stat block, told apart by its ruleset. */
export function defence(state: State, id: string): string {
  const c = state.combatants.find((x) => x.id === id);
  if (!c || !c.stats) return "?";
  switch (c.stats.ruleset) {
    case "dnd5e-2024":
      return `AC ${c.stats.ac}`;
    case "unlit-spires":
      return `parry ${c.stats.parry} / dodge ${c.stats.dodge}`;
    case "dnd4e":
      return c.stats.defences ? `AC ${c.stats.defences.ac}` : `level ${c.stats.level}`;
    case "meshal-lite":
      return `physical protection ${c.stats.protections?.physical ?? 0}`;
  }
}

/** What a page does with each feed message (`WS …/feed?after=N&state=true`). */
export function onMessage(message: FeedMessage, show: (state: State) => void): number {
  switch (message.kind) {
    case "event":
      console.log(describe(message.data));
      return message.version;
    case "hidden": // an event this token may not see: its version only, so no gap
      return message.version;
    case "state":
      show(message.state);
      return message.version;
    case "end": // a replay (WS …/replay) played its last event
      return message.version;
    case "presence": // who is connected (with presence=true); no version, so the last one stands
      console.log(message.connected.map((p) => `${p.role} ×${p.connections}`).join(", "));
      return -1;
    case "pong": // the answer to this page's {"ping": x}: the connection is alive; no version
      return -1;
  }
}

/** Commands are typed by their tags too. */
export const commands: Command[] = [
  { type: "unlit-spires.add_hero", preset: "bruce" },
  { type: "dnd5e-2024.add_combatant", name: "Orc", stats: { ac: 13, hp_max: 15, abilities: { strength: 16 } } },
  { type: "roll_initiative" },
  { type: "advance_turn" },
  { type: "dnd5e-2024.attack", attacker_id: "orc", target_id: "fighter", attack: "Greataxe" },
  { type: "apply_damage", target_id: "orc", amount: 3 },
];

export function lastVersion(result: CommandResult): number {
  return result.events.reduce((v, e) => Math.max(v, e.version), result.version);
}
