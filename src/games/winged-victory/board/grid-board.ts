/**
 * The board's editable geometry. reconstructed: our copy lost the mats'
 * printed size and the MegaHex overlay, so a mat is MAT_WIDTH (38) Hexes
 * wide and a MegaHex a flower of 19 Hexes (MEGA_RADIUS 2: a centre Hex and
 * two rings) unless a board file says otherwise; an owner of the printed
 * mats types in their width and their overlay's radius. The text lets one to
 * three mats be used, alone or side by side (the scenario's or mission's
 * choice): that is the game's `mats`.
 *
 * A board file: `{"matWidth": 44}`, `{"megaRadius": 3, "matWidth": 37}`, …
 * - `matWidth`: Hexes along one mat, 10 to 120 (38 when absent);
 * - `megaRadius`: Hexes from a MegaHex's centre Hex to its rim, 1 to 3 (a
 *   flower of 7, 19 or 37 Hexes, 3, 5 or 7 Hexes across a row; 2 when
 *   absent). Flowers of one radius tile the board, and the overlay repeats
 *   every 7, 19 or 37 Hexes along a row, so that each mat shows the same
 *   overlay, the mats' width must be a whole number of those repeats when a
 *   radius is given (37 or 74 for radius 3; 35, 42, … for radius 1).
 * Spotting range, engagement, Time Freezing pools, flak barrages, the sun's
 * and the clouds' MegaHexes, a photograph's reach and the view all read the
 * game's radius.
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { type Hex, MAT_WIDTH, MEGA_RADII, megaLattice } from "./grid.js";
import { sunHex, type Weather } from "./weather.js";

export interface BoardGeometry {
  /** Hexes along one mat. */
  matWidth: number;
  /** True while the width is ours, not the printed one. */
  reconstructed: boolean;
  /** The printed MegaHex radius; absent: ours (reconstructed), MEGA_RADIUS. */
  megaRadius?: number;
}

export const DEFAULT_BOARD: BoardGeometry = { matWidth: MAT_WIDTH, reconstructed: true };

/** The widest mat a board file may give. */
export const MAX_MAT_WIDTH = 120;

/** Hexes along a row after which an overlay of this radius repeats (7, 19, 37). */
export const megaRepeat = (radius: number) => megaLattice(radius).hexes;

const RADII = MEGA_RADII.map((r) => `${r} (${megaRepeat(r)} Hexes)`)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1");

/** The two mat widths a board file allows nearest `width` that hold a whole number of overlay repeats. */
function nearestWidths(width: number, repeat: number): number[] {
  const all: number[] = [];
  for (let w = repeat; w <= MAX_MAT_WIDTH; w += repeat) if (w >= 10) all.push(w);
  return all
    .sort((a, b) => Math.abs(a - width) - Math.abs(b - width) || a - b)
    .slice(0, 2)
    .sort((a, b) => a - b);
}

export const boardSchema = z
  .object({
    matWidth: z.number().int().min(10).max(MAX_MAT_WIDTH).optional(),
    megaRadius: z
      .number({ error: `a MegaHex's radius is a whole number: ${RADII}` })
      .refine((r) => (MEGA_RADII as readonly number[]).includes(r), {
        error: `a MegaHex's radius (Hexes from its centre Hex to its rim) is ${RADII}`,
      })
      .optional(),
    reconstructed: z.boolean().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.megaRadius === undefined || !(MEGA_RADII as readonly number[]).includes(b.megaRadius))
      return;
    const width = b.matWidth ?? MAT_WIDTH;
    const repeat = megaRepeat(b.megaRadius);
    if (width % repeat !== 0)
      ctx.addIssue({
        code: "custom",
        path: ["megaRadius"],
        message: `MegaHexes of radius ${b.megaRadius} repeat every ${repeat} Hexes along a row, so each mat must be a whole number of repeats wide (matWidth ${width} is not; ${nearestWidths(width, repeat).join(" or ")} would be)`,
      });
  });

/** Reads a board file (untrusted JSON text or a value); a fault names its field. */
export function parseBoard(input: unknown, where = "board"): BoardGeometry {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (e) {
      throw new RuleError(`${where}: not JSON (${(e as Error).message})`);
    }
  }
  const r = boardSchema.safeParse(value);
  if (!r.success) {
    const msg = plainIssues(r.error, "the board");
    throw new RuleError(`${where}: ${msg}`);
  }
  const out: BoardGeometry = {
    matWidth: r.data.matWidth ?? MAT_WIDTH,
    reconstructed: r.data.reconstructed ?? r.data.matWidth === undefined,
  };
  if (r.data.megaRadius !== undefined) out.megaRadius = r.data.megaRadius;
  return out;
}

/** Columns on a board of `mats` mats (1 to 3). */
export const boardColumns = (mats: number, board: BoardGeometry = DEFAULT_BOARD) =>
  mats * board.matWidth;

/** Whether a Hex is on a board of `mats` mats of this geometry (levels 0–30). */
export function onBoardOf(h: Hex, mats: number, board: BoardGeometry = DEFAULT_BOARD): boolean {
  return h.level >= 0 && h.level <= 30 && h.col >= 0 && h.col < boardColumns(mats, board);
}

/**
 * The weather on this board: where the mats are not the default width, the
 * sun's Hex is fixed from the board's edges (`sunAt`), so spotting finds it
 * without knowing the board. A printed placement already given stays.
 */
export function weatherOnBoard(w: Weather, mats: number, board: BoardGeometry): Weather {
  if (w.sun === null || w.sunAt || board.matWidth === MAT_WIDTH) return w;
  return { ...w, sunAt: sunHex(w.sun, mats, board.matWidth) };
}
