/**
 * Who sees whom at the start of a Winged Victory turn: every enemy pair is
 * checked; a plane already spotted stays spotted while nothing hides it;
 * otherwise planes in the same MegaHex or silhouetted are seen at once and
 * the others within range take a Spotting Test. The result feeds the order
 * of movement (`spotting/order.ts`) and decides who may attack or defend.
 */
import type { Dice } from "../../../engine/dice.js";
import { MEGA_RADIUS } from "../board/grid.js";
import type { Weather } from "../board/weather.js";
import type { CombatTables } from "../combat/data.js";
import type { CompiledAlea } from "../dice/alea.js";
import { HIDDEN, type Mover, SEEN, type SightMatrix, tailMatrix, UNSEEN } from "./order.js";
import {
  type SpotOptions,
  type Spotter,
  seenAtOnce,
  sightCheck,
  spottingTest,
  staysSpotted,
} from "./spotting.js";

/** A plane as spotting needs it: where it is and what it flies with. */
export interface SpottingPlane
  extends Mover,
    Omit<Spotter, "hex" | "heading" | "attitude" | "skill"> {}

/**
 * The new sight matrix (`[a * n + b]`: what a knows of b) from the last
 * turn's (`previous`, or null at the start of a game). Friends always see
 * each other. HIDDEN marks a pair hidden by the sun, low-and-behind, a storm
 * or a cumulus (not engaged); a tailing pilot's blindness to the others is
 * UNSEEN. Tests are rolled in plane order, spotter by spotter. `radius`:
 * the game's MegaHex radius (board file).
 */
export function updateSight(
  alea: CompiledAlea,
  t: CombatTables,
  w: Weather,
  mats: number,
  opts: SpotOptions,
  planes: readonly SpottingPlane[],
  previous: SightMatrix | null,
  dice: Dice,
  radius = MEGA_RADIUS,
): SightMatrix {
  const n = planes.length;
  const out = new Uint8Array(n * n);
  const tails = tailMatrix(planes);
  const inTail = new Uint8Array(n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) if (tails[a * n + b] || tails[b * n + a]) inTail[a] = 1;
  }
  for (let a = 0; a < n; a++) {
    const s = planes[a];
    for (let b = 0; b < n; b++) {
      if (a === b || planes[b].side === s.side) {
        out[a * n + b] = SEEN;
        continue;
      }
      const partner = tails[a * n + b] === 1 || tails[b * n + a] === 1;
      if (inTail[a] === 1 && !partner) {
        out[a * n + b] = UNSEEN;
        continue;
      }
      const c = sightCheck(alea, t, w, mats, opts, s, planes[b].hex, false, radius);
      if (c.kind === "out-of-range") out[a * n + b] = UNSEEN;
      else if (c.kind === "hidden") out[a * n + b] = HIDDEN;
      else if (seenAtOnce(c) || (previous?.[a * n + b] === SEEN && staysSpotted(c)))
        out[a * n + b] = SEEN;
      else
        out[a * n + b] = spottingTest(alea, dice, c, `${s.id} looks for ${planes[b].id}`)
          ? SEEN
          : UNSEEN;
    }
  }
  return out;
}
