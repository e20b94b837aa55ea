/**
 * Weather in Winged Victory: the sun in one of five places, haze, a storm,
 * high / medium / low stratus and cumulus, as a mission sets them, and what
 * each does to the line of sight between two planes and to a Spotting Test.
 *
 * reconstructed: the pictures placing the sun and the counters are lost. The
 * sun stands in the MegaHex of one of five Hexes at the board's edges (low
 * and high on each side, and overhead); low stratus and cumulus fill the
 * MegaHex their counter is in. A high or medium stratus fills its whole band,
 * as the text says (its counter's level only names the band). MegaHexes are
 * read on the game's overlay (`radius`: the board file's, or the default).
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import {
  type Hex,
  lineMeetsMega,
  MAT_WIDTH,
  MEGA_RADIUS,
  megaOf,
  megasAlong,
  TOP,
} from "./grid.js";

export const SUN_POSITIONS = [
  "west-low",
  "west-high",
  "overhead",
  "east-high",
  "east-low",
] as const;
export type SunPosition = (typeof SUN_POSITIONS)[number];

export interface Weather {
  sun: SunPosition | null;
  /** The Hex of the sun token where a printed placement is known (overrides `sunHex`). */
  sunAt?: Hex;
  /** From this level down the sky is hazy. */
  haze: number | null;
  /** From this level up to the top, a thunderstorm (no flying in, blocks sight). */
  storm: number | null;
  /** The counter's level (High band, 21–30); the cloud fills the whole band. */
  highStratus: number | null;
  /** The counter's level (Medium band, 11–20); the cloud fills the whole band. */
  mediumStratus: number | null;
  /** Hexes holding low stratus counters: each fills its MegaHex. */
  lowStratus: Hex[];
  /** Hexes holding cumulus counters: each fills its MegaHex. */
  cumulus: Hex[];
}

export const CLEAR_SKY: Weather = {
  sun: null,
  haze: null,
  storm: null,
  highStratus: null,
  mediumStratus: null,
  lowStratus: [],
  cumulus: [],
};

const hex = z
  .object({ col: z.number().int().min(0), level: z.number().int().min(1).max(TOP) })
  .strict();
const level = (lo: number, hi: number) => z.number().int().min(lo).max(hi).nullable();
export const weatherSchema = z
  .object({
    sun: z.enum(SUN_POSITIONS).nullable(),
    sunAt: hex,
    haze: level(1, TOP),
    storm: level(1, TOP),
    highStratus: level(21, 30),
    mediumStratus: level(11, 20),
    lowStratus: z.array(hex.extend({ level: z.number().int().min(1).max(10) })).max(10),
    cumulus: z.array(hex).max(10),
  })
  .partial()
  .strict();

/** Reads a mission's weather (untrusted); missing parts are clear sky. */
export function parseWeather(input: unknown): Weather {
  const r = weatherSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "the weather");
    throw new RuleError(`weather: ${msg}`);
  }
  return {
    ...CLEAR_SKY,
    ...r.data,
    lowStratus: r.data.lowStratus ?? [],
    cumulus: r.data.cumulus ?? [],
  };
}

/** reconstructed: the Hex the sun stands in on a board of `mats` mats (of `matWidth` Hexes each). */
export function sunHex(sun: SunPosition, mats: number, matWidth = MAT_WIDTH): Hex {
  const east = mats * matWidth - 1;
  switch (sun) {
    case "west-low":
      return { col: 0, level: 6 };
    case "west-high":
      return { col: 0, level: 25 };
    case "overhead":
      return { col: Math.floor((mats * matWidth) / 2), level: TOP };
    case "east-high":
      return { col: east, level: 25 };
    case "east-low":
      return { col: east, level: 6 };
  }
}

/**
 * Whether the sun hides `target` from `spotter`: the target stands in the
 * sun's MegaHex or on the line of MegaHexes from the spotter to it (not in
 * the spotter's own MegaHex). Checked at the start of a turn.
 */
