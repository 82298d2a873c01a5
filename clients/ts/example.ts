// The API guide's TypeScript example (docs/api.md, "The TypeScript types"), type-checked with
// `tsc --strict` in CI like check.ts; keep the two the same.
import type { components, paths } from "./generated/fray";

type Command = components["schemas"]["Command"];
type Created = paths["/encounters"]["post"]["responses"][201]["content"]["application/json"];
type Answer = paths["/encounters/{encounter_id}/commands"]["post"]["responses"][200]["content"]["application/json"];

const FRAY = "http://127.0.0.1:8000";

export async function firstBlow(): Promise<Answer> {
  const res = await fetch(`${FRAY}/encounters`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ruleset: "unlit-spires", name: "Session One" }),
  });
  const created = (await res.json()) as Created;
  const send = async (command: Command): Promise<Answer> => {
    const r = await fetch(`${FRAY}/encounters/${created.state.encounter_id}/commands`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${created.gm_token}` },
      body: JSON.stringify(command),
    });
    return (await r.json()) as Answer;
  };
  await send({ type: "unlit-spires.add_hero", preset: "bruce" });
  await send({ type: "unlit-spires.add_hero", preset: "enoch" });
  const { state } = await send({ type: "start_fight" });
  const acting = state.turn ?? "bruce";
  const other = state.combatants.find((c) => c.combatant_id !== acting)?.combatant_id ?? "enoch";
  return send({ type: "unlit-spires.melee_attack", attacker_id: acting, target_id: other });
}
