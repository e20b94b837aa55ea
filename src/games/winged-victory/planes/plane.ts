/**
 * Winged Victory: a plane as its dashboard shows it, and the plane file format
 * (JSON, checked here) in which players add planes or correct reconstructed
 * values. The flight model, combat and damage all read planes through these
 * types.
 */
import { z } from "zod";
import { plainIssues } from "../../../engine/issues.js";

/** The three altitude bands of the board: Low 1–10, Medium 11–20, High 21–30. */
export const BANDS = ["low", "medium", "high"] as const;
export type Band = (typeof BANDS)[number];
export type PerBand<T> = Record<Band, T>;

/** Top of the board; level 0 is the ground (landing only). */
export const TOP_LEVEL = 30;

export function bandOf(level: number): Band {
  // Both comparisons on every call: compiled code never meets an untried branch.
  return BANDS[(level > 10 ? 1 : 0) + (level > 20 ? 1 : 0)];
}

/**
 * A band's entry of a per-band record, read by name, every read and test on
 * every call: compiled code sees one kind of access whichever the band
 * (`x[band]` with a changing name, or a branch first taken late, would send
 * it back to be compiled again).
 */
export function inBand<T>(x: PerBand<T>, band: Band): T {
  const low = x.low;
  const medium = x.medium;
  const high = x.high;
  const isLow = band === "low";
  const isMedium = band === "medium";
  return isLow ? low : isMedium ? medium : high;
}

/**
 * The nine Alea dice from weakest to strongest, the same ladder as dice/alea.ts
 * (White first, Black last, tests on White to Yellow, Red + 1 = Blue,
 * Red − 2 = Green; Pink and Orange are reconstructed names).
 */
export const DIE_COLOURS = [
  "white",
  "grey",
  "pink",
  "yellow",
  "green",
  "orange",
  "red",
  "blue",
  "black",
] as const;
export type DieColour = (typeof DIE_COLOURS)[number];

/** Manoeuvres beyond straight flight, climbs, dives and turns. */
export const ACROBATICS = [
  "falling-leaf",
  "jink",
  "barrel-roll",
  "half-loop",
  "wingover",
  "immelmann",
  "side-slip",
] as const;
export type Acrobatic = (typeof ACROBATICS)[number];

/** Engine track boxes: a box may cut the top speed, start a leak or a fire. */
export const ENGINE_BOXES = ["none", "speed-1", "speed-2", "leak", "fire"] as const;
export type EngineBox = (typeof ENGINE_BOXES)[number];

/** Where a d20 hit lands (the dashboard's damage table). */
export const HIT_PARTS = [
  "structure",
  "ailerons",
  "elevator",
  "rudder",
  "engine",
  "tank",
  "pilot",
  "crew",
] as const;
export type HitPart = (typeof HIT_PARTS)[number];

/** The preparatory straight movement of one band; `shallowOnly` = the number is underscored. */
export interface Preparatory {
  hexes: number;
  shallowOnly: boolean;
}

/**
 * A gunner's firing template, in the side view: the arc measured from the
 * plane's nose (0°) over its top (90°) to its tail (180°) and under it
 * (270°), `from` to `to` counter-clockwise, out to `range` Hexes.
 */
export interface GunTemplate {
  name: string;
  from: number;
  to: number;
  range: number;
}

/**
 * One crew member's weapon and its metal plate: the die colour on the plate's
 * strip; `magazines` the printed numbers, first to last; `reloadBefore[i]`
 * true when a solid line stands before magazine i (i ≥ 1): a turn of level
 * flight reloads. One number = a single magazine.
 */
export interface Weapon {
  die: DieColour;
  magazines: number[];
  reloadBefore: boolean[];
  /** Absent: the pilot's forward guns, 5 Hexes straight ahead. */
  template?: GunTemplate;
}

export interface CrewMember {
  role: "pilot" | "observer" | "gunner";
  weapon?: Weapon;
}

export interface HitRow {
  /** Last d20 face of this row; rows in order, the last ends at 20. */
  to: number;
  part: HitPart;
}

