/** Wings over Malta: the steps a campaign is made of, and their checked shapes. */
import { z } from "zod";
import { RuleError } from "../../engine/errors.js";
import { plainIssues } from "../../engine/issues.js";
import { SKILLS } from "./data.js";

const side = z.enum(["axis", "british"]);
const count = z.number().int().min(0).max(999);

const aircraftReport = z.object({
  pilot: z.string().max(20),
  shotDown: z.boolean(),
  fire: z.boolean().default(false),
  engine: z.boolean().default(false),
  overHalf: z.boolean().default(false),
  left: z.enum(["no", "own-edge", "other-edge"]).default("no"),
  height: count.optional(),
  came: z.enum(["friendly", "enemy", "sea"]).optional(),
  escape: z.enum(["bale", "nurse"]).optional(),
  kills: z.number().int(),
  shares: z.number().int(),
  wounds: z.number().int().default(0),
  attacked: z.boolean().optional(),
  bomb: z.enum(["hit", "near", "miss"]).optional(),
  keepsakeUsed: z.boolean().optional(),
  luckUsed: z.boolean().optional(),
  spectacular: z.boolean().optional(),
});

export const reportSchema = z.object({
  aircraft: z.array(aircraftReport).max(12),
  boatDamage: z.number().int().optional(),
  ships: z
    .array(z.object({ damage: z.number().int(), sunk: z.boolean() }))
    .max(6)
    .optional(),
  hangarDamage: z.number().int().optional(),
  otherDamage: z.number().int().optional(),
});

const action = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roll-mission") }),
  z.object({ type: z.literal("assign"), side, pilots: z.array(z.string().max(20)).max(6) }),
  // The side a step is for is the seat's own; a step that names the other side is refused.
  z.object({ type: z.literal("ready"), side: side.optional() }),
  z.object({ type: z.literal("report"), side: side.optional(), report: reportSchema }),
  z.object({ type: z.literal("correct"), side: side.optional(), report: reportSchema }),
  z.object({ type: z.literal("keep") }),
  z.object({
    type: z.literal("reroll"),
    source: z.enum(["lucky", "acrobatic-pilot", "good-at-escaping", "luck-of-the-devil"]),
  }),
  z.object({ type: z.literal("skill"), skill: z.enum(SKILLS as [string, ...string[]]) }),
  z.object({
    type: z.literal("enlist"),
    side,
    service: z.enum(["raf", "luftwaffe", "regia"]),
    role: z.enum(["fighter", "bomber"]),
    name: z.string().trim().min(1).max(60).optional(),
  }),
  z.object({
    type: z.literal("rename"),
    pilot: z.string().max(20),
    name: z.string().trim().min(1).max(60),
  }),
]);

export type WomAction = z.infer<typeof action>;

export function parseAction(input: unknown): WomAction {
  const r = action.safeParse(input);
  if (!r.success) {
    throw new RuleError(`not a Wings over Malta step: ${plainIssues(r.error, "the step", 3)}`);
  }
  return r.data as WomAction;
}

const options = z
  .object({ title: z.string().trim().min(1).max(80).optional() })
  .strict()
  .default({});

export type WomOptions = z.infer<typeof options>;

export function parseOptions(input: unknown): WomOptions {
  const r = options.safeParse(input ?? {});
  if (!r.success)
    throw new RuleError(`bad campaign options: ${plainIssues(r.error, "options", 3)}`);
  return r.data;
}
