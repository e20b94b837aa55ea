/**
 * The board's editable geometry. reconstructed: our copy lost the mats'
 * printed size, so a mat is MAT_WIDTH (38) Hexes wide unless a board file
 * says otherwise; an owner of the printed mats types in their width. The
 * text lets one to three mats be used, alone or side by side (the scenario's
 * or mission's choice): that is the game's `mats`.
 *
 * The MegaHex overlay (a 19-Hex flower, MEGA_RADIUS 2) stays fixed: the
 * spotting range and every sight line are measured on it (see
 * docs/winged-victory-combat.md, "not yet done").
 */
import { z } from "zod";
import { RuleError } from "../../engine/errors.js";
import { type Hex, MAT_WIDTH } from "./grid.js";
import { sunHex, type Weather } from "./weather.js";

export interface BoardGeometry {
  /** Hexes along one mat. */
  matWidth: number;
  /** True while the width is ours, not the printed one. */
  reconstructed: boolean;
}

export const DEFAULT_BOARD: BoardGeometry = { matWidth: MAT_WIDTH, reconstructed: true };

export const boardSchema = z
  .object({
    matWidth: z.number().int().min(10).max(120),
    reconstructed: z.boolean().optional(),
  })
  .strict();

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
    const msg = r.error.issues.map((i) => `${i.path.join(".") || "(board)"}: ${i.message}`);
    throw new RuleError(`${where}: ${msg.join("; ")}`);
  }
  return { matWidth: r.data.matWidth, reconstructed: r.data.reconstructed ?? false };
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
