/**
 * The paths of the API that rebuild a game from its history: undo, export
 * and import. Long work runs in slices (the engine's sliced replay), so no
 * request holds the event loop for long; an undo starts from the nearest
 * checkpoint, so it replays a few moves at most.
 */
import type { AnyRules, Entry } from "../engine/contract.js";
import { isUndo, seatsNow } from "../engine/contract.js";
import { parseLogFileSliced, toLogFile } from "../engine/logfile.js";
import { type Checkpoint, type Match, stateAfterSliced } from "../engine/match.js";
import {
  CHECKPOINT_EVERY,
  type GameRecord,
  type GameStore,
  logOf,
  type NewGame,
  type StoredEntry,
  standingEntries,
} from "../store/game-store.js";
import { asEntry } from "./steps.js";

/** How long one slice of a replay may hold the event loop, in milliseconds. */
export const SLICE_MS = 10;

/**
 * What an undo replays: the standing moves after the nearest checkpoint
 * before the last move, up to and including it, and that checkpoint (counted
 * from 0; null: from the set-up, and `moves` are all the standing moves).
 * Only the end of the log is read; a game stored before the standing count
 * was kept is read whole.
 */
export async function undoWindow(
  store: GameStore,
  record: GameRecord,
): Promise<{ moves: Entry<unknown>[]; from: Checkpoint<unknown> | null }> {
  if (record.standing === null) {
    const moves = standingEntries(await store.entries(record.id, record.seq)).map(asEntry);
    return { moves, from: null };
  }
  if (record.standing === 0) return { moves: [], from: null };
  const checkpoint = await store.checkpoint(record.id, record.standing - 1);
  const count = record.standing - (checkpoint?.standing ?? 0);
  const moves = (await store.standingTail(record.id, record.seq, count)).map(asEntry);
  return { moves, from: checkpoint ? { standing: 0, state: checkpoint.state } : null };
}

/** The state before the last of `moves`, replayed in slices from `from` (see `undoWindow`). */
export function stateBeforeLast(
  record: GameRecord,
  rules: AnyRules,
  window: { moves: Entry<unknown>[]; from: Checkpoint<unknown> | null },
): Promise<unknown> {
  const { moves, from } = window;
  return stateAfterSliced(rules, record, moves, moves.length - 1, from, SLICE_MS);
}

/** The game as one log file: every move, and every undo with the move it took back. */
export function exportLog(match: Match<unknown, unknown, unknown>, stored: StoredEntry[]) {
  return toLogFile({ ...match, log: logOf(stored) });
}

/**
 * The checkpoints an imported game keeps: every one near its end (so undos
 * there replay a few moves), and one in every 16 further back (so a deep
 * undo replays at most a few hundred); writing them all would be slow.
 */
function sparse<S>(all: Checkpoint<S>[], standing: number): Checkpoint<S>[] {
  const near = standing - 4 * CHECKPOINT_EVERY;
  return all.filter((c) => c.standing > near || c.standing % (16 * CHECKPOINT_EVERY) === 0);
}

/**
 * Replays a log file (its text, or its parsed JSON, with its size in bytes
 * where known) in slices; the new game's
 * record, with the last checkpoint for later undos.
 */
export async function importLog(
  log: unknown,
  rulesFor: (system: string) => AnyRules | undefined,
  bytes?: number,
): Promise<{ rules: AnyRules; game: NewGame }> {
  const { match, checkpoints } = await parseLogFileSliced(log, rulesFor, {
    sliceMs: SLICE_MS,
    checkpointEvery: CHECKPOINT_EVERY,
    bytes,
  });
  const rules = rulesFor(match.system) as AnyRules;
  const entries: StoredEntry[] = match.log.map((e) =>
    isUndo(e)
      ? { kind: "undo", seat: e.seat, freshDice: true }
      : { kind: "act", seat: e.seat, action: e.action, rolls: e.rolls },
  );
  return {
    rules,
    game: {
      system: match.system,
      version: match.version,
      options: match.options,
      dice: match.dice,
      setupRolls: match.setupRolls,
      snapshot: { state: match.state, rng: match.rng },
      status: rules.outcome(match.state) ? "over" : "live",
      seats: seatsNow(rules, match.state, match.options),
      entries,
      checkpoints: sparse(checkpoints, match.entries.length),
    },
  };
}
