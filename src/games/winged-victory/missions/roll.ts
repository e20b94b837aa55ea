/**
 * A generated mission's set-up rolls after the flights (missions/setup.ts
 * holds the table): the sky, the sun and each cloud counter's MegaHex, and
 * where a side flying Scramble stands on its airfield.
 *
 * reconstructed, so that no roll breaks the game:
 * - a cloud counter goes on the centre Hex of a MegaHex that lies on the
 *   board within its band of levels and holds no plane's start and no
 *   target (a cumulus there would hide it for good), one counter a
 *   MegaHex; where none is left, the counter is not placed;
 * - a thunderstorm's base stays at least STORM_CLEARANCE levels above every
 *   plane's start and every target (raised if the table puts it lower; no
 *   storm if that would be above the top of the board).
 */
import type { Dice } from "../../../engine/dice.js";
import { type Hex, MEGA_RADIUS, type Mega, megaCentre, megaOf, TOP } from "../board/grid.js";
import { type BoardGeometry, boardColumns } from "../board/grid-board.js";
import { CLEAR_SKY, type Weather } from "../board/weather.js";
import { takeoffSpeed } from "../flight/field.js";
import type { Plane } from "../planes/plane.js";
import type { Side } from "./missions.js";
import { type Airfield, type CloudLevels, dieOf, rowOf, type SetupTable } from "./setup.js";

/** Levels kept clear of a storm above the highest start. */
export const STORM_CLEARANCE = 3;

/** Where the weather is rolled: the board, and the Hexes it must leave clear (plane starts, targets). */
export interface SkyPlace {
  mats: number;
  board: BoardGeometry;
  keepClear: readonly Hex[];
}

/**
 * The centre Hexes of the MegaHexes a cloud counter may go on: on the board,
 * the centre within `levels`, holding no Hex of `clear`, not `taken`; west to
 * east, and bottom to top in a column (the order the die's faces count them).
 */
export function cloudMegas(
  levels: Pick<CloudLevels, "from" | "to">,
  place: SkyPlace,
  taken: ReadonlySet<Mega> = new Set(),
): Hex[] {
  const radius = place.board.megaRadius ?? MEGA_RADIUS;
  const cols = boardColumns(place.mats, place.board);
  const blocked = new Set(place.keepClear.map((h) => megaOf(h, radius)));
  const out: Hex[] = [];
  for (let col = 0; col < cols; col++)
    for (let level = Math.max(levels.from, 0); level <= Math.min(levels.to, TOP); level++) {
      const m = megaOf({ col, level }, radius);
      const c = megaCentre(m, radius);
      if (c.col !== col || c.level !== level || blocked.has(m) || taken.has(m)) continue;
      out.push(c);
    }
  return out;
}

/** A storm's base kept clear of the starts (null: no room for it under the top of the board). */
export function stormBase(base: number | null, keepClear: readonly Hex[]): number | null {
  if (base === null) return null;
  const highest = keepClear.reduce((m, h) => Math.max(m, h.level), 0);
  const b = Math.max(base, highest + STORM_CLEARANCE);
  return b > TOP ? null : b;
}

const SUN_WORDS: Record<string, string> = {
  "west-low": "low in the west",
  "west-high": "high in the west",
  overhead: "overhead",
  "east-high": "high in the east",
  "east-low": "low in the east",
};

/** Rolls a generated mission's weather on the table: the sky, the sun, then each cloud counter's MegaHex. */
export function rollSky(table: SetupTable, dice: Dice, place: SkyPlace): Weather {
  const skyDie = dieOf(table.sky);
  const roll = dice.roll(skyDie, `weather: the sky (d${skyDie})`);
  const row = rowOf(table.sky, roll);
  const storm = stormBase(row.storm, place.keepClear);
  const parts = [
    row.haze !== null && `hazy up to level ${row.haze}`,
    row.storm !== null &&
      (storm === null
        ? "no room for the storm above the starts"
        : `a storm from level ${storm} up${storm !== row.storm ? ` (raised from ${row.storm}, above the starts)` : ""}`),
    row.highStratus !== null && `high stratus (counter at level ${row.highStratus})`,
    row.mediumStratus !== null && `medium stratus (counter at level ${row.mediumStratus})`,
    row.lowStratus > 0 && `${row.lowStratus} low stratus`,
    row.cumulus > 0 && `${row.cumulus} cumulus`,
  ].filter(Boolean);
  dice.note(`${roll} → ${row.name}${parts.length ? `: ${parts.join(", ")}` : ""}`);
  const sunDie = dieOf(table.sun);
  const sunRoll = dice.roll(sunDie, `weather: the sun (d${sunDie})`);
  const sun = rowOf(table.sun, sunRoll).sun;
  dice.note(`${sunRoll} → ${sun ? `the sun ${SUN_WORDS[sun]}` : "no sun"}`);
  const radius = place.board.megaRadius ?? MEGA_RADIUS;
  const taken = new Set<Mega>();
  const counters = (kind: string, n: number, levels: CloudLevels): Hex[] => {
    const out: Hex[] = [];
    for (let k = 0; k < n; k++) {
      const free = cloudMegas(levels, place, taken);
      if (free.length === 0) break;
      const pick =
        free.length === 1
          ? 0
          : dice.roll(
              free.length,
              `weather: ${kind} ${k + 1} of ${n}, its MegaHex (d${free.length})`,
            ) - 1;
      if (free.length > 1) dice.note(`Hex ${free[pick].col}, level ${free[pick].level}`);
      taken.add(megaOf(free[pick], radius));
      out.push(free[pick]);
    }
    return out;
  };
  return {
    ...CLEAR_SKY,
    sun,
    haze: row.haze,
    storm,
    highStratus: row.highStratus,
    mediumStratus: row.mediumStratus,
    lowStratus: counters("low stratus", row.lowStratus, table.lowStratusLevels),
    cumulus: counters("cumulus", row.cumulus, table.cumulusLevels),
  };
}

/**
 * Where the `k`-th plane of a side flying Scramble starts: on its airfield
 * (level 0), behind the target the enemy attacks on its side (`target`: its
 * Hexes beyond the front, null if none), each plane `apart` Hexes further
 * back, kept two Hexes inside the board; rolling at one below its take-off
 * speed, so it rolls a turn before it may take off (ruling W15).
 */
export function airfieldStart(
  a: Airfield,
  plane: Plane,
  side: Side,
  cols: number,
  target: number | null,
  k: number,
): { col: number; level: number; speed: number } {
  const front = Math.floor(cols / 2);
  const back = side === "allies" ? -1 : 1;
  const col =
    front + back * ((target === null ? a.fromFront : target + a.behindTarget) + a.apart * k);
  return {
    col: Math.min(cols - 3, Math.max(2, col)),
    level: 0,
    speed: Math.max(1, takeoffSpeed(plane) - 1),
  };
}
