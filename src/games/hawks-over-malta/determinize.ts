/**
 * A full state consistent with what one seat sees (for the computer player,
 * which sees only its own view): the other side's unrevealed chits drawn
 * from what is left of its cup, its face-down priority order shuffled, and
 * its planes out of sight put in the cloud nearest where this seat last saw
 * them, with the hits and bombing it saw.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../../engine/rng.js";
import { AIRCRAFT, CHIT_CUP, type ChitKind, SCENARIOS, type Side } from "./data.js";
import type { HawksState, Phase, Plane } from "./state.js";
import type { HawksView } from "./view.js";

const pickIndex = (n: number, rng: RngState) => faceOf(nextUint32(rng), n) - 1;

type Spot3 = { x: number; y: number; alt: number };

/**
 * A cloud a foe plane can hide in (no plane of `side` at its level or
 * below), nearest to where it was last seen; ties drawn at random.
 */
function hidingPlace(view: HawksView, side: Side, last: Spot3 | undefined, rng: RngState): Spot3 {
  const mine = view.planes.filter((p) => p.side === side && !p.down);
  const hiding = view.clouds.filter((c) => !mine.some((p) => p.alt <= c.alt));
  const pool = hiding.length > 0 ? hiding : view.clouds;
  if (pool.length === 0) return last ?? { x: 3, y: 3, alt: 4 };
  if (!last) return pool[pickIndex(pool.length, rng)];
  const far = (c: Spot3) =>
    Math.abs(c.x - last.x) + Math.abs(c.y - last.y) + Math.abs(c.alt - last.alt);
  const best = Math.min(...pool.map(far));
  const nearest = pool.filter((c) => far(c) === best);
  return nearest[pickIndex(nearest.length, rng)];
}

function fillOrder(view: HawksView, planes: Plane[], foe: Side, rng: RngState): string[] {
  const named = new Set(view.order.filter((id): id is string => id !== null));
  const unnamed = shuffled(
    planes.filter((p) => p.side === foe && !p.down && !named.has(p.id)).map((p) => p.id),
    rng,
  );
  return view.order.map((id) => id ?? unnamed.pop() ?? "");
}

export function determinize(view: HawksView, side: Side, rng: RngState): HawksState {
  const sc = SCENARIOS[view.scenario.id - 1];
  const foe: Side = side === "axis" ? "british" : "axis";
  const known = new Map(view.planes.map((p) => [p.id, p]));
  const seen = new Map((view.lastSeen ?? []).map((p) => [p.id, p]));
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
        // Out of sight: in a cloud where none of ours can see it, the one
        // nearest where we last saw it, with the hits and bombs we saw then.
        const last = seen.get(id);
        const c = hidingPlace(view, side, last, rng);
        planes.push({
          id,
          side: s,
          type,
          x: c.x,
          y: c.y,
          alt: c.alt,
          hits: last?.hits ?? 0,
          fired: false,
          down: false,
          chit: cup.pop() ?? "none",
          chitShown: false,
          bombed: last ? last.bombed : AIRCRAFT[type].role !== "bomber",
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
    points: view.scenario.points,
    turn: view.turn,
    phase: structuredClone(view.phase) as Phase,
    planes,
    clouds: view.clouds.map((c) => ({ ...c })),
    objectives: view.objectives.map((o) => ({ ...o })),
    aa: view.aa.map((a) => ({ ...a })),
    secretOrders,
    initiative: view.initiative,
    // A plane out of sight keeps its place in the order unnamed: one of the unseen foes, drawn.
    order: fillOrder(view, planes, foe, rng),
    next: view.next,
    vp: { ...view.vp },
    events: [],
    quiet: true,
  };
}
