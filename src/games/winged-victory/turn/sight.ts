/**
 * Winged Victory: which planes a seat sees in full, which only as their
 * position markers, and which stand where a Time Freezing caught them.
 */

import type { Hex } from "../board/grid.js";
import { cautionSide } from "../combat/damage.js";
import { hexOf } from "../flight/path.js";
import type { PlaneState, Side, WvState } from "../game/state.js";
import { SEEN } from "../spotting/order.js";
import { hexOfPlane } from "./fly.js";

/**
 * An enemy plane on the board that none of the seat's pilots has spotted:
 * only its position marker (the text: it stays on the plane counter and
 * hides its type) and what lies on the board around it. Its type, name,
 * VP, dashboard, crew, speed and throttle are not in the view.
 */
export interface MarkerView {
  /** The marker's counter (`A2`, `G1` …: never names the type). */
  id: string;
  side: Side;
  hex: Hex;
  x4: number;
  half: number;
  onSpine: boolean;
  heading: "E" | "W";
  attitude: string;
  /** The marker flipped to its caution side. */
  cautionSide: boolean;
  /** Leakage and fire markers placed behind it. */
  leaking: boolean;
  onFire: boolean;
}

/** Which planes `seat` may see (its own, and enemies one of its pilots has spotted; a spectator: the planes spotted by an enemy). */
export function visiblePlanes(s: WvState, seat: string | null): Set<string> {
  const out = new Set<string>();
  s.planes.forEach((p, b) => {
    if (p.side === seat) {
      out.add(p.id);
      return;
    }
    if (spottedBy(s, seat, b)) out.add(p.id);
  });
  return out;
}

/** Whether a pilot of `seat` in the fight (a spectator: any enemy pilot) has plane `b` (its index) spotted this turn. */
export function spottedBy(s: WvState, seat: string | null, b: number): boolean {
  const n = s.planes.length;
  const side = s.planes[b].side;
  for (let a = 0; a < n; a++) {
    const q = s.planes[a];
    const looker = seat === null ? q.side !== side : q.side === seat;
    if (looker && q.fate === null && s.sight[a * n + b] === SEEN) return true;
  }
  return false;
}

const freezing = (s: WvState) =>
  (s.phase.kind === "move" && s.phase.freeze !== null) ||
  (s.phase.kind === "fire" && s.phase.resume !== undefined);

/**
 * The other side's planes that have moved into a Time Freezing under way:
 * until the freeze's fire is over they stand where time froze, and where
 * their manoeuvre ends (and which it is) stays hidden, as at the table.
 */
export function veiledPlanes(s: WvState, seat: string | null): Set<string> {
  const out = new Set<string>();
  if (freezing(s))
    for (const p of s.planes) if (p.freezeAt !== null && p.side !== seat) out.add(p.id);
  return out;
}

/** Plane `p`'s position marker; `veiled`: it stands where a Time Freezing caught it. */
export function markerView(p: PlaneState, veiled: boolean): MarkerView {
  // Caught in a Time Freezing: where time froze (its move is flown once the freeze's fire is over).
  const d = p.damage;
  const fl = p.flight;
  const at = veiled && p.freezeAt ? p.freezeAt : p.place;
  return {
    id: p.id,
    side: p.side,
    hex: at === p.place ? hexOfPlane(p) : hexOf(at, p.flight.attitude),
    x4: at.x4,
    half: at.half,
    onSpine: (at.half & 1) === 1,
    heading: at.heading,
    attitude: fl.attitude,
    cautionSide: cautionSide(d, fl.outOfControl !== null),
    leaking: d.leaking,
    onFire: d.onFire,
  };
}
