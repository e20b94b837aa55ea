/** Shapes of request bodies, checked before anything is read or written. */
import { z } from "zod";

const diceValues = z.array(z.number()).max(200).optional();

export const createBody = z
  .object({
    system: z.string().min(1).max(64),
    options: z.unknown().optional(),
    dice: z
      .discriminatedUnion("mode", [
        z.object({
          mode: z.literal("seeded"),
          seed: z.number().int().min(0).max(0xffffffff).optional(),
        }),
        z.object({ mode: z.literal("manual") }),
      ])
      .optional(),
    rolls: diceValues,
  })
  .strict();

export const actBody = z
  .object({
    seq: z.number().int().min(0),
    action: z.unknown(),
    rolls: diceValues,
  })
  .strict();

export const undoBody = z.object({ seq: z.number().int().min(0) }).strict();

export const importBody = z
  .object({
    log: z.unknown(),
    /** The system the importing page expects; a log of another is refused. */
    system: z.string().max(64).optional(),
  })
  .strict();

export const mineBody = z.object({ tokens: z.array(z.string().max(64)).max(500) }).strict();

/** Parses a body or throws a 400 naming the first problem. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined || body === null) throw new BodyError("the request needs a JSON body");
  const r = schema.safeParse(body);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    throw new BodyError(`bad request: ${where}${issue.message}`);
  }
  return r.data;
}

export class BodyError extends Error {}
