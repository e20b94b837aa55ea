/**
 * The Squadron Career's tables. Our copy of Winged Victory lost the whole
 * Squadron Career section: every table here is reconstructed (see
 * docs/winged-victory-career.md) and a player who owns the printed game
 * types the printed values into a career tables file (`parseTables`), which
 * replaces any table it names.
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { SKILLS } from "../combat/data.js";
import { PLANES } from "../planes/planes.js";

export const CORPS = ["rfc", "luftstreitkrafte"] as const;
export type Corps = (typeof CORPS)[number];
export const ROLES = ["fighter", "two-seater", "bomber"] as const;
export type Role = (typeof ROLES)[number];
/** The dashboard code a squadron of each role flies. */
export const ROLE_CODE: Record<Role, "F" | "R" | "B"> = {
  fighter: "F",
  "two-seater": "R",
  bomber: "B",
};
/** Where a plane came down, seen from the squadron's side of the lines. */
export const WHERE = ["own", "no-mans-land", "enemy"] as const;
export type Where = (typeof WHERE)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date is written YYYY-MM-DD");
const face = z.number().int().min(1).max(7);

/** A list of `min` to `max` rows of `row`'s fields for each corps. */
const listPerCorps = <T extends z.ZodRawShape>(row: T, min: number, max: number) =>
  z.record(z.enum(CORPS), z.array(z.object(row).strict()).min(min).max(max));
const skill = z.enum(SKILLS);
/** Six entries: the result for a d6 showing 1 to 6. */
const d6 = <T extends z.ZodTypeAny>(t: T) => z.array(t).length(6);

const tablesSchema = z
  .object({
    /** When each plane served, and with whom (a plane's side is its dashboard's). */
    availability: z
      .array(
        z
          .object({
            plane: z.string().min(1).max(40),
            corps: z.array(z.enum([...CORPS, "other"])).min(1),
            from: date,
            to: date,
          })
          .strict(),
      )
      .min(1)
      .max(100),
    /** The mission table a year uses (the text prints 1916 and 1917). */
    missionYear: z.record(
      z.enum(["1916", "1917", "1918"]),
      z.union([z.literal(1916), z.literal(1917)]),
    ),
    /** Airmen of each role and planes the squadron is kept up to. */
    establishment: z
      .object({
        pilots: z.number().int().min(1).max(30),
        planes: z.number().int().min(1).max(30),
      })
      .strict(),
    /** Days between two missions: one die of this many sides. */
    daysDie: z.number().int().min(1).max(30),
    /** Skill of a founding pilot, of a replacement pilot, of an enemy pilot, by d6. */
    startSkill: d6(skill),
    replacementSkill: d6(skill),
    enemySkill: d6(skill),
    /** A recruit who flew becomes an expert on d6 + modifiers ≥ target. */
    advance: z
      .object({
        target: face,
        perVictory: z.number().int().min(0).max(6),
        accomplished: z.number().int().min(0).max(6),
        seasonedAfter: z.number().int().min(0).max(100),
        seasoned: z.number().int().min(0).max(6),
      })
      .strict(),
    /** Confirmed victories that make an ace. */
    aceVictories: z.number().int().min(1).max(50),
    /** A wound's severity by d6: days away = base + perDie × d6; invalided: sent home for good. */
    wounds: d6(
      z
        .object({
          name: z.string().min(1).max(40),
          base: z.number().int().min(0).max(365),
          perDie: z.number().int().min(0).max(60),
          invalided: z.boolean(),
        })
        .strict(),
    ),
    /** A forced landing in no-man's-land: each crew member gets back on d6 ≥ this (else taken prisoner). */
    escape: face,
    /** Days in the repair shop after a forced landing on the own side or with damage: d6 × this. */
    repairPerDie: z.number().int().min(0).max(30),
    /** A claim is confirmed on d6 ≥ the number for where the enemy came down (1: always, 7: never). */
    confirm: z.record(z.enum(CORPS), z.object({ own: face, "no-mans-land": face, enemy: face })),
    /** Decorations in order: the next one is rolled for (d6 ≥ need) once its victories are reached. */
    awards: listPerCorps(
      {
        name: z.string().min(1).max(60),
        victories: z.number().int().min(0).max(100),
        need: face,
      },
      0,
      10,
    ),
    /** Ranks in order: a step up when the missions or the victories reach the rank's numbers. */
    ranks: listPerCorps(
      {
        name: z.string().min(1).max(40),
        missions: z.number().int().min(0).max(1000),
        victories: z.number().int().min(0).max(100),
      },
      1,
      8,
    ),
    reconstructed: z.boolean(),
  })
  .strict();

export type CareerTables = z.infer<typeof tablesSchema>;
export type Availability = CareerTables["availability"][number];
export type WoundRow = CareerTables["wounds"][number];

