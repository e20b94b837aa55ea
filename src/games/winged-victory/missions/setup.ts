/**
 * The Mission Editor's set-up step for Winged Victory: after each side's
 * mission is rolled, the sky and the sun are rolled too, and a side flying
 * Scramble starts on its airfield.
 *
 * reconstructed: the text places the sun, haze, storm and cloud counters "as
 * the mission briefing says", and those pages are lost from our copy. Our
 * table (`SETUP_TABLE`, plain data) is rolled at set-up (missions/roll.ts):
 *
 * - the sky, on a d20: clear half the time, haze now and then, clouds less
 *   often, a thunderstorm on a 20;
 * - the sun, on a d6: one of its five places, or none on a 6;
 * - where each low stratus or cumulus counter goes: a MegaHex of its band of
 *   levels, numbered west to east, chosen by a die with a face per MegaHex;
 * - where a Scramble's airfield lies: a few Hexes behind what the enemy
 *   attacks on that side (or this far from the front if nothing).
 *
 * An owner of the boxed game with the printed pages corrects it with a file
 * read by `withSetupTable` (the schema `setupTableFileSchema`).
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { TOP } from "../board/grid.js";
import { SUN_POSITIONS, type SunPosition } from "../board/weather.js";

/** One row of the sky table: the rolls `from`–`to` give this weather. */
export interface SkyRow {
  from: number;
  to: number;
  name: string;
  /** The haze marker's level: hazy from there down. */
  haze: number | null;
  /** The thunderstorm's base: storm from there up (raised above every start, missions/roll.ts). */
  storm: number | null;
  /** The high stratus counter's level (21–30): the whole High band is clouded. */
  highStratus: number | null;
  /** The medium stratus counter's level (11–20): the whole Medium band is clouded. */
  mediumStratus: number | null;
  /** Low stratus counters, each on a MegaHex of the Low band. */
  lowStratus: number;
  /** Cumulus counters, each on a MegaHex. */
  cumulus: number;
  /** True while the row is ours; false once typed in from the printed page. */
  reconstructed: boolean;
}

/** One row of the sun table: the rolls `from`–`to` put the sun there (null: no sun). */
export interface SunRow {
  from: number;
  to: number;
  sun: SunPosition | null;
  reconstructed: boolean;
}

/** The levels a cloud counter's MegaHex centre may stand at. */
export interface CloudLevels {
  from: number;
  to: number;
  reconstructed: boolean;
}

/** Where a side flying Scramble has its airfield. */
export interface Airfield {
  /** Hexes behind the target the enemy attacks on that side (away from the front). */
  behindTarget: number;
  /** Hexes from the front when the enemy attacks nothing on that side. */
  fromFront: number;
  /** Hexes between one plane and the next on the airfield, away from the front. */
  apart: number;
  reconstructed: boolean;
}

export interface SetupTable {
  /** Rolled on a die of as many faces as the last row's `to`. */
  sky: SkyRow[];
  sun: SunRow[];
  lowStratusLevels: CloudLevels;
  cumulusLevels: CloudLevels;
  airfield: Airfield;
}

const row = (
  from: number,
  to: number,
  name: string,
  w: Partial<Omit<SkyRow, "from" | "to" | "name" | "reconstructed">> = {},
): SkyRow => ({
  from,
  to,
  name,
  haze: null,
  storm: null,
  highStratus: null,
  mediumStratus: null,
  lowStratus: 0,
  cumulus: 0,
  ...w,
  reconstructed: true,
});

/** reconstructed: every entry (see the file comment and docs/winged-victory.md). */
export const SETUP_TABLE: SetupTable = {
  sky: [
    row(1, 10, "Clear sky"),
    row(11, 12, "Ground haze", { haze: 5 }),
    row(13, 13, "Thick haze", { haze: 10 }),
    row(14, 14, "Low cloud", { lowStratus: 2 }),
    row(15, 15, "Scattered cumulus", { cumulus: 2 }),
    row(16, 16, "Broken cloud", { lowStratus: 1, cumulus: 1 }),
    row(17, 17, "Towering cumulus", { cumulus: 3 }),
    row(18, 18, "High stratus", { highStratus: 25 }),
    row(19, 19, "Medium stratus", { mediumStratus: 15 }),
    row(20, 20, "Thunderstorm", { storm: 21, cumulus: 1 }),
  ],
  sun: [
    { from: 1, to: 1, sun: "west-low", reconstructed: true },
    { from: 2, to: 2, sun: "west-high", reconstructed: true },
    { from: 3, to: 3, sun: "overhead", reconstructed: true },
    { from: 4, to: 4, sun: "east-high", reconstructed: true },
    { from: 5, to: 5, sun: "east-low", reconstructed: true },
    { from: 6, to: 6, sun: null, reconstructed: true },
  ],
  lowStratusLevels: { from: 2, to: 9, reconstructed: true },
  cumulusLevels: { from: 3, to: 18, reconstructed: true },
  airfield: { behindTarget: 4, fromFront: 14, apart: 2, reconstructed: true },
};

