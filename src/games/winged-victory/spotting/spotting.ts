/**
 * Spotting in Winged Victory: a pilot sees 5 MegaHexes beyond his own; a
 * plane in his own MegaHex is seen at once, any other needs a Spotting Test
 * on the plane's spotting die stepped by the pilot's skill and the weather.
 * A plane once seen stays seen until the sun, a cloud, a storm, tailing (or,
 * optionally, flying low behind the spotter) hides it again; then a new test
 * is needed. What cannot be seen cannot be attacked nor defended against.
 */
import type { Dice } from "../../../engine/dice.js";
import {
  type Attitude,
  type Heading,
  type Hex,
  MEGA_RADIUS,
  megaDistanceOf,
  px,
} from "../board/grid.js";
import { inSun, type Weather, type WeatherSight, weatherSight } from "../board/weather.js";
import { type CombatTables, type Skill, skillSteps } from "../combat/data.js";
import { type CompiledAlea, DOUBLE, FAIL, rollTest, testDie } from "../dice/alea.js";

/** Spotting range in MegaHexes beyond the spotter's own. */
export const SPOTTING_RANGE = 5;
/** An "i" on the Spotting Test sees this far. */
export const SHORT_SIGHT = 4;

export interface SpotOptions {
  /** Optional: a target lower than the spotter and behind him is invisible to him. */
  lowBehind: boolean;
}
export const DEFAULT_SPOT_OPTIONS: SpotOptions = { lowBehind: false };

export interface Spotter {
  hex: Hex;
  heading: Heading;
  attitude: Attitude;
  /** Colour index of the plane's spotting die. */
  spottingDie: number;
  /** The pilot's skill (a wounded pilot's is recruit). */
  skill: Skill;
}

export type SightKind =
  | "out-of-range"
  /** hidden now: a new test is needed once the cause is gone */
  | "hidden"
  | "same-megahex"
  | "silhouetted"
  | "test";

export interface SightCheck {
  kind: SightKind;
  /** Why hidden, or what the weather did. */
  reason: string;
  /** MegaHexes between the two. */
  distance: number;
  /** The test die's colour index (kind "test"). */
  die: number;
  /** Colour steps the weather puts on the test (haze, stratus): the line is not clear. */
  weather?: number;
}

const scratch: WeatherSight = { blocked: false, silhouetted: false, modifier: 0 };
const OUT_OF_RANGE = `more than ${SPOTTING_RANGE} MegaHexes away`;

/** Whether `target` is lower than the spotter and behind his tail (east-west). */
export function lowAndBehind(s: Spotter, target: Hex): boolean {
  if (target.level >= s.hex.level) return false;
  const dx = px(target) - px(s.hex);
  return s.heading === "E" ? dx < 0 : dx > 0;
}

/**
 * What stands between a spotter and a target at the start of a turn.
 * `tailRestricted`: the spotter is tailing or tailed and the target is not
 * his partner in it. `radius`: the game's MegaHex radius (board file).
 */
export function sightCheck(
  alea: CompiledAlea,
  t: CombatTables,
  w: Weather,
  mats: number,
  opts: SpotOptions,
  s: Spotter,
  target: Hex,
  tailRestricted: boolean,
  radius = MEGA_RADIUS,
): SightCheck {
  const distance = megaDistanceOf(s.hex, target, radius);
  // Every field from the start (weather too): one shape of record whatever the answer.
  const out: SightCheck = { kind: "test", reason: "", distance, die: -1, weather: undefined };
  if (distance > SPOTTING_RANGE) {
    out.kind = "out-of-range";
    out.reason = OUT_OF_RANGE;
    return out;
  }
  if (tailRestricted) {
    out.kind = "hidden";
    out.reason = "a tailing or tailed pilot sees only his partner";
    return out;
  }
  weatherSight(w, s.hex, target, scratch, radius);
  if (scratch.blocked) {
    out.kind = "hidden";
    out.reason = "a storm or cumulus blocks the view";
    return out;
  }
  if (distance === 0) {
    out.kind = "same-megahex";
    return out;
  }
  if (inSun(w, mats, s.hex, target, radius)) {
    out.kind = "hidden";
    out.reason = "in the sun";
    return out;
  }
  if (opts.lowBehind && lowAndBehind(s, target)) {
    out.kind = "hidden";
    out.reason = "low and behind";
    return out;
  }
  if (scratch.silhouetted) {
    out.kind = "silhouetted";
    out.reason = "against the stratus";
    return out;
  }
  out.die = testDie(alea, s.spottingDie, skillSteps(t, s.skill) + scratch.modifier);
  out.weather = scratch.modifier;
  if (scratch.modifier !== 0) out.reason = `weather ${scratch.modifier}`;
  return out;
}

/** Seen without a roll. */
export const seenAtOnce = (c: SightCheck) => c.kind === "same-megahex" || c.kind === "silhouetted";
/**
 * Whether a plane already spotted stays spotted: in range, nothing hides it,
 * and no cloud or other weather lies on the line of sight (the text: then a
 * new Spotting Test is needed).
 */
export const staysSpotted = (c: SightCheck) =>
  c.kind !== "hidden" && c.kind !== "out-of-range" && !c.weather;

/** The Spotting Test: fail unseen, "i" seen within 4 MegaHexes, "ii" seen. */
export function spottingTest(alea: CompiledAlea, dice: Dice, c: SightCheck, why: string): boolean {
  if (seenAtOnce(c)) return true;
  if (c.kind !== "test") return false;
  const icon = rollTest(alea, dice, c.die, why);
  if (icon === FAIL) return false;
  return icon === DOUBLE || c.distance <= SHORT_SIGHT;
}
