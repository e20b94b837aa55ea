/**
 * A game saved as one JSON file: its creation options, its dice and its log.
 * Loading checks the shape, then replays the log, so a file that is not a
 * Sortie log, is for another system, or does not replay is refused whole.
 *
 * Format 2 keeps undo marks ({ seat, undo: true }) among the entries, and the
 * steps they took back, so that the dice replay exactly; format 1 (no marks)
 * is still read.
 */
import { z } from "zod";
import type { AnyRules } from "./contract.js";
import { RuleError } from "./errors.js";
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
export const LOG_FORMAT_VERSION = 2;
const READS = [1, 2];

const rollSchema = z.object({
  sides: z.number().int().min(1).max(1000),
  purpose: z.string(),
  value: z.number().int(),
  result: z.string().optional(),
});

const logSchema = z.object({
  format: z.literal(LOG_FORMAT),
  formatVersion: z.number().int(),
  system: z.string(),
  version: z.number().int(),
  options: z.unknown(),
  dice: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("seeded"), seed: z.number().int().min(0).max(0xffffffff) }),
    z.object({ mode: z.literal("manual") }),
  ]),
  setupRolls: z.array(rollSchema),
  entries: z.array(
    z.union([
      z.object({ seat: z.string(), action: z.unknown(), rolls: z.array(rollSchema) }),
      z.object({ seat: z.string(), undo: z.literal(true) }).strict(),
    ]),
  ),
});

export type LogFile = z.infer<typeof logSchema>;

export function toLogFile(match: Match<unknown, unknown, unknown>): LogFile {
  return { format: LOG_FORMAT, formatVersion: LOG_FORMAT_VERSION, ...recordOf(match) } as LogFile;
}

/** Checks a log's text and finds its rules; RuleError with one clear sentence if it cannot. */
function readLog(text: string, rulesFor: (system: string) => AnyRules | undefined) {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RuleError("this file is not JSON, so it is not a Sortie log");
  }
  if (
    typeof data !== "object" ||
    data === null ||
    (data as { format?: unknown }).format !== LOG_FORMAT
  ) {
    throw new RuleError("this file is not a Sortie log");
  }
  const parsed = logSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RuleError(
      `this Sortie log is damaged: ${issue.path.join(".") || "file"}: ${issue.message}`,
    );
  }
  const log = parsed.data;
  if (!READS.includes(log.formatVersion)) {
    throw new RuleError(
      `this Sortie log has format version ${log.formatVersion}; this Sortie reads ${READS.join(" and ")}`,
    );
  }
  const rules = rulesFor(log.system);
  if (!rules) throw new RuleError(`this log is for an unknown system "${log.system}"`);
  const max = limitsOf(rules).logBytes;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > max) {
    throw new RuleError(
      `this log is ${kb(bytes)}; a log of ${rules.title} may be at most ${kb(max)}`,
    );
  }
  return { rules, record: log as MatchRecord<unknown, unknown> };
}

const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString("en")} KB`;

function doesNotReplay(e: unknown): RuleError {
  if (e instanceof RuleError) return new RuleError(`this Sortie log does not replay: ${e.message}`);
  return new RuleError("this Sortie log does not replay");
}

/** Reads a log's text for the given rules; RuleError with one clear sentence if it cannot. */
export function parseLogFile(text: string, rulesFor: (system: string) => AnyRules | undefined) {
  const { rules, record } = readLog(text, rulesFor);
  try {
    return replay(rules, record);
  } catch (e) {
    throw doesNotReplay(e);
  }
}

/**
 * `parseLogFile` for a server: the replay runs in slices so other requests
 * are answered meanwhile, and collects checkpoints for later undos.
 */
export async function parseLogFileSliced(
  text: string,
  rulesFor: (system: string) => AnyRules | undefined,
  opts: { sliceMs?: number; checkpointEvery?: number } = {},
): Promise<Replayed<unknown, unknown, unknown>> {
  const { rules, record } = readLog(text, rulesFor);
  try {
    return await replaySliced(rules, record, opts);
  } catch (e) {
    throw doesNotReplay(e);
  }
}
