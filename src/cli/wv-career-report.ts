/** The after-action report asked question by question in the terminal. */
import type { CareerView } from "../games/winged-victory/career/rules.js";
import type {
  Claim,
  CrewState,
  Mission,
  PlaneReport,
  Report,
} from "../games/winged-victory/career/state.js";
import type { Where } from "../games/winged-victory/career/tables.js";
import { planeOf } from "../games/winged-victory/game/state.js";
import type { Prompter } from "./prompts.js";
import { say } from "./prompts.js";
import { color as c } from "./style.js";
import { airmanName } from "./wv-career-print.js";

const WHERE: Where[] = ["own", "no-mans-land", "enemy"];

async function planeReport(
  ask: Prompter,
  v: CareerView,
  m: Mission,
  k: number,
): Promise<PlaneReport> {
  const cr = m.crews[k];
  const p = v.state.planes.find((x) => x.serial === cr.plane);
  say(
    c.bold(
      `${cr.plane} ${p ? planeOf(p.type).name : ""}: ${cr.crew.map((id) => airmanName(v, id)).join(" + ")}`,
    ),
  );
  const fate = await ask.choice(
    "  What became of it",
    ["home", "fled", "landed", "downed"] as const,
    "home",
  );
  const r: PlaneReport = { plane: cr.plane, fate, damaged: false, crew: [] };
  if (fate === "landed" || fate === "downed")
    r.where = await ask.choice("  Where did it come down", WHERE, "own");
  if (fate === "downed") {
    r.crew = cr.crew.map(() => "killed");
    say(c.dim("  Everyone aboard is killed in the crash."));
    return r;
  }
  r.damaged = await ask.yes("  Damage on its dashboard?", false);
  for (const [i, id] of cr.crew.entries()) {
    const states: CrewState[] = i === 0 ? ["unhurt", "wounded"] : ["unhurt", "wounded", "killed"];
    r.crew.push(await ask.choice(`  ${airmanName(v, id)}`, states, "unhurt"));
  }
  return r;
}

/** Asks the whole report: the mission, each plane, each enemy plane. */
export async function askReport(ask: Prompter, v: CareerView, m: Mission): Promise<Report> {
  const accomplished = await ask.yes("Mission accomplished?", false);
  const planes: PlaneReport[] = [];
  for (let k = 0; k < m.crews.length; k++) planes.push(await planeReport(ask, v, m, k));
  const claims: Claim[] = [];
  const fled: number[] = [];
  const flew = m.crews.flatMap((x) => x.crew);
  const enemy = v.briefing?.enemy ?? [];
  for (const [k, e] of enemy.entries()) {
    say(c.bold(`Enemy plane ${k + 1}: ${e.name}${e.skill ? ` (${e.skill})` : ""}`));
    const fate = await ask.choice(
      "  What became of it",
      ["none", "downed", "landed", "fled"] as const,
      "none",
    );
    if (fate === "fled") fled.push(k);
    if (fate !== "downed" && fate !== "landed") continue;
    const where = await ask.choice("  Where did it come down", WHERE, "enemy");
    say(c.dim(`  ${flew.map((id) => `${id} ${airmanName(v, id)}`).join(", ")}`));
    const by = await ask.choice("  Claimed by", flew, flew[0]);
    claims.push({ by, enemy: k, fate, where });
  }
  return { accomplished, planes, claims, fled };
}
