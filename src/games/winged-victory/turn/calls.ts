/**
 * Winged Victory: standing Time Freezing calls (ruling G17), set with a
 * plane's throttle: which planes may set one this turn, and how far it reaches.
 */
import { megaDistanceOf } from "../board/grid.js";
import { FREEZE_REACH } from "../combat/timefreeze.js";
import type { PlaneState, WvState } from "../game/state.js";
import { megaRadiusOf } from "../game/state-plane.js";
import { hexOfPlane } from "./fly.js";

const REACHES = Array.from({ length: FREEZE_REACH }, (_, k) => k + 1);
const NO_CALLS: readonly number[] = [];

/**
 * Whether plane `p` can be in an engaged pool with others this turn (ruling
 * G17): an enemy plane still in the fight stands in its MegaHex or the next.
 * Engagement is read from the places at the start of the turn, which the
 * throttle step already knows; whether a sighting keeps the pair engaged
 * (the sun, low and behind) and which plane of the pool moves first are
 * rolled after the throttles, so every plane that can be engaged may call.
 */
export function mayBeEngaged(s: WvState, p: PlaneState): boolean {
  const at = hexOfPlane(p);
  const radius = megaRadiusOf(s);
  for (const q of s.planes)
    if (q.side !== p.side && q.fate === null && megaDistanceOf(at, hexOfPlane(q), radius) <= 1)
      return true;
  return false;
}

/**
 * The reaches a standing Time Freezing call of plane `p` may have, set with
 * its throttle (ruling G17): 1 to 5 Hexes with the rule in play for a plane
 * that can be engaged this turn (`mayBeEngaged`), none otherwise.
 */
export function callChoices(s: WvState, p: PlaneState): readonly number[] {
  return s.options.rules.timeFreezing && mayBeEngaged(s, p) ? REACHES : NO_CALLS;
}

/** Why plane `p` may or may not set a standing Time Freezing call now, in a few words (null: the rule is not in play). */
export function callReason(s: WvState, p: PlaneState): string | null {
  if (!s.options.rules.timeFreezing) return null;
  return mayBeEngaged(s, p)
    ? "engaged: an enemy plane in its MegaHex or the next"
    : "not engaged: no enemy plane in its MegaHex or the next";
}
