/** Knights of the Air: the steps a campaign is made of, and their checked shapes. */
import { z } from "zod";
import { RuleError } from "../../engine/errors.js";
import { plainIssues } from "../../engine/issues.js";
import { ABILITIES, PLACES, SERVICES, SIDES } from "./facts.js";

const pid = z.string().max(24);
const count = z.number().int().min(0).max(99);
const deck = z.string().regex(/^[A-Z]$/, "a deck is one capital letter");
const place = z.enum(PLACES);
/** Cards the club drew at the table, in the order the step draws them. */
const cards = z.array(z.string().max(20)).max(200).optional();

const shot = z.object({
  by: pid,
  distance: z.number().min(0).max(100),
  damage: z.number().int().min(0).max(99),
});

const kill = z.object({
  victim: pid,
  how: z.enum(["shot", "fire", "structure", "chased"]),
  shots: z.array(shot).max(12).optional(),
  damageBefore: count.optional(),
  toDestroy: z.number().int().min(1).max(99).optional(),
  lastFullTurn: z.boolean().optional(),
  setBy: pid.optional(),
  shotLastTwoTurns: z.boolean().optional(),
});

const downed = z.object({ deck, explosion: z.boolean().default(false), place });

export const lineSchema = z.object({
  kills: z.array(kill).max(12).default([]),
  balloons: count.default(0),
  groundTargets: count.default(0),
  observed: count.default(0),
  bombDamage: count.default(0),
  illegal: count.default(0),
  fled: place.nullable().default(null),
  shotDown: downed.nullable().default(null),
  incapacitated: z.object({ deck }).nullable().default(null),
  rescuedBy: pid.nullable().default(null),
  carrierDown: downed.nullable().default(null),
  rescued: z.array(pid).max(4).default([]),
});

const crew = z.object({
  pilot: pid,
  observer: pid.optional(),
  plane: z.string().max(40),
  bombs: z
    .object({ threes: z.number().int().min(0).max(3), singles: z.number().int().min(0).max(9) })
    .optional(),
});

const action = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("register"),
    name: z.string().trim().min(1).max(60),
    service: z.enum(SERVICES),
    role: z.enum(["pilot", "observer"]),
  }),
  z.object({
    type: z.literal("rename"),
    pilot: pid,
    name: z.string().trim().min(1).max(60),
  }),
  z.object({
    type: z.literal("enrol"),
    name: z.string().trim().min(1).max(60),
    side: z.enum(SIDES),
    group: z.string().max(24),
  }),
  z.object({ type: z.literal("choose-mission"), mission: z.string().max(8) }),
  z.object({
    type: z.literal("open-sortie"),
    kind: z.enum(["campaign", "league"]),
    crews: z.array(crew).min(1).max(16),
    cards,
  }),
  z.object({
    type: z.literal("reveal"),
    sortie: z.number().int(),
    side: z.enum(SIDES),
    index: z.number().int(),
    /** The target card the club turned over, if it uses its own cards. */
    target: z.string().max(24).optional(),
  }),
  z.object({
    type: z.literal("aid"),
    sortie: z.number().int(),
    plane: pid,
    kind: z.enum([
      "landing-crash",
      "takeoff-stall-crash",
      "takeoff-straight-crash",
      "ground-fire",
      "illegal",
      "balloon-explosion",
      "balloon-fire",
    ]),
    counters: z.number().int().min(0).max(20).optional(),
    useB: z.boolean().optional(),
    cards,
  }),
  z.object({ type: z.literal("log"), sortie: z.number().int(), pilot: pid, report: lineSchema }),
  z.object({
    type: z.literal("verify"),
    line: z.number().int(),
    verdict: z.enum(["accept", "correct", "refuse"]),
    report: lineSchema.optional(),
    reason: z.string().trim().min(1).max(300).optional(),
    cards,
  }),
  z.object({
    type: z.literal("close-sortie"),
    sortie: z.number().int(),
    winner: z.enum(["allies", "central", "draw"]).optional(),
    cards,
  }),
  z.object({ type: z.literal("ability"), pilot: pid, ability: z.enum(ABILITIES), cards }),
  z.object({ type: z.literal("miniatures"), planes: z.array(z.string().max(40)).max(500) }),
]);

export type KotaAction = z.infer<typeof action>;
export type LineInput = z.input<typeof lineSchema>;

export function parseAction(input: unknown): KotaAction {
  const r = action.safeParse(input);
  if (!r.success) {
    throw new RuleError(`not a Knights of the Air step: ${plainIssues(r.error, "the step", 3)}`);
  }
  return r.data as KotaAction;
}

/** A full line from a partial one (the form's starting point is a quiet sortie). */
export const lineOf = (input: LineInput = {}) => lineSchema.parse(input);