export function inSun(
  w: Weather,
  mats: number,
  spotter: Hex,
  target: Hex,
  radius = MEGA_RADIUS,
): boolean {
  if (!w.sun) return false;
  const own = megaOf(spotter, radius);
  const t = megaOf(target, radius);
  if (t === own) return false;
  if (w.sunAt) return lineMeetsMega(spotter, w.sunAt, t, radius);
  if (spotter.col < 0 || spotter.col >= 128 || spotter.level < 0 || spotter.level > TOP) {
    return lineMeetsMega(spotter, sunHex(w.sun, mats), t, radius);
  }
  const key =
    (((radius * 5 + SUN_POSITIONS.indexOf(w.sun)) * 4 + mats) * 32 + spotter.level) * 128 +
    spotter.col;
  let line = SUN_LINES.get(key);
  if (!line) {
    line = Int32Array.from(megasAlong(spotter, sunHex(w.sun, mats), radius));
    SUN_LINES.set(key, line);
  }
  return line.includes(t);
}

/** The MegaHexes from a spotter's Hex to the sun, per MegaHex radius, sun position, board and Hex (filled as needed). */
const SUN_LINES = new Map<number, Int32Array>();

/** A storm blocks sight to, from and through it; it fills every level from its base up. */
export const inStorm = (w: Weather, h: Hex) => w.storm !== null && h.level >= w.storm;

/**
 * Why a move may not be flown into the storm, or null. A pilot never flies
 * into a storm by choice: a path entering a storm Hex is refused unless the
 * plane is `forced` (out of control, nobody at the stick) or starts inside
 * already (it was forced in; every turn there costs a side attack, combat/damage.ts).
 */
export function stormProblem(
  w: Weather,
  start: Hex,
  path: readonly Hex[],
  forced = false,
): string | null {
  if (w.storm === null || forced || inStorm(w, start)) return null;
  for (const h of path)
    if (h.level >= w.storm) return `no flying into the storm from level ${w.storm} up`;
  return null;
}

const MEDIUM_BOTTOM = 11;
const MEDIUM_TOP = 20;
const HIGH_BOTTOM = 21;

/** What the weather does to one spotter's view of one target. */
export interface WeatherSight {
  /** Nothing can be seen (storm, cumulus). */
  blocked: boolean;
  /** Seen without a test: silhouetted against a stratus. */
  silhouetted: boolean;
  /** Colour steps on the Spotting Test. */
  modifier: number;
}

/** Fills `out` (reused by the caller) with the weather's effect on a line of sight. */
export function weatherSight(
  w: Weather,
  spotter: Hex,
  target: Hex,
  out: WeatherSight,
  radius = MEGA_RADIUS,
): WeatherSight {
  out.blocked = false;
  out.silhouetted = false;
  out.modifier = 0;
  if (inStorm(w, spotter) || inStorm(w, target)) {
    out.blocked = true;
    return out;
  }
  for (const c of w.cumulus) {
    if (lineMeetsMega(spotter, target, megaOf(c, radius), radius)) {
      out.blocked = true;
      return out;
    }
  }
  for (const s of w.lowStratus) {
    if (lineMeetsMega(spotter, target, megaOf(s, radius), radius)) {
      out.modifier -= 2;
      break;
    }
  }
  if (w.haze !== null && (spotter.level <= w.haze || target.level <= w.haze)) out.modifier -= 1;
  // A stratus fills its whole band (the text: "the entire upper / medium level"; the
  // counter goes "somewhere" in it); the counter's level only says which band.
  let crossesMid = false;
  if (w.mediumStratus !== null) {
    const lo = spotter.level < MEDIUM_BOTTOM;
    const tlo = target.level < MEDIUM_BOTTOM;
    const hi = spotter.level > MEDIUM_TOP;
    const thi = target.level > MEDIUM_TOP;
    if (!(lo && tlo) && !(hi && thi)) {
      // from, to or through the band
      out.modifier -= 2;
      crossesMid = true;
    } else if (lo ? target.level > spotter.level : target.level < spotter.level)
      out.silhouetted = true;
  }
  if (w.highStratus !== null) {
    if (spotter.level >= HIGH_BOTTOM || target.level >= HIGH_BOTTOM) out.modifier -= 1;
    else if (!crossesMid && target.level > spotter.level) out.silhouetted = true;
  }
  return out;
}
