/**
 * Winged Victory: a flown turn on the board. A place is counted in quarter
 * Hex widths along the board (`x4`, twice grid.ts's doubled x) and half
 * levels (`half`), so a plane on a Hex spine has an exact place; the heading
 * is east or west. Level flight moves 4 quarters a Hex, a hard climb or dive
 * 2 quarters and a whole level (60°), a shallow one 3 quarters and half a
 * level (30°, along the spines).
 */
import { type Attitude, isClimbing } from "./energy.js";
import type { Leg } from "./flight-types.js";
import type { Heading, Hex } from "./grid.js";

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
/** The Hex a place reads as (the spine rule), left in hexCol / hexLevel. */
function read(x4: number, half: number, attitude: Attitude): void {
  if (isCentre(x4, half)) {
    hexCol = (x4 / 2 - ((half / 2) & 1)) / 2;
    hexLevel = half / 2;
    return;
  }
  // On a spine: the two Hexes beside it sit a quarter either side, half a level above and below.
  const up = isClimbing(attitude);
  const a = isCentre(x4 - 1, half + 1) ? -1 : 1;
  const dx = up ? a : -a;
  const dh = up ? 1 : -1;
  const x = x4 + dx;
  const h = half + dh;
  hexCol = (x / 2 - ((h / 2) & 1)) / 2;
  hexLevel = h / 2;
}

/** The Hex a place reads as while flying in `attitude` (on a spine: upper climbing, lower otherwise). */
/** Whether quarter-width `x4` at half level `half` (flying in `attitude`) is a Hex centre or a spine: on the grid. */
export function onGridAt(x4: number, half: number, attitude: Attitude): boolean {
  read(x4, half, attitude);
  return Number.isInteger(hexCol) && Number.isInteger(hexLevel);
}

export function hexOf(p: Place, attitude: Attitude): Hex {
  read(p.x4, p.half, attitude);
  return { col: hexCol, level: hexLevel };
}

const STEP_X: Record<Attitude, number> = {
  level: 4,
  "climb-shallow": 3,
  "climb-hard": 2,
  "dive-shallow": 3,
  "dive-hard": 2,
};
const STEP_H: Record<Attitude, number> = {
  level: 0,
  "climb-shallow": 1,
  "climb-hard": 2,
  "dive-shallow": -1,
  "dive-hard": -2,
};

/**
 * Walks a turn's legs from `start` (the plane flying in `attitude`);
 * `visit` is called with each Hex the plane enters, in order. Returns where
 * the turn ends, or with `limit`, where the plane stands after that many
 * Hexes of movement (Time Freezing; drops and steps off a spine are free and
 * do not count). Never below the ground; level Hexes and a climb along the
 * ground only with `ground` (a plane that lands, rolls or takes off:
 * flight-field.ts), so a plane that crashed stays where it hit.
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
  const enter = () => {
    if (!visit) return;
    read(x4, half, att);
    visit(hexCol, hexLevel);
  };
  for (const leg of legs) {
    const sign = heading === "E" ? 1 : -1;
    if (moved >= limit) break;
    switch (leg.kind) {
      case "hexes":
        att = leg.attitude;
        for (
          let i = 0;
          i < leg.n && (half > 0 || (ground && STEP_H[att] >= 0)) && moved < limit;
          i++, moved++
        ) {
          x4 += sign * STEP_X[att];
          half += STEP_H[att];
          if (half < 0) half = 0;
          enter();
        }
        break;
      case "snap":
        read(x4, half, leg.attitude);
        x4 = 2 * (2 * hexCol + (hexLevel & 1));
        half = 2 * hexLevel;
        att = "level";
        break;
      case "drop":
        if (half & 1) {
          read(x4, half, "level");
          x4 = 2 * (2 * hexCol + (hexLevel & 1));
          half = 2 * hexLevel;
        }
        // Straight down: alternately half a Hex ahead and back, as the rows are offset.
        for (let i = 0; i < leg.levels && half >= 2; i++) {
          x4 += i % 2 === 0 ? 2 * sign : -2 * sign;
          half -= 2;
          att = "level";
          enter();
        }
        break;
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
