/**
 * Winged Victory for the computer pilot: the look ahead a turn deeper.
 * Each manoeuvre `rankedMoves` scores is weighed again by what it leaves
 * open next turn: from where it leaves the plane (its place, its flight,
 * its speed), the best manoeuvre the plane could fly then, scored as the
 * look ahead scores a manoeuvre, against the enemies where their answers
 * left them. A manoeuvre that takes this turn's shot but leaves the plane
 * slow, low or in an enemy's line with no way out loses to one that keeps
 * next turn's shot open.
 *
 * The enemies stand where their answers left them: flown on straight at
 * their speed instead, the pilot and a Dr.I circled each other for the rest
 * of a head-on fight (draws 22 → 90 in 300 games); looking a third turn
 * ahead (the best six of next turn's manoeuvres, each with its own next
 * best) won fewer games than two (docs/winged-victory.md).
 */

import type { PlaneState, WvState } from "../games/winged-victory/game/state.js";
import { movesFor } from "../games/winged-victory/turn/actions.js";
import { autoPilot } from "../games/winged-victory/turn/fly.js";
import { mover } from "../games/winged-victory/turn/turn.js";
import {
  type EnemyGuess,
  type Flown,
  flyDry,
  type Ranked,
  rankedMoves,
  scoreFlown,
} from "./wv-policy.js";

/** How much of next turn's best score a manoeuvre adds to its own. */
export const PLY_WEIGHT = 0.5;

/** What a plane that flies itself next turn (out of control, on a stall box) can make of it. */
export const NO_CHOICE = -20;

/** The score of the best manoeuvre plane `p` could fly next turn from where `f` leaves it. */
export function followUp(s: WvState, p: PlaneState, f: Flown, enemies: EnemyGuess[]): number {
  if (f.flight.grounded === true || f.flight.lost !== null) return 0;
  const next: PlaneState = { ...p, place: f.place, flight: f.flight, flown: "" };
  if (autoPilot(next)) return NO_CHOICE;
  let best = Number.NEGATIVE_INFINITY;
  for (const m of movesFor(s, next)) {
    const sc = scoreFlown(s, next, flyDry(s, next, m), enemies);
    if (sc > best) best = sc;
  }
  return best === Number.NEGATIVE_INFINITY ? 0 : best;
}

/** The manoeuvres open to the plane moving now, scored by `rankedMoves` plus next turn's best, best first. */
export function deepRanked(s: WvState): Ranked[] {
  const p = mover(s) as PlaneState;
  const out = rankedMoves(s).map((r) => {
    // Next turn the enemies' moves are not known: no shot is sure.
    const standing = r.answers.map((g) => ({ ...g, evasion: undefined }));
    return { ...r, score: r.score + PLY_WEIGHT * followUp(s, p, r.flown, standing) };
  });
  return out.sort((a, b) => b.score - a.score);
}