export interface Plane {
  id: string;
  name: string;
  side: "allies" | "germans";
  /** The code under the name: F fighter, R two-seater, B bomber (only B carry bombs). */
  code: "F" | "R" | "B";
  vp: number;
  /** Rotary: the throttle is 0 or the band's maximum (underscored numbers); in-line: 0 to it. */
  engine: "rotary" | "inline";
  /** The printed speed strip, e.g. −2 to 10; the cue may still go beyond either end. */
  strip: { from: number; to: number };
  /** The white boxes: maximum level flight speed per band. */
  maxLevelSpeed: PerBand<number>;
  /** Black-and-white boxes: a speed at or below this stalls, per band. */
  stallAtOrBelow: PerBand<number>;
  /** Red boxes: a Structural Test (only reached by diving). */
  red: number[];
  /** Red-and-white boxes: a crackup; any speed beyond the strip's end too. */
  redAndWhite: number[];
  /** Drag rows: `drag[band][s − 1]` is the drag printed below speed s (s ≥ 1). */
  drag: PerBand<number[]>;
  preparatory: PerBand<Preparatory>;
  /** Highest level the plane can fly at; above it the plane stalls. */
  ceiling: number;
  /** Dashboard dice for tests; `size` is the number in the structural box (optional size rule). */
  handlingDie: DieColour;
  structuralDie: DieColour;
  size: number;
  spottingDie: DieColour;
  /** Damage tracks. Structure: boxes after the undamaged zone; thick lines after these boxes; white arrows on these boxes. */
  structure: { boxes: number; thickLines: number[]; whiteArrows: number[] };
  controls: { ailerons: number; elevator: number; rudder: number };
  /** Engine boxes after the undamaged box 0, in order. */
  engineTrack: EngineBox[];
  crew: CrewMember[];
  hitTable: HitRow[];
  /** Acrobatic manoeuvres this plane may fly at all (the band and its state restrict further). */
  acrobatics: Acrobatic[];
  /** Bombers: the circled throttle, the highest setting while loaded. */
  loadedMaxThrottle?: number;
  /** reconstructed, optional: the fastest start speed to land, the slowest to take off (flight/field.ts). */
  landingSpeed?: number;
  takeoffSpeed?: number;
  /** Paths of fields whose values we reconstructed (e.g. "drag.high", "ceiling"). */
  reconstructed: string[];
  notes?: string;
}

// ---------------------------------------------------------------- schema

const colour = z.enum(DIE_COLOURS);
const int = z.number().int();
const speed = int.min(-10).max(30);
const perBand = <T extends z.ZodTypeAny>(t: T) => z.object({ low: t, medium: t, high: t }).strict();

const template = z
  .object({
    name: z.string().min(1),
    from: int.min(0).max(359),
    to: int.min(0).max(360),
    range: int.min(1).max(10),
  })
  .strict();

const weapon = z
  .object({
    die: colour,
    magazines: z.array(int.min(1).max(6)).min(1).max(6),
    reloadBefore: z.array(z.boolean()),
    template: template.optional(),
  })
  .strict()
  .refine((w) => w.reloadBefore.length === w.magazines.length, {
    message: "needs one entry per magazine (the first is false)",
    path: ["reloadBefore"],
  })
  .refine((w) => w.reloadBefore[0] !== true, {
    message: "no solid line can stand before the first magazine",
    path: ["reloadBefore", 0],
  });

const crewMember = z
  .object({ role: z.enum(["pilot", "observer", "gunner"]), weapon: weapon.optional() })
  .strict();

