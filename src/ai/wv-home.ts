/**
 * Winged Victory for the computer pilot: going home. A plane whose every gun
 * is empty can still win the fight: ruling W16 lets it land over its own
 * side of the front, roll to a stop, refuel and rearm, and take off again.
 * A plane whose engine a leak has stopped glides home too: landing over the
 * enemy's side gives its VP away; over its own it is safe, and once
 * refuelled its engine runs again (rules version 8).
 *
 * While homing, a manoeuvre is scored by how it brings the plane to a
 * landing at home: over its own side (a few columns past the front), down
 * to level 1, slowed to its landing speed; then the landing itself. Away
 * from stalls, crashes and the board's edge, and out of the enemy's guns as
 * in the fight. On the ground: the throttle shut until the plane has
 * stopped (the rearming comes at the next turn's start), then full throttle
 * and the take-off as soon as it is open.
 */

import { hexDistance } from "../games/winged-victory/board/grid.js";
import { outOfAmmo, type Placed } from "../games/winged-victory/combat/combat.js";
import { speedBox } from "../games/winged-victory/flight/energy.js";
import { isLanding, landingSpeed } from "../games/winged-victory/flight/field.js";
import { openMoves } from "../games/winged-victory/flight/flight.js";
import type { Flight } from "../games/winged-victory/flight/types.js";
import { type PlaneState, planeOf, type WvState } from "../games/winged-victory/game/state.js";
import { hexOfPlane, matWidthOf } from "../games/winged-victory/game/state-plane.js";
import { conditionOf } from "../games/winged-victory/turn/fly.js";
import { landsHome } from "../games/winged-victory/turn/ground.js";
import { gunThreat } from "./wv-eval.js";

/** Columns past the front a plane flies before it lands: a landing is over its own side with room to spare. */
export const HOME_MARGIN = 2;

/** The level a plane not yet over its own side keeps at least, so as to reach it. */
export const HOME_HEIGHT = 4;

/** Whether every gun aboard `p` is empty (a plane with no gun at all is not: it never had any). */
export function spent(p: PlaneState): boolean {
  const crew = planeOf(p.type).crew;
  let guns = 0;
  for (let k = 0; k < crew.length; k++) {
    const w = crew[k].weapon;
    const a = p.ammo[k];
    if (!w || !a) continue;
    guns++;
    if (!outOfAmmo(w, a)) return false;
  }
  return guns > 0;
}

/** Whether plane `p`, in the air, flies home: its guns empty or its engine stopped, and a front to land behind. */
export function homing(s: WvState, p: PlaneState): boolean {
  if (s.front < 0 || p.flight.grounded === true || p.flight.outOfControl !== null) return false;
  return spent(p) || p.damage.engineStopped;
}

/** Whether the pilot leaves plane `p`'s manoeuvre and throttle to the look ahead alone: homing or on the ground. */
export const lookAheadOnly = (s: WvState, p: PlaneState): boolean =>
  homing(s, p) || p.flight.grounded === true;

/** Columns still to fly to be `HOME_MARGIN` past the front on `p`'s side (0: there). */
function colsToGo(s: WvState, p: PlaneState, col: number): number {
  const target = p.side === "allies" ? s.front - 1 - HOME_MARGIN : s.front + 1 + HOME_MARGIN;
  return Math.max(0, p.side === "allies" ? col - target : target - col);
}

/** A manoeuvre flown dry, as far as homing reads it. */
export interface HomeFlown {
  at: Placed;
  level: number;
  endSpeed: number;
  events: string[];
  flight: Flight;
}

/** An enemy's guns where they are likely to be. */
export interface HomeThreat {
  type: string;
  at: Placed;
  pilot: boolean;
  gunners: boolean;
}

/** The score of a manoeuvre of a homing plane (higher is better). */
export function homeScore(s: WvState, p: PlaneState, f: HomeFlown, enemies: HomeThreat[]): number {
  let sc = 0;
  for (const e of f.events) {
    if (e.startsWith("crackup") || e.startsWith("crash")) sc -= 100;
    else if (e.startsWith("stall")) sc -= 30;
    else if (e.startsWith("structural")) sc -= 12;
  }
  // Out of control (a stall, a falling leaf): it falls two levels a turn, into the ground down here.
  if (f.flight.outOfControl !== null) sc -= f.level <= 6 ? 60 : 25;
  const col = f.at.hex.col;
  const cols = s.mats * matWidthOf(s);
  if (col < 2 || col > cols - 3) sc -= 40;
  // A landing over the enemy's side gives the plane's VP away, as being shot down does.
  if (f.flight.grounded === true) return sc + (landsHome(s, p, col) ? 60 : -100);
  const plane = planeOf(p.type);
  const togo = colsToGo(s, p, col);
  // The way to a landing: the columns to fly home, the levels down to level 1, the speed
  // to lose down to the landing speed (the faster, the more height it takes to lose).
  sc -= 2 * togo + Math.max(0, f.level - 1);
  sc -= 1.5 * Math.max(0, f.endSpeed - landingSpeed(plane)) * (f.level <= 4 ? 1 : 0.3);
  // Not home yet: height in hand to get there (a glide to the ground over the enemy's side is lost).
  if (togo > 0) sc -= 3 * Math.max(0, HOME_HEIGHT - f.level);
  // Low down over its own side: a landing open next turn (level 1, slow, fast enough to dive), or the ground.
  else if (f.level <= 2) sc += landingNext(s, p, f) ? 15 : -15;
  if (speedBox(plane, f.level, f.endSpeed) === "stall") sc -= f.level <= 6 ? 20 : 6;
  // Too slow to turn or to flatten out next turn: all it has left is a stall or the ground.
  if (f.endSpeed < 2) sc -= 8 * (2 - f.endSpeed);
  for (const e of enemies) {
    if (!e.pilot && !e.gunners) continue;
    sc -= 2 * gunThreat(e.type, e.pilot, e.gunners, e.at, f.at);
    if (hexDistance(f.at.hex, e.at.hex) <= 1) sc -= 0.5;
  }
  return sc;
}

/** Whether a landing is open to `p` next turn, from where manoeuvre `f` leaves it. */
function landingNext(s: WvState, p: PlaneState, f: HomeFlown): boolean {
  if (f.flight.outOfControl !== null) return false;
  const plane = planeOf(p.type);
  const moves = openMoves(plane, f.flight, conditionOf(s, p, 0), s.options.rules);
  return moves.some((m) => isLanding(plane, f.flight, m));
}

/**
 * The throttle of a plane going home or on the ground, or null when it
 * fights: shut while homing low (it must slow to its landing speed) or
 * rolling to a stop with its guns empty; full on the ground once rearmed.
 */
export function homeThrottle(s: WvState, p: PlaneState, choices: number[]): number | null {
  const max = choices[choices.length - 1];
  if (p.flight.grounded === true) return spent(p) ? choices[0] : max;
  if (!homing(s, p)) return null;
  // Until home, keep flying there; once over it, slow down to land.
  return colsToGo(s, p, hexOfPlane(p).col) > 0 ? max : choices[0];
}
