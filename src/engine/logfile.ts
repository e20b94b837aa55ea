/**
 * A game saved as one JSON file: its creation options, its dice and its log.
 * Loading checks the shape, then replays the log, so a file that is not a
 * Sortie log, is for another system, or does not replay is refused whole.
 *
 * Format 2 keeps undo marks ({ seat, undo: true }) among the entries, and the
 * steps they took back, so that the dice replay exactly; format 1 (no marks)
 * is still read. Format 3 adds keyed dice ({ mode: "keyed" }): Sortie rolled
 * them from a key the file never holds, and the file replays from the rolls
 * it keeps. Formats 1 and 2 are still read.
 */
import { z } from "zod";
import type { AnyRules, LogItem } from "./contract.js";
import { RuleError } from "./errors.js";
import { plainIssue } from "./issues.js";
import {
  limitsOf,
  type Match,
  type MatchRecord,
  type Replayed,
  recordOf,
  replay,
  replaySliced,
} from "./match.js";

export const LOG_FORMAT = "sortie-log";
export const LOG_FORMAT_VERSION = 3;
const READS = [1, 2, 3];

const rollSchema = z.object({
  sides: z.number().int().min(1).max(1000),
  purpose: z.string(),
  value: z.number().int(),
  result: z.string().optional(),
});

const undoSchema = z.object({ seat: z.string(), undo: z.literal(true) }).strict();
const itemSchema = z.union([
  z.object({ seat: z.string(), action: z.unknown(), rolls: z.array(rollSchema) }),
  undoSchema,
]);

// The entries are checked one by one as they are replayed (a long log's check would hold the thread).
const logSchema = z.object({
  format: z.literal(LOG_FORMAT),
  formatVersion: z.number().int(),
  system: z.string(),
  version: z.number().int(),
  options: z.unknown(),
  dice: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("seeded"), seed: z.number().int().min(0).max(0xffffffff) }),
    z.object({ mode: z.literal("keyed") }),
    z.object({ mode: z.literal("manual") }),
  ]),
  setupRolls: z.array(rollSchema),
  // Only that it is a list: each entry is checked as it is replayed, in slices (a whole check would hold the thread).
  entries: z.custom<unknown[]>((v) => Array.isArray(v), "must be a list"),
});

export type LogFile = Omit<z.infer<typeof logSchema>, "entries"> & {
  entries: z.infer<typeof itemSchema>[];
};

export function toLogFile(match: Match<unknown, unknown, unknown>): LogFile {
  return { format: LOG_FORMAT, formatVersion: LOG_FORMAT_VERSION, ...recordOf(match) } as LogFile;
}

/** One entry of a log, checked: a damaged one is refused with where it is damaged. */
function checkItem(item: unknown): LogItem<unknown> {
  // An entry marked undo is a mark or damaged, never a move: replay pairs marks with moves before it plays.
  const marked =
    typeof item === "object" && item !== null && (item as { undo?: unknown }).undo === true;
  const r = (marked ? undoSchema : itemSchema).safeParse(item);
  if (r.success) return r.data as LogItem<unknown>;
  throw new RuleError(`it is damaged: ${plainIssue(r.error.issues[0], "entry")}`);
}

/** The length of `text` in UTF-8 bytes. */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString("en")} KB`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RuleError("this file is not JSON, so it is not a Sortie log");
  }
}

/** Checks a log's header and size, and finds its rules; RuleError with one clear sentence if it cannot. */
function readLog(data: unknown, bytes: number, rulesFor: (system: string) => AnyRules | undefined) {
  if (
    typeof data !== "object" ||
    data === null ||
    (data as { format?: unknown }).format !== LOG_FORMAT
  ) {
    throw new RuleError("this file is not a Sortie log");
  }
  const parsed = logSchema.safeParse(data);
  if (!parsed.success) {
    throw new RuleError(
      `this Sortie log is damaged: ${plainIssue(parsed.error.issues[0], "file")}`,
    );
  }
  const log = parsed.data;
  if (!READS.includes(log.formatVersion)) {
    throw new RuleError(
      `this Sortie log has format version ${log.formatVersion}; this Sortie reads ${READS.join(", ")}`,
    );
  }
  const rules = rulesFor(log.system);
  if (!rules) throw new RuleError(`this log is for an unknown system "${log.system}"`);
  const max = limitsOf(rules).logBytes;
  if (bytes > max) {
    throw new RuleError(
      `this log is ${kb(bytes)}; a log of ${rules.title} may be at most ${kb(max)}`,
    );
  }
  return { rules, record: log as MatchRecord<unknown, unknown> };
}

function doesNotReplay(e: unknown): RuleError {
  if (e instanceof RuleError) return new RuleError(`this Sortie log does not replay: ${e.message}`);
  return new RuleError("this Sortie log does not replay");
}

/** Reads a log's text for the given rules; RuleError with one clear sentence if it cannot. */
export function parseLogFile(text: string, rulesFor: (system: string) => AnyRules | undefined) {
  const { rules, record } = readLog(parseJson(text), utf8Length(text), rulesFor);
  try {
    return replay(rules, record, checkItem);
  } catch (e) {
    throw doesNotReplay(e);
  }
}

const breathe = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/**
 * `parseLogFile` for a server: the log as text or as parsed JSON (with its
 * size in bytes where the caller knows it, e.g. from the request); each phase
 * (reading, checking, then the replay in slices) lets other requests in
 * between, and the replay collects checkpoints for later undos.
 */
export async function parseLogFileSliced(
  input: unknown,
  rulesFor: (system: string) => AnyRules | undefined,
  opts: { sliceMs?: number; checkpointEvery?: number; bytes?: number } = {},
): Promise<Replayed<unknown, unknown, unknown>> {
  let data = input;
  let bytes = opts.bytes;
  if (typeof input === "string") {
    data = parseJson(input);
    bytes = utf8Length(input);
  } else if (bytes === undefined) {
    // Parsed JSON of an unknown size: measure it by writing it out.
    bytes = utf8Length(JSON.stringify(input));
  }
  await breathe();
  const { rules, record } = readLog(data, bytes, rulesFor);
  await breathe();
  try {
    return await replaySliced(rules, record, { ...opts, checkItem });
  } catch (e) {
    throw doesNotReplay(e);
  }
}
