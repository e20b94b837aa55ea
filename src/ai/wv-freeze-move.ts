/**
 * The computer pilot's manoeuvre into a Time Freezing: a plane of the frozen
 * pool chooses its manoeuvre knowing that the freeze's fire comes when it
 * has flown only part of it, as far as the time frozen lets it (ruling V3).
 * Each manoeuvre is flown dry, the plane stopped on its path there (heading
 * as it is at that point, attitude from before the move, as the fire reads
 * it), and scored by its guns on the enemies where they stand frozen, the
 * enemies' guns on it, and a share of the whole manoeuvre's own score (the
 * move goes on after the fire).
 */

import { hexDistance } from "../games/winged-victory/board/grid.js";
import { freezeTime, hexesInTime } from "../games/winged-victory/combat/timefreeze.js";
import { hexOf, walkLegs } from "../games/winged-victory/flight/path.js";
import type { PlaneState, WvState } from "../games/winged-victory/game/state.js";
import { placedOf } from "../games/winged-victory/turn/fire.js";
import { onGrid } from "../games/winged-victory/turn/fly.js";
import { mover } from "../games/winged-victory/turn/turn.js";
import type { PlaneView, WvView } from "../games/winged-victory/view/view.js";
import { threat } from "./wv-eval.js";
import { type Flown, rankedMoves, WEIGHTS } from "./wv-policy.js";

/** The time frozen when it cannot be read from the view: the middle of the turn (of 11). */
export const MID_TIME = 6;
/** The share of a manoeuvre's whole-turn score in its score into a freeze. */
export const AFTER_SHARE = 0.3;

/**
 * The time frozen, as far as the seat can tell: an enemy frozen in the pool
 * that it saw before its move (`before`: enemies as last seen) has flown the
 * Hexes from there to where it froze, at its speed then.
 */
export function frozenTime(view: WvView, side: string, before: Record<string, PlaneView>): number {
  for (const p of view.planes) {
    if (p.side === side || !p.freezeAt) continue;
    const was = before[p.id];
    if (was?.flown !== "" || was.speed < 1) continue;
    const h = hexDistance(was.hex, p.freezeAt.hex);
    if (h >= 1 && h <= was.speed) return freezeTime(was.speed, h);
  }
  return MID_TIME;
}

const armed = (q: PlaneState) =>
  q.flight.outOfControl === null && q.damage.crew[0] !== "dead" && q.fate === null;

/** Where a manoeuvre stands the plane when the freeze's fire comes, for that fire. */
function frozenAt(p: PlaneState, f: Flown, time: number) {
  const h = p.flight.speed < 1 ? 0 : Math.min(f.hexes, hexesInTime(p.flight.speed, time));
  const place = onGrid(
    walkLegs(p.place, p.flight.attitude, f.legs, undefined, h),
    f.flight.attitude,
  );
  return {
    hex: hexOf(place, f.flight.attitude),
    heading: place.heading,
    attitude: p.flight.attitude,
  };
}

/** The manoeuvres open to the plane moving into the freeze, best first by that score. */
export function rankedIntoFreeze(s: WvState, time: number): { flown: Flown; score: number }[] {
  const p = mover(s) as PlaneState;
  const jammed = p.jammed[0] === true;
  const enemies = s.planes.filter((q) => q.side !== p.side && q.fate === null);
  const out = rankedMoves(s).map((r) => {
    const me = frozenAt(p, r.flown, time);
    let sc = AFTER_SHARE * r.score;
    for (const q of enemies) {
      const at = placedOf(q);
      const t = threat(p.type, r.flown.pilotFires && !jammed, r.flown.gunnersFire, me, at);
      if (t > 0) sc += WEIGHTS.offence * t + WEIGHTS.sure;
      if (armed(q)) sc -= WEIGHTS.defence * threat(q.type, true, true, at, me);
    }
    return { flown: r.flown, score: sc };
  });
  return out.sort((a, b) => b.score - a.score);
}
