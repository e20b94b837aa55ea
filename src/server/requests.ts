/** Shapes of request bodies, checked before anything is read or written. */
import { z } from "zod";
import { plainIssue } from "../engine/issues.js";

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
    throw new BodyError(`bad request: ${plainIssue(r.error.issues[0], "the body")}`);
  }
  return r.data;
}

export class BodyError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const NOT_JSON = "the request body is not valid JSON";
const POISONED = 'the request body may not use "__proto__" or "constructor.prototype" as a key';

/** Whether a key and its value could reach an object's prototype ("__proto__", "constructor.prototype"). */
export const poisonous = (key: string, value: unknown) =>
  key === "__proto__" || (key === "constructor" && isRecord(value) && "prototype" in value);

/** Refuses a member whose key could reach an object's prototype, by name. */
export function refusePoison(key: string, value: unknown): void {
  if (poisonous(key, value)) throw new BodyError(POISONED);
}

/**
 * Reads a JSON body (or a piece of one: see body-parse.ts). Keys that could
 * reach an object's prototype ("__proto__", "constructor.prototype") are
 * refused with a message that names them; text that is not JSON with
 * `notJson`.
 */
export function parseJson(text: string, notJson = NOT_JSON): unknown {
  if (text.trim() === "") throw new BodyError("the request body is empty: send JSON");
  let poisoned = false;
  let value: unknown;
  // The per-key check costs several times a plain parse on a large body: only a text that
  // names one of the two keys at all (or escapes characters, which could spell them) needs it.
  const suspect =
    text.includes("__proto__") || text.includes("constructor") || text.includes("\\u");
  try {
    value = !suspect
      ? JSON.parse(text)
      : JSON.parse(text, (key, v) => {
          if (poisonous(key, v)) poisoned = true;
          return v;
        });
  } catch {
    throw new BodyError(notJson);
  }
  if (poisoned) throw new BodyError(POISONED);
  return value;
}

/**
 * The first key of `input` that its parsed form dropped (a path such as
 * "report.aircraft.0.colour"), or null. The rules' parsers build actions
 * from the keys they know, so a key they dropped is one they do not know.
 */
export function droppedKey(input: unknown, parsed: unknown, path = ""): string | null {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    for (let i = 0; i < input.length && i < parsed.length; i++) {
      const d = droppedKey(input[i], parsed[i], `${path}${i}.`);
      if (d) return d;
    }
    return null;
  }
  if (!isRecord(input) || !isRecord(parsed)) return null;
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(parsed, key)) return `${path}${key}`;
    const d = droppedKey(input[key], parsed[key], `${path}${key}.`);
    if (d) return d;
  }
  return null;
}

/** Refuses an action with a key its system does not know, as request bodies are. */
export function strictAction<T>(input: unknown, parsed: T): T {
  const key = droppedKey(input, parsed);
  if (key) throw new BodyError(`bad request: action.${key}: this action has no such key`);
  return parsed;
}
