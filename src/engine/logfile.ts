/**
 * A game saved as one JSON file: its creation options, its dice and its log.
 * Loading checks the shape, then replays the log, so a file that is not a
 * Sortie log, is for another system, or does not replay is refused whole.
 */
import { z } from "zod";
import type { AnyRules } from "./contract.js";
import { RuleError } from "./errors.js";
import { type Match, type MatchRecord, recordOf, replay } from "./match.js";

export const LOG_FORMAT = "sortie-log";
export const LOG_FORMAT_VERSION = 1;

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
  entries: z.array(z.object({ seat: z.string(), action: z.unknown(), rolls: z.array(rollSchema) })),
});

export type LogFile = z.infer<typeof logSchema>;

export function toLogFile(match: Match<unknown, unknown, unknown>): LogFile {
  return { format: LOG_FORMAT, formatVersion: LOG_FORMAT_VERSION, ...recordOf(match) } as LogFile;
}

/** Reads a log's text for the given rules; RuleError with one clear sentence if it cannot. */
export function parseLogFile(text: string, rulesFor: (system: string) => AnyRules | undefined) {
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
  if (log.formatVersion !== LOG_FORMAT_VERSION) {
    throw new RuleError(
      `this Sortie log has format version ${log.formatVersion}; this Sortie reads ${LOG_FORMAT_VERSION}`,
    );
  }
  const rules = rulesFor(log.system);
  if (!rules) throw new RuleError(`this log is for an unknown system "${log.system}"`);
  try {
    return replay(rules, log as MatchRecord<unknown, unknown>);
  } catch (e) {
    if (e instanceof RuleError)
      throw new RuleError(`this Sortie log does not replay: ${e.message}`);
    throw new RuleError("this Sortie log does not replay");
  }
}
