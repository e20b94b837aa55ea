/** The Squadron Career's steps and their checked shapes. */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { count } from "../../../engine/words.js";
import type { Claim, Crew, PlaneReport, Report } from "./state.js";
import { WHERE } from "./tables.js";

const id = z.string().min(1).max(20);

const planeReport = z
  .object({
    plane: id,
    fate: z.enum(["home", "fled", "landed", "downed"]),
    where: z.enum(WHERE).optional(),
    damaged: z.boolean().default(false),
    crew: z.array(z.enum(["unhurt", "wounded", "killed"])).max(4),
  })
  .strict();

const claim = z
  .object({
    by: id,
    enemy: z.number().int().min(0).max(20),
    fate: z.enum(["downed", "landed"]),
    where: z.enum(WHERE),
  })
  .strict();

export const reportSchema = z
  .object({
    accomplished: z.boolean(),
    planes: z.array(planeReport).max(12),
    claims: z.array(claim).max(20).default([]),
    fled: z.array(z.number().int().min(0).max(20)).max(20).default([]),
  })
  .strict();

const action = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roll-mission") }).strict(),
  z
    .object({
      type: z.literal("assign"),
      crews: z
        .array(z.object({ plane: id, crew: z.array(id).min(1).max(4) }).strict())
        .min(1)
        .max(12),
    })
    .strict(),
  z.object({ type: z.literal("stand-down") }).strict(),
  z.object({ type: z.literal("report"), report: reportSchema }).strict(),
  z.object({ type: z.literal("confirm") }).strict(),
  z
    .object({ type: z.literal("rename"), airman: id, name: z.string().trim().min(1).max(60) })
    .strict(),
  z.object({ type: z.literal("re-equip"), plane: z.string().min(1).max(40) }).strict(),
]);

export type CareerAction =
  | { type: "roll-mission" }
  | { type: "assign"; crews: Crew[] }
  | { type: "stand-down" }
  | { type: "report"; report: Report }
  | { type: "confirm" }
  | { type: "rename"; airman: string; name: string }
  | { type: "re-equip"; plane: string };

export type { Claim, PlaneReport };

export function parseAction(input: unknown): CareerAction {
  const r = action.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "action");
    throw new RuleError(`not a Squadron Career step: ${msg}`);
  }
  return r.data as CareerAction;
}

export function describe(a: CareerAction): string {
  switch (a.type) {
    case "roll-mission":
      return "Rolls the mission";
    case "assign":
      return `Names the crews: ${a.crews.map((c) => `${c.plane} ${c.crew.join("+")}`).join(", ")}`;
    case "stand-down":
      return "Stands the squadron down: no crew can fly";
    case "report":
      return `After-action report: mission ${a.report.accomplished ? "accomplished" : "not accomplished"}, ${count(a.report.claims.length, "claim")}`;
    case "confirm":
      return "Confirms the report: the days until the next mission";
    case "rename":
      return `Renames ${a.airman} ${a.name}`;
    case "re-equip":
      return `Re-equips with the ${a.plane}`;
  }
}