/** The die a table of rows is rolled on: the last row's `to`. */
export const dieOf = (rows: readonly { to: number }[]): number => rows[rows.length - 1].to;

/** The row a roll falls in. */
export function rowOf<R extends { from: number; to: number }>(rows: readonly R[], roll: number): R {
  const r = rows.find((x) => roll >= x.from && roll <= x.to);
  if (!r) throw new RuleError(`no row of the table for a roll of ${roll}`);
  return r;
}

const face = z.number().int().min(1).max(100);
const levelOrNull = (lo: number, hi: number) => z.number().int().min(lo).max(hi).nullable();
const counters = z.number().int().min(0).max(10);

const skyRowSchema = z
  .object({
    from: face,
    to: face,
    name: z.string().min(1).max(60),
    haze: levelOrNull(1, TOP).optional(),
    storm: levelOrNull(1, TOP).optional(),
    highStratus: levelOrNull(21, 30).optional(),
    mediumStratus: levelOrNull(11, 20).optional(),
    lowStratus: counters.optional(),
    cumulus: counters.optional(),
  })
  .strict();

const sunRowSchema = z
  .object({ from: face, to: face, sun: z.enum(SUN_POSITIONS).nullable() })
  .strict();

const levelsSchema = (lo: number, hi: number) =>
  z
    .object({
      from: z.number().int().min(lo).max(hi),
      to: z.number().int().min(lo).max(hi),
    })
    .strict()
    .refine((b) => b.from <= b.to, { error: "from is above to", path: ["to"] });

/** Rows that number the die's faces 1, 2, … once each, in order. */
function checkRows(rows: readonly { from: number; to: number }[], ctx: z.RefinementCtx): void {
  let next = 1;
  rows.forEach((r, k) => {
    if (r.from !== next)
      ctx.addIssue({
        code: "custom",
        path: [k, "from"],
        message: `row ${k + 1} starts at ${r.from}; the rows number the die's faces in order, so it starts at ${next}`,
      });
    else if (r.to < r.from)
      ctx.addIssue({
        code: "custom",
        path: [k, "to"],
        message: `${r.to} is below from (${r.from})`,
      });
    next = Math.max(next, r.to + 1);
  });
}

/**
 * A set-up table file: any of its parts, each replacing ours. `sky` and
 * `sun` are whole tables (rows numbering the die's faces 1 to the last `to`);
 * a sky row leaves out what it does not place.
 * `{"sky": [{"from": 1, "to": 12, "name": "Clear"}, …], "airfield": {"behindTarget": 6}}`
 */
export const setupTableFileSchema = z
  .object({
    sky: z.array(skyRowSchema).min(1).max(100).superRefine(checkRows),
    sun: z.array(sunRowSchema).min(1).max(100).superRefine(checkRows),
    lowStratusLevels: levelsSchema(1, 10),
    cumulusLevels: levelsSchema(1, TOP),
    airfield: z
      .object({
        behindTarget: z.number().int().min(0).max(60),
        fromFront: z.number().int().min(1).max(180),
        apart: z.number().int().min(0).max(10),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export type SetupTableFile = z.infer<typeof setupTableFileSchema>;

/** Applies a set-up table file (untrusted) to a table; RuleError naming the bad field, `base` untouched. */
export function withSetupTable(base: SetupTable, input: unknown): SetupTable {
  const r = setupTableFileSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "the file");
    throw new RuleError(`set-up table: ${msg}`);
  }
  const f = r.data;
  return {
    sky: f.sky
      ? f.sky.map((x) => ({ ...row(x.from, x.to, x.name, x), reconstructed: false }))
      : base.sky.map((x) => ({ ...x })),
    sun: f.sun
      ? f.sun.map((x) => ({ ...x, reconstructed: false }))
      : base.sun.map((x) => ({ ...x })),
    lowStratusLevels: f.lowStratusLevels
      ? { ...f.lowStratusLevels, reconstructed: false }
      : { ...base.lowStratusLevels },
    cumulusLevels: f.cumulusLevels
      ? { ...f.cumulusLevels, reconstructed: false }
      : { ...base.cumulusLevels },
    airfield: f.airfield
      ? { ...base.airfield, ...f.airfield, reconstructed: false }
      : { ...base.airfield },
  };
}
