/** Rules steps as API answers: refusals become 4xx, stored entries become matches and log lines. */
import type { AnyRules, Entry } from "../engine/contract.js";
import { NeedRoll, RuleError } from "../engine/errors.js";
import { type DiceMode, type Match, undoable as mayUndo } from "../engine/match.js";
import type { GameRecord, StoredEntry } from "../store/game-store.js";
import { ApiError } from "./errors.js";

export type AnyMatch = Match<unknown, unknown, unknown>;

export interface LogLine {
  seq: number;
  seat: string;
  text: string;
  rolls: Entry<unknown>["rolls"];
  /** Set when the link that reads the line may take this move back while it is the last. */
  undoable?: true;
  /** The game turn the move was taken in, where the rules tell it. */
  turn?: number;
}

function needRoll(e: NeedRoll): ApiError {
  return new ApiError(422, `a d${e.sides} roll is needed: ${e.purpose}`, {
    need: { sides: e.sides, purpose: e.purpose, index: e.index },
  });
}

/** `judged` for a rules step that runs in slices. */
export async function judgedAsync<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof NeedRoll) throw needRoll(e);
    if (e instanceof RuleError) throw new ApiError(400, e.message);
    throw e;
  }
}

/** Runs a rules step, turning the rules' refusals into 4xx answers. */
export function judged<T>(step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof NeedRoll) throw needRoll(e);
    if (e instanceof RuleError) throw new ApiError(400, e.message);
    throw e;
  }
}

export function matchOf(record: GameRecord, entries: Entry<unknown>[] = []): AnyMatch {
  return {
    system: record.system,
    version: record.version,
    options: record.options,
    dice: record.dice,
    setupRolls: record.setupRolls,
    entries,
    log: entries,
    state: record.snapshot.state,
    rng: record.snapshot.rng,
  };
}

export const asEntry = (e: Extract<StoredEntry, { kind: "act" }>): Entry<unknown> => ({
  seat: e.seat,
  action: e.action,
  rolls: e.rolls,
});

/** Whether the rules let this move be taken back (by default: only if it rolled nothing). */
export const canTakeBack = (
  rules: AnyRules,
  e: Entry<unknown>,
  dice: DiceMode["mode"],
  after?: unknown,
) => mayUndo(rules, e, dice, after);

/** Entry number `seq` as a seat may read it in the log, or null if it may not see it at all. */
export function logLine(
  rules: AnyRules,
  e: Entry<unknown>,
  seq: number,
  seat: string | null,
  dice: DiceMode["mode"],
  /** The state the entry led to, when it is the last one. */
  after?: unknown,
  /** The game's state now and the entry's place among the moves standing (0 the first), where known. */
  at?: { state: unknown; index: number },
): LogLine | null {
  const seen = rules.visibleEntry ? rules.visibleEntry(e, seat, at) : e;
  if (!seen) return null;
  // Whether this link could take the move back, were it the last one.
  const undoable = seat !== null && e.seat === seat && canTakeBack(rules, e, dice, after);
  const turn = at && rules.turnOf ? rules.turnOf(at.state, at.index) : null;
  return {
    seq,
    seat: seen.seat,
    text: rules.describe(seen.action),
    rolls: seen.rolls,
    ...(undoable ? { undoable } : {}),
    ...(turn !== null ? { turn } : {}),
  };
}
