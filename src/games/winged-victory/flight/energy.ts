/**
 * Winged Victory: the Energy dial and the altitude of one plane. Small pure
 * functions on numbers, no allocation; flight/manoeuvres.ts builds a turn from them.
 */
import { type Band, bandOf, inBand, type Plane, TOP_LEVEL } from "../planes/plane.js";

/**
 * Ruling V1, the end-of-turn update: the cue moves halfway toward the
 * throttle, the distance halved and truncated toward zero; when the two are
 * adjacent it goes onto the throttle. Values below −2 are kept.
 */
export function speedUpdate(cue: number, throttle: number): number {
  const d = throttle - cue;
  if (d === 1 || d === -1) return throttle;
  return cue + Math.trunc(d / 2);
}

/** What a box of the speed strip means when a turn starts on it. */
export type SpeedBox = "plain" | "stall" | "red" | "red-and-white";

/**
 * The box under the cue at `speed`, in the band of `level`: a stall box at or
 * below the band's stall speed (also left of the printed strip), red and
 * red-and-white from the strip, and beyond the strip's end a crackup.
 */
export function speedBox(plane: Plane, level: number, speed: number): SpeedBox {
  if (speed <= inBand(plane.stallAtOrBelow, bandOf(level))) return "stall";
  // The schema keeps red then red-and-white boxes contiguous up to the strip's end.
  if (speed >= plane.redAndWhite[0]) return "red-and-white";
  if (plane.red.length > 0 && speed >= plane.red[0]) return "red";
  return "plain";
}

/** Engine state that bounds the throttle. */
export interface EngineState {
  /** 0, 1 or 2: the engine track's −1 and −2 boxes lower every white box. */
  loss: number;
  /** A leak ran out: the throttle stays at 0. */
  stopped: boolean;
  /** A bomber with its bombs aboard: the circled throttle is its limit. */
  loaded: boolean;
}

export const HEALTHY_ENGINE: EngineState = { loss: 0, stopped: false, loaded: false };

/** The highest throttle this turn: the band's white box, less engine damage, under the bomb cap. */
export function maxThrottle(plane: Plane, band: Band, engine: EngineState): number {
  if (engine.stopped) return 0;
  let max = inBand(plane.maxLevelSpeed, band) - engine.loss;
  if (engine.loaded && plane.loadedMaxThrottle !== undefined)
    max = Math.min(max, plane.loadedMaxThrottle);
  return max < 0 ? 0 : max;
}

/**
 * Why `throttle` cannot be set this turn, or null when it can. Rotary engines
 * take 0 or the maximum only (`anyThrottle` lifts that, as the flying
 * school's dive lesson does); in-line engines anything from 0 to it.
 */
export function throttleProblem(
  plane: Plane,
  band: Band,
  engine: EngineState,
  throttle: number,
  anyThrottle = false,
): string | null {
  const max = maxThrottle(plane, band, engine);
  if (!Number.isInteger(throttle) || throttle < 0)
    return `the throttle is a whole number from 0 (got ${throttle})`;
  if (throttle > max) {
    const why = engine.stopped
      ? "the engine has stopped"
      : engine.loaded && plane.loadedMaxThrottle !== undefined && max === plane.loadedMaxThrottle
        ? "the bombs are aboard: the circled value"
        : engine.loss > 0
          ? `the engine damage lowers the ${band} white box by ${engine.loss}`
          : `the ${band} band's maximum level speed`;
    return `the ${plane.name}'s throttle goes up to ${max} here (${why}); ${throttle} is too much`;
  }
  if (plane.engine === "rotary" && !anyThrottle && throttle !== 0 && throttle !== max)
    return `the ${plane.name} has a rotary engine: its throttle is 0 or ${max} here, not ${throttle}`;
  return null;
}

/** The throttle settings allowed this turn, lowest first. */
export function legalThrottles(
  plane: Plane,
  band: Band,
  engine: EngineState,
  anyThrottle = false,
): number[] {
  const max = maxThrottle(plane, band, engine);
  if (plane.engine === "rotary" && !anyThrottle) return max === 0 ? [0] : [0, max];
  const out: number[] = [];
  for (let t = 0; t <= max; t++) out.push(t);
  return out;
}

// ---------------------------------------------------------------- altitude

/**
 * Attitude of the nose. Shallow climbs and dives point at a Hex vertex and
 * move half a level per Hex; hard ones point at a Hex side, a level per Hex.
 */
export type Attitude = "level" | "climb-shallow" | "climb-hard" | "dive-shallow" | "dive-hard";

export const isClimbing = (a: Attitude) => a === "climb-shallow" || a === "climb-hard";
export const isDiving = (a: Attitude) => a === "dive-shallow" || a === "dive-hard";

/**
 * The level a position reads as. Positions are counted in half levels (2 ×
 * level; odd = on a Hex spine); on a spine a climbing plane is in the upper
 * Hex, any other in the lower one (the spine rule).
 */
export function levelOf(half: number, attitude: Attitude): number {
  if ((half & 1) === 0) return half / 2;
  return isClimbing(attitude) ? (half + 1) / 2 : (half - 1) / 2;
}

/** Where a plane on `half` stands once it levels out: into the Hex it reads as. */
export function levelledHalf(half: number, attitude: Attitude): number {
  return 2 * levelOf(half, attitude);
}

/** True when `level` is above what the plane can reach: it stalls. */
export function aboveCeiling(plane: Plane, level: number): boolean {
  return level > plane.ceiling || level > TOP_LEVEL;
}
