/**
 * A full state consistent with what one seat sees (for the computer player,
 * which sees only its own view): the other side's unrevealed chits drawn
 * from what is left of its cup, its face-down priority order shuffled, and
 * its planes out of sight put in a cloud.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../../engine/rng.js";
import { AIRCRAFT, CHIT_CUP, type ChitKind, SCENARIOS, type Side } from "./data.js";
import type { HawksState, Phase, Plane } from "./state.js";
import type { HawksView } from "./view.js";

const pickIndex = (n: number, rng: RngState) => faceOf(nextUint32(rng), n) - 1;

export function determinize(view: HawksView, side: Side, rng: RngState): HawksState {
  const sc = SCENARIOS[view.scenario.id - 1];
  const foe: Side = side === "axis" ? "british" : "axis";
  const known = new Map(view.planes.map((p) => [p.id, p]));
  let cup = [...CHIT_CUP];
  for (const p of view.planes) {
    if (p.side === foe && p.chit !== "hidden") cup.splice(cup.indexOf(p.chit as ChitKind), 1);
  }
  cup = shuffled(cup, rng);
  const planes: Plane[] = [];
  for (const s of ["axis", "british"] as Side[]) {
    sc[s].forEach((type, i) => {
      const id = `${s === "axis" ? "A" : "B"}${i + 1}`;
      const v = known.get(id);
      if (v) {
        const chit = v.chit === "hidden" ? (cup.pop() ?? "none") : v.chit;
        planes.push({
          id,
          side: s,
          type,
          x: v.x,
          y: v.y,
          alt: v.alt,
          hits: v.hits,
          fired: v.fired,
          down: v.down,
          chit,
          chitShown: v.chit !== "hidden" && s === foe,
          bombed: v.bombed,
          priority: v.priority,
        });
      } else {
        // Out of sight: it is in some cloud.
        const c =
          view.clouds.length > 0
            ? view.clouds[pickIndex(view.clouds.length, rng)]
            : { x: 3, y: 3, alt: 4 };
        planes.push({
          id,
          side: s,
          type,
          x: c.x,
          y: c.y,
          alt: c.alt,
          hits: 0,
          fired: false,
          down: false,
          chit: cup.pop() ?? "none",
          chitShown: false,
          bombed: AIRCRAFT[type].role !== "bomber",
          priority: null,
        });
      }
    });
  }
  const secretOrders: HawksState["secretOrders"] = {};
  if (view.myOrder) secretOrders[side] = [...view.myOrder];
  if (view.prioritiesDown[foe]) {
    secretOrders[foe] = shuffled(
      planes.filter((p) => p.side === foe && !p.down).map((p) => p.id),
      rng,
    );
  }
  return {
    scenario: view.scenario.id,
    turn: view.turn,
    phase: structuredClone(view.phase) as Phase,
    planes,
    clouds: view.clouds.map((c) => ({ ...c })),
    objectives: view.objectives.map((o) => ({ ...o })),
    aa: view.aa.map((a) => ({ ...a })),
    secretOrders,
    initiative: view.initiative,
    order: [...view.order],
    next: view.next,
    vp: { ...view.vp },
    events: [],
  };
}