/** reconstructed: every table (docs/winged-victory-career.md gives the reasons). */
export const DEFAULT_TABLES: CareerTables = {
  availability: [
    { plane: "strutter", corps: ["rfc"], from: "1916-05-01", to: "1917-10-31" },
    { plane: "re8", corps: ["rfc"], from: "1916-11-15", to: "1918-11-11" },
    { plane: "se5a", corps: ["rfc"], from: "1917-06-01", to: "1918-11-11" },
    { plane: "camel", corps: ["rfc"], from: "1917-07-01", to: "1918-11-11" },
    { plane: "hp-o400", corps: ["rfc"], from: "1918-04-01", to: "1918-11-11" },
    { plane: "nieuport28", corps: ["other"], from: "1918-03-15", to: "1918-08-31" },
    { plane: "dfw-c5", corps: ["luftstreitkrafte"], from: "1916-12-01", to: "1918-11-11" },
    { plane: "albatros-d5", corps: ["luftstreitkrafte"], from: "1917-05-15", to: "1918-11-11" },
    { plane: "fokker-dr1", corps: ["luftstreitkrafte"], from: "1917-09-01", to: "1918-08-31" },
    { plane: "fokker-d7", corps: ["luftstreitkrafte"], from: "1918-05-01", to: "1918-11-11" },
  ],
  missionYear: { "1916": 1916, "1917": 1917, "1918": 1917 },
  establishment: { pilots: 8, planes: 6 },
  daysDie: 6,
  startSkill: ["recruit", "recruit", "expert", "expert", "expert", "ace"],
  replacementSkill: ["recruit", "recruit", "recruit", "recruit", "recruit", "expert"],
  enemySkill: ["recruit", "recruit", "expert", "expert", "expert", "ace"],
  advance: { target: 6, perVictory: 1, accomplished: 1, seasonedAfter: 5, seasoned: 1 },
  aceVictories: 5,
  wounds: [
    { name: "Light wound", base: 2, perDie: 1, invalided: false },
    { name: "Light wound", base: 2, perDie: 1, invalided: false },
    { name: "Serious wound", base: 10, perDie: 3, invalided: false },
    { name: "Serious wound", base: 10, perDie: 3, invalided: false },
    { name: "Severe wound", base: 30, perDie: 7, invalided: false },
    { name: "Invalided home", base: 0, perDie: 0, invalided: true },
  ],
  escape: 4,
  repairPerDie: 1,
  confirm: {
    rfc: { own: 1, "no-mans-land": 3, enemy: 4 },
    luftstreitkrafte: { own: 1, "no-mans-land": 4, enemy: 6 },
  },
  awards: {
    rfc: [
      { name: "Military Cross", victories: 5, need: 4 },
      { name: "Bar to the Military Cross", victories: 10, need: 4 },
      { name: "Distinguished Service Order", victories: 15, need: 5 },
      { name: "Victoria Cross", victories: 25, need: 6 },
    ],
    luftstreitkrafte: [
      { name: "Iron Cross, 2nd Class", victories: 1, need: 2 },
      { name: "Iron Cross, 1st Class", victories: 4, need: 3 },
      { name: "Knight's Cross of the House Order of Hohenzollern", victories: 10, need: 4 },
      { name: "Pour le Mérite", victories: 20, need: 4 },
    ],
  },
  ranks: {
    rfc: [
      { name: "Second Lieutenant", missions: 0, victories: 0 },
      { name: "Lieutenant", missions: 10, victories: 3 },
      { name: "Captain", missions: 30, victories: 8 },
    ],
    luftstreitkrafte: [
      { name: "Leutnant", missions: 0, victories: 0 },
      { name: "Oberleutnant", missions: 15, victories: 5 },
      { name: "Hauptmann", missions: 40, victories: 15 },
    ],
  },
  reconstructed: true,
};

const patchSchema = tablesSchema.partial().strict();
export type TablesPatch = z.infer<typeof patchSchema>;

const PLANE_IDS = new Set(PLANES.map((p) => p.id));

/**
 * A career tables file (untrusted): the tables it names replace ours, the
 * rest stay. A file that types in printed values should say
 * `"reconstructed": false`. RuleError naming the bad field. `known`: the
 * plane ids its availability may name (the built-in ones; with a box file,
 * its planes too).
 */
export function parseTables(
  input: unknown,
  base: CareerTables = DEFAULT_TABLES,
  known: ReadonlyMap<string, unknown> | ReadonlySet<string> = PLANE_IDS,
): CareerTables {
  const r = patchSchema.safeParse(input ?? {});
  if (!r.success) {
    const msg = plainIssues(r.error, "the file");
    throw new RuleError(`career tables: ${msg}`);
  }
  const t: CareerTables = { ...base, ...r.data };
  if (r.data.reconstructed === undefined && Object.keys(r.data).length > 0)
    t.reconstructed = base.reconstructed;
  for (const [k, a] of t.availability.entries()) {
    if (!known.has(a.plane))
      throw new RuleError(
        `career tables: availability.${k}.plane: no plane "${a.plane}" (planes: ${[...known.keys()].join(", ")})`,
      );
    if (a.to < a.from)
      throw new RuleError(
        `career tables: availability.${k}: "to" ${a.to} is before "from" ${a.from}`,
      );
  }
  for (const c of CORPS) {
    if (!t.confirm[c]) throw new RuleError(`career tables: confirm: the ${c} line is missing`);
    if (!t.ranks[c]) throw new RuleError(`career tables: ranks: the ${c} ladder is missing`);
    if (!t.awards[c]) throw new RuleError(`career tables: awards: the ${c} ladder is missing`);
    const aw = t.awards[c];
    for (let i = 1; i < aw.length; i++)
      if (aw[i].victories < aw[i - 1].victories)
        throw new RuleError(
          `career tables: awards.${c}.${i}: victories fall below the award before`,
        );
  }
  return t;
}

/** The d20 mission table a date's year uses. */
export const missionTableOf = (t: CareerTables, year: number): 1916 | 1917 =>
  t.missionYear[String(Math.min(1918, Math.max(1916, year))) as "1916" | "1917" | "1918"];
