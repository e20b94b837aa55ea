/**
 * Winged Victory: a flown turn on the board. A place is counted in quarter
 * Hex widths along the board (`x4`, twice board/grid.ts's doubled x) and half
 * levels (`half`), so a plane on a Hex spine has an exact place; the heading
 * is east or west. Level flight moves 4 quarters a Hex, a hard climb or dive
 * 2 quarters and a whole level (60°), a shallow one 3 quarters and half a
 * level (30°, along the spines).
 */

import type { Heading, Hex } from "../board/grid.js";
import { type Attitude, isClimbing } from "./energy.js";
import type { Leg } from "./types.js";

export interface Place {
  x4: number;
  half: number;
  heading: Heading;
}

/** The place of a plane standing in a Hex. */
export function placeOf(hex: Hex, heading: Heading): Place {
  return { x4: 2 * (2 * hex.col + (hex.level & 1)), half: 2 * hex.level, heading };
}

/** True when (x4, half) is the centre of a Hex. */
function isCentre(x4: number, half: number): boolean {
  if ((half & 1) !== 0 || (x4 & 1) !== 0) return false;
  return (((x4 >> 1) + (half >> 1)) & 1) === 0;
}

let hexCol = 0;
let hexLevel = 0;
let spotX = 0;
let spotH = 0;
/**
 * The point a place reads from (the spine rule), left in spotX / spotH: the
 * place itself at a Hex centre; on a spine, the centre of the Hex beside it
 * (a quarter either side, half a level above climbing, below otherwise).
 */
function spot(x4: number, half: number, attitude: Attitude): void {
  if (isCentre(x4, half)) {
    spotX = x4;
    spotH = half;
    return;
  }
  const up = isClimbing(attitude);
  const a = isCentre(x4 - 1, half + 1) ? -1 : 1;
  spotX = x4 + (up ? a : -a);
  spotH = half + (up ? 1 : -1);
}

/** Whether the point (x, h) is a Hex centre (whole column and level), in integer arithmetic. */
const wholeHex = (x: number, h: number) =>
  (h & 1) === 0 && (x & 1) === 0 && (((x >> 1) - ((h >> 1) & 1)) & 1) === 0;

/**
 * The Hex a place reads as (the spine rule), left in hexCol / hexLevel: off
 * the grid, fractions. Both ways of counting run on every call (whole
 * numbers by shifts; fractions by multiplying by exact binary fractions, the
 * same values as halving), so compiled code never meets a case it has not
 * seen, and a whole Hex stays a small integer.
 */
function read(x4: number, half: number, attitude: Attitude): void {
  spot(x4, half, attitude);
  const x = spotX;
  const h = spotH;
  const whole = wholeHex(x, h);
  const col = ((x >> 1) - ((h >> 1) & 1)) >> 1;
  const partCol = x * 0.25 - ((h * 0.5) & 1) * 0.5;
  const partLevel = h * 0.5;
  hexCol = whole ? col : partCol;
  hexLevel = whole ? h >> 1 : partLevel;
}

/** Whether quarter-width `x4` at half level `half` (flying in `attitude`) is a Hex centre or a spine: on the grid. */
export function onGridAt(x4: number, half: number, attitude: Attitude): boolean {
  spot(x4, half, attitude);
  return wholeHex(spotX, spotH);
}

/** The Hex a place reads as while flying in `attitude` (on a spine: upper climbing, lower otherwise). */
export function hexOf(p: Place, attitude: Attitude): Hex {
  read(p.x4, p.half, attitude);
  return { col: hexCol, level: hexLevel };
}

/** Quarters along the board per Hex flown in `a`. */
const stepX = (a: Attitude) =>
  a === "level" ? 4 : a === "climb-hard" || a === "dive-hard" ? 2 : 3;
/** Half levels per Hex flown in `a`. */
const stepH = (a: Attitude) =>
  a === "level"
    ? 0
    : a === "climb-shallow"
      ? 1
      : a === "climb-hard"
        ? 2
        : a === "dive-shallow"
          ? -1
          : -2;

/**
 * Walks a turn's legs from `start` (the plane flying in `attitude`);
 * `visit` is called with each Hex the plane enters, in order. Returns where
 * the turn ends, or with `limit`, where the plane stands after that many
 * Hexes of movement (Time Freezing; drops and steps off a spine are free and
 * do not count). Never below the ground; level Hexes and a climb along the
 * ground only with `ground` (a plane that lands, rolls or takes off:
 * flight/field.ts), so a plane that crashed stays where it hit.
 */
export function walkLegs(
  start: Place,
  attitude: Attitude,
  legs: readonly Leg[],
  visit?: (col: number, level: number) => void,
  limit = Number.POSITIVE_INFINITY,
  ground = false,
): Place {
  let { x4, half, heading } = start;
  let att = attitude;
  let moved = 0;
  let dx = 0;
  let dh = 0;
  let up = true;
  // No closure over the walk's variables (it would keep them in a context, not registers): each Hex entered is read in place.
  for (const leg of legs) {
    const sign = heading === "E" ? 1 : -1;
    if (moved >= limit) break;
    switch (leg.kind) {
      case "hexes":
        att = leg.attitude;
        dx = stepX(att);
        dh = stepH(att);
        up = dh >= 0;
        for (let i = 0; i < leg.n && (half > 0 || (ground && up)) && moved < limit; i++, moved++) {
          x4 += sign * dx;
          half += dh;
          if (half < 0) half = 0;
          if (visit) {
            read(x4, half, att);
            visit(hexCol, hexLevel);
          }
        }
        break;
      case "snap":
      case "drop": {
        // Into the Hex the place reads as: a snap always, a drop from a spine first (level).
        const snap = leg.kind === "snap";
        if (snap || half & 1) {
          read(x4, half, snap ? leg.attitude : "level");
          x4 = 2 * (2 * hexCol + (hexLevel & 1));
          half = 2 * hexLevel;
        }
        if (snap) {
          att = "level";
          break;
        }
        // Straight down: alternately half a Hex ahead and back, as the rows are offset.
        for (let i = 0; i < leg.levels && half >= 2; i++) {
          x4 += i % 2 === 0 ? 2 * sign : -2 * sign;
          half -= 2;
          att = "level";
          if (visit) {
            read(x4, half, att);
            visit(hexCol, hexLevel);
          }
        }
        break;
      }
      case "flip":
        heading = heading === "E" ? "W" : "E";
        break;
    }
  }
  // On the spine above the ground while diving reads as level 0: it has crashed.
  if ((half === 1 && !isClimbing(att)) || half < 0) half = 0;
  return { x4, half, heading };
}

/** The Hexes a turn passes through, in order (each Hex once per entry). */
export function pathHexes(start: Place, attitude: Attitude, legs: readonly Leg[]): Hex[] {
  const out: Hex[] = [];
  walkLegs(start, attitude, legs, (col, level) => out.push({ col, level }));
  return out;
}

/**
 * Whether a flown turn was level flight for the whole turn (bombing, a
 * reload): nothing but level Hexes, after at most a free step off a spine;
 * an optional extra diving Hex, a drop, a climb or a reversal breaks it.
 */
export function levelWholeTurn(legs: readonly Leg[]): boolean {
  for (const l of legs) {
    if (l.kind === "snap") continue;
    if (l.kind !== "hexes" || l.attitude !== "level") return false;
  }
  return true;
}