export const planeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and dashes"),
    name: z.string().min(1),
    side: z.enum(["allies", "germans"]),
    code: z.enum(["F", "R", "B"]),
    vp: int.min(0).max(50),
    engine: z.enum(["rotary", "inline"]),
    strip: z.object({ from: speed, to: speed }).strict(),
    maxLevelSpeed: perBand(int.min(1).max(20)),
    stallAtOrBelow: perBand(int.min(-2).max(10)),
    red: z.array(speed),
    redAndWhite: z.array(speed).min(1),
    drag: perBand(z.array(int.min(0).max(20)).min(1)),
    preparatory: perBand(
      z.object({ hexes: int.min(0).max(10), shallowOnly: z.boolean() }).strict(),
    ),
    ceiling: int.min(1).max(TOP_LEVEL),
    handlingDie: colour,
    structuralDie: colour,
    size: int.min(-3).max(3),
    spottingDie: colour,
    structure: z
      .object({
        boxes: int.min(1).max(60),
        thickLines: z.array(int.min(1)).min(1),
        whiteArrows: z.array(int.min(1)),
      })
      .strict(),
    controls: z
      .object({
        ailerons: int.min(1).max(10),
        elevator: int.min(1).max(10),
        rudder: int.min(1).max(10),
      })
      .strict(),
    engineTrack: z.array(z.enum(ENGINE_BOXES)).min(1),
    crew: z.array(crewMember).min(1).max(6),
    hitTable: z
      .array(z.object({ to: int.min(1).max(20), part: z.enum(HIT_PARTS) }).strict())
      .min(1),
    acrobatics: z.array(z.enum(ACROBATICS)),
    loadedMaxThrottle: int.min(0).max(20).optional(),
    landingSpeed: int.min(0).max(20).optional(),
    takeoffSpeed: int.min(0).max(20).optional(),
    reconstructed: z.array(z.string()),
    notes: z.string().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const bad = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (p.strip.from > p.strip.to) bad(["strip"], "from must not be above to");
    for (const b of BANDS) {
      if (p.maxLevelSpeed[b] > p.strip.to) bad(["maxLevelSpeed", b], "beyond the speed strip");
      if (p.stallAtOrBelow[b] >= p.maxLevelSpeed[b])
        bad(["stallAtOrBelow", b], "must be below the band's maximum level speed");
      const row = p.drag[b];
      for (let i = 1; i < row.length; i++) {
        if (row[i] < row[i - 1]) bad(["drag", b, i], "drag never falls as speed rises (ruling V2)");
      }
    }
    const high = Math.max(p.maxLevelSpeed.low, p.maxLevelSpeed.medium, p.maxLevelSpeed.high);
    const special = [...p.red, ...p.redAndWhite];
    for (let i = 0; i < special.length; i++) {
      const s = special[i];
      const path = i < p.red.length ? ["red", i] : ["redAndWhite", i - p.red.length];
      if (s <= high) bad(path, `must be above every maximum level speed (${high})`);
      if (s > p.strip.to) bad(path, "beyond the speed strip");
      if (i > 0 && s !== special[i - 1] + 1)
        bad(path, "red then red-and-white boxes must follow one another without gaps");
    }
    if (special.length > 0 && special[special.length - 1] !== p.strip.to)
      bad(["redAndWhite"], "the red-and-white boxes end the speed strip");
    const s = p.structure;
    for (let i = 0; i < s.thickLines.length; i++) {
      if (s.thickLines[i] > s.boxes) bad(["structure", "thickLines", i], "beyond the track");
      if (i > 0 && s.thickLines[i] <= s.thickLines[i - 1])
        bad(["structure", "thickLines", i], "thick lines go left to right");
    }
    if (s.thickLines[s.thickLines.length - 1] !== s.boxes)
      bad(["structure", "thickLines"], "the last thick line closes the track");
    s.whiteArrows.forEach((a, i) => {
      if (a > s.boxes) bad(["structure", "whiteArrows", i], "beyond the track");
    });
    if (p.crew[0]?.role !== "pilot") bad(["crew", 0, "role"], "the first crew member is the pilot");
    if (!p.crew.some((c) => c.weapon !== undefined))
      bad(["crew"], "every plane carries at least one machine gun");
    p.crew.forEach((c, i) => {
      if (c.role !== "pilot" && c.weapon && !c.weapon.template)
        bad(["crew", i, "weapon", "template"], "a gunner's weapon needs its firing template");
      if (c.role === "pilot" && c.weapon?.template)
        bad(["crew", i, "weapon", "template"], "the pilot's guns fire straight ahead");
    });
    p.hitTable.forEach((r, i) => {
      if (i > 0 && r.to <= p.hitTable[i - 1].to)
        bad(["hitTable", i, "to"], "rows go up the d20 without overlapping");
      if (r.part === "crew" && p.crew.length < 2)
        bad(["hitTable", i, "part"], "no crew but the pilot");
    });
    if (p.hitTable[p.hitTable.length - 1].to !== 20)
      bad(["hitTable"], "the last row must end at 20");
    if (p.code === "B" && p.loadedMaxThrottle === undefined)
      bad(["loadedMaxThrottle"], "a bomber needs its circled throttle");
    if (p.code !== "B" && p.loadedMaxThrottle !== undefined)
      bad(["loadedMaxThrottle"], "only bombers (code B) carry bombs");
    const needsUnderscoreFree = ["barrel-roll", "half-loop", "immelmann"] as const;
    if (BANDS.every((b) => p.preparatory[b].shallowOnly)) {
      for (const m of needsUnderscoreFree) {
        const i = p.acrobatics.indexOf(m);
        if (i >= 0)
          bad(["acrobatics", i], `${m} needs a band without an underscored preparatory number`);
      }
    }
    p.acrobatics.forEach((m, i) => {
      if (p.acrobatics.indexOf(m) !== i) bad(["acrobatics", i], `${m} is listed twice`);
    });
    p.reconstructed.forEach((path, i) => {
      if (!hasPath(p, path)) bad(["reconstructed", i], `"${path}" names no field of the plane`);
    });
  });

function hasPath(obj: unknown, path: string): boolean {
  let at: unknown = obj;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object" || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** A plane file that cannot be used; the message names each bad field. */
export class PlaneFileError extends Error {}

function describe(issues: readonly z.core.$ZodIssue[], where: string): string {
  return `${where}: ${plainIssues(issues, "the plane", 8)}`;
}

/** Checks a parsed JSON value as a plane; throws PlaneFileError naming the bad fields. */
export function parsePlane(value: unknown, where = "plane"): Plane {
  const r = planeSchema.safeParse(value);
  if (!r.success) throw new PlaneFileError(describe(r.error.issues, where));
  return r.data as Plane;
}

/** Reads a plane file's text: one plane, or an array of planes. */
export function parsePlaneFile(text: string, where = "plane file"): Plane[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new PlaneFileError(
      `${where}: not valid JSON (${e instanceof Error ? e.message : String(e)})`,
    );
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) throw new PlaneFileError(`${where}: holds no plane`);
  const planes = list.map((v, i) =>
    parsePlane(v, list.length > 1 ? `${where}, plane ${i + 1}` : where),
  );
  planes.forEach((p, i) => {
    const first = planes.findIndex((q) => q.id === p.id);
    if (first !== i)
      throw new PlaneFileError(
        `${where}, plane ${i + 1}: id "${p.id}" is already plane ${first + 1}'s`,
      );
  });
  return planes;
}

/** The drag printed below `speed` in `band`; past the row, its last value; below 1, its first (V2). */
export function dragAt(plane: Plane, band: Band, speed: number): number {
  const row = inBand(plane.drag, band);
  if (speed < 1) return row[0];
  return row[Math.min(speed, row.length) - 1];
}
