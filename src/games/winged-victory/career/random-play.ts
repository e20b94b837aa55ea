/**
 * A random Wing Commander: any legal step, with random but possible mission
 * results. The fuzz test plays whole careers with it.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../../../engine/rng.js";
import type { CareerAction } from "./actions.js";
import { current } from "./briefing.js";
import { careerPlane } from "./roster.js";
import { SEAT } from "./rules.js";
import type { CareerState, Claim, Crew, CrewState, PlaneReport, Report } from "./state.js";
import { WHERE } from "./tables.js";
import { careerView } from "./view.js";

const n = (rng: RngState, k: number) => faceOf(nextUint32(rng), k) - 1;
const chance = (rng: RngState, p: number) => n(rng, 1000) < p * 1000;

function randomCrews(s: CareerState, slots: number, rng: RngState): Crew[] {
  const want = 1 + n(rng, slots);
  const pilots = shuffled(
    s.airmen.filter((a) => a.role === "pilot" && a.status === "active"),
    rng,
  );
  const gunners = shuffled(
    s.airmen.filter((a) => a.role === "gunner" && a.status === "active"),
    rng,
  );
  const crews: Crew[] = [];
  for (const p of shuffled(
    s.planes.filter((x) => x.status === "ready"),
    rng,
  )) {
    if (crews.length >= want) break;
    const need = careerPlane(s, p.type).crew.length - 1;
    if (pilots.length === 0 || gunners.length < need) break;
    crews.push({
      plane: p.serial,
      crew: [(pilots.pop() as { id: string }).id, ...gunners.splice(0, need).map((g) => g.id)],
    });
  }
  return crews;
}

export function randomReport(s: CareerState, rng: RngState): Report {
  const m = current(s);
  if (!m) throw new Error("no mission");
  const planes: PlaneReport[] = m.crews.map((c) => {
    const f = n(rng, 20);
    const fate = f < 10 ? "home" : f < 12 ? "fled" : f < 15 ? "landed" : "downed";
    const crew: CrewState[] = c.crew.map((_, k) =>
      fate === "downed"
        ? "killed"
        : chance(rng, 0.2)
          ? k > 0 && chance(rng, 0.3)
            ? "killed"
            : "wounded"
          : "unhurt",
    );
    const r: PlaneReport = { plane: c.plane, fate, damaged: chance(rng, 0.3), crew };
    if (fate === "landed" || fate === "downed") r.where = WHERE[n(rng, 3)];
    return r;
  });
  const aboard = m.crews.flatMap((c) => c.crew);
  const enemies = shuffled(
    m.enemy.map((_, k) => k),
    rng,
  );
  const claims: Claim[] = [];
  const fled: number[] = [];
  for (const e of enemies) {
    const r = n(rng, 4);
    if (r === 0)
      claims.push({
        by: aboard[n(rng, aboard.length)],
        enemy: e,
        fate: chance(rng, 0.8) ? "downed" : "landed",
        where: WHERE[n(rng, 3)],
      });
    else if (r === 1) fled.push(e);
  }
  return { accomplished: chance(rng, 0.5), planes, claims, fled };
}

export function randomStep(s: CareerState, rng: RngState): CareerAction {
  const v = careerView(s, SEAT);
  if (chance(rng, 0.03) && s.airmen.length > 0)
    return {
      type: "rename",
      airman: s.airmen[n(rng, s.airmen.length)].id,
      name: `Airman ${n(rng, 1000)}`,
    };
  switch (s.phase.kind) {
    case "assign":
    case "fight": {
      const m = current(s);
      if (s.phase.kind === "fight" && !chance(rng, 0.1))
        return { type: "report", report: randomReport(s, rng) };
      const crews = m ? randomCrews(s, m.slots, rng) : [];
      return crews.length > 0 ? { type: "assign", crews } : v.actions[0];
    }
    case "report":
      return chance(rng, 0.1)
        ? { type: "report", report: randomReport(s, rng) }
        : { type: "confirm" };
    default:
      return v.actions[chance(rng, 0.1) ? n(rng, v.actions.length) : 0];
  }
}
