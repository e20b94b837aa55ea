/**
 * Rebuilding a game from its log, in time that grows with the log's length:
 * one pass that plays each step once, undo marks included. A step that was
 * later taken back is still played, so its rolls are drawn again and the
 * dice after it are the same as they were (an undo never rewinds them); the
 * state before it is kept until its undo mark, nothing else is copied.
 *
 * The work is a generator that yields after each step, so it can run at once
 * (`replay`) or in slices that let other work in between (`replaySliced`).
 */
import type { Entry, LogItem, Rules, View } from "./contract.js";
import { isUndo, seatsNow } from "./contract.js";
import {
  checkWithin,
  type DiceMode,
  type DiceState,
  diceFor,
  finish,
  limitsOf,
  type Match,
  type MatchRecord,
  undoable,
} from "./core.js";
import { type Roll, scriptedDice } from "./dice.js";
import { NeedRoll, RuleError } from "./errors.js";

/** The state after the first `standing` steps still standing, kept so an undo need not replay from the start. */
export interface Checkpoint<S> {
  standing: number;
  state: S;
}

export interface Replayed<S, A, O> {
  match: Match<S, A, O>;
  /** States after every `checkpointEvery`-th standing step, for the steps still standing. */
  checkpoints: Checkpoint<S>[];
}

function mismatch(expected: Roll[], got: Roll[]): string | null {
  for (let k = 0; k < Math.max(expected.length, got.length); k++) {
    const e = expected[k];
    const g = got[k];
    if (!e) return `the step rolls more dice than the log holds (roll ${k + 1}: ${g.purpose})`;
    if (!g)
      return `the log holds ${expected.length} rolls for this step, which makes ${got.length}`;
    if (e.sides !== g.sides || e.value !== g.value) {
      return `the log's dice do not match: roll ${k + 1} (${g.purpose}) is a d${e.sides} showing ${e.value} in the log, a d${g.sides} showing ${g.value} on replay`;
    }
  }
  return null;
}

/** A failure inside step `index` (0-based), told as the player would look it up. */
function located(where: string, e: unknown): RuleError {
  if (e instanceof RuleError) return new RuleError(`${where}: ${e.message}`);
  if (e instanceof NeedRoll) {
    return new RuleError(
      `${where}: the log holds ${e.index} roll${e.index === 1 ? "" : "s"} for this step, which needs another (a d${e.sides}: ${e.purpose})`,
    );
  }
  return new RuleError(`${where}: this step cannot be played`);
}

const entryName = (i: number, seat: string, what?: string) =>
  `entry ${i + 1} (seat ${seat}${what ? `, '${what}'` : ""})`;

const looksUndo = (item: unknown) =>
  typeof item === "object" && item !== null && (item as { undo?: unknown }).undo === true;

/** Which steps are taken back later; refuses an undo mark with nothing standing before it. */
function takenBack(items: unknown[]): Uint8Array {
  const undone = new Uint8Array(items.length);
  const standing: number[] = [];
  items.forEach((item, i) => {
    if (!looksUndo(item)) standing.push(i);
    else {
      const j = standing.pop();
      if (j === undefined) {
        const seat = String((item as { seat?: unknown }).seat);
        throw new RuleError(`${entryName(i, seat, "undo")}: there is nothing to take back`);
      }
      undone[j] = 1;
    }
  });
  return undone;
}

/** Checks one entry of an untrusted log before it is played (a log file's). */
export type ItemCheck = (item: unknown) => LogItem<unknown>;

function* replaying<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  record: MatchRecord<A, O>,
  checkpointEvery = 0,
  checkItem?: ItemCheck,
): Generator<void, Replayed<S, A, O>> {
  if (record.system !== rules.id) {
    throw new RuleError(`this log is for ${record.system}, not ${rules.id}`);
  }
  if (record.version !== rules.version && rules.upgrade) {
    record = rules.upgrade(record) as MatchRecord<A, O>;
  }
  if (record.version !== rules.version) {
    throw new RuleError(
      `this log was written by version ${record.version} of the ${rules.title} rules; this is version ${rules.version}`,
    );
  }
  const limits = limitsOf(rules);
  const items = record.entries;
  if (items.length > limits.entries) {
    throw new RuleError(
      `this log holds ${items.length.toLocaleString("en")} entries; a game of ${rules.title} holds at most ${limits.entries.toLocaleString("en")}`,
    );
  }
  const mode = record.dice.mode;
  // Typed-in dice, and a keyed game's (its log holds the rolls, never the key), replay from the log's values.
  const values = (rolls: Roll[]) => (mode === "seeded" ? [] : rolls.map((r) => r.value));
  const undone = takenBack(items);
  const options = rules.parseOptions(record.options);
  // A game that gains seats as it goes is asked at each entry.
  const seats = rules.seatsOf ? null : rules.seats(options);

  let setupRolls: Roll[];
  let state: S;
  let rng: DiceState;
  try {
    const given = values(record.setupRolls);
    const d = diceFor(record.dice, null, given);
    state = rules.setup(options, d);
    rng = finish(d, given);
    setupRolls = d.rolls;
    const wrong = mismatch(record.setupRolls, d.rolls);
    if (wrong) throw new RuleError(wrong);
  } catch (e) {
    throw located("the set-up", e);
  }

  const entries: Entry<A>[] = [];
  const log: LogItem<A>[] = [];
  const saved: S[] = [];
  const checkpoints: Checkpoint<S>[] = [];
  for (let i = 0; i < items.length; i++) {
    let item = items[i];
    if (checkItem) {
      try {
        item = checkItem(item) as LogItem<A>;
      } catch (e) {
        throw located(`entry ${i + 1}`, e);
      }
    }
    if (isUndo(item)) {
      const last = entries[entries.length - 1];
      if (!undoable(rules, last, mode, state)) {
        throw new RuleError(
          `${entryName(i, item.seat, "undo")}: '${rules.describe(last.action)}' cannot be taken back`,
        );
      }
      state = saved.pop() as S;
      entries.pop();
      log.push({ seat: item.seat, undo: true });
      while (
        checkpoints.length > 0 &&
        checkpoints[checkpoints.length - 1].standing > entries.length
      )
        checkpoints.pop();
    } else {
      let what: string | undefined;
      try {
        const action = rules.parseAction(item.action);
        what = rules.describe(action);
        if (!(seats ?? seatsNow(rules, state, options)).includes(item.seat))
          throw new RuleError(`there is no seat "${item.seat}"`);
        if (rules.outcome(state)) throw new RuleError("the game was already over");
        const given = values(item.rolls);
        const d = diceFor(record.dice, rng, given);
        const next = rules.act(state, item.seat, action, d);
        const nextRng = finish(d, given);
        const wrong = mismatch(item.rolls, d.rolls);
        if (wrong) throw new RuleError(wrong);
        checkWithin(rules, next);
        if (undone[i]) saved.push(state);
        state = next;
        rng = nextRng;
        const entry = { seat: item.seat, action, rolls: d.rolls };
        entries.push(entry);
        log.push(entry);
        if (checkpointEvery > 0 && entries.length % checkpointEvery === 0) {
          checkpoints.push({ standing: entries.length, state });
        }
      } catch (e) {
        throw located(entryName(i, item.seat, what), e);
      }
    }
    yield;
  }
  const match: Match<S, A, O> = {
    system: rules.id,
    version: rules.version,
    options,
    dice: record.dice,
    setupRolls,
    entries,
    log,
    state,
    rng,
  };
  return { match, checkpoints };
}

function drain<T>(work: Generator<void, T>): T {
  for (;;) {
    const r = work.next();
    if (r.done) return r.value;
  }
}

const nextTurn = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/** Runs `work` in slices of about `sliceMs`, letting the event loop run between them. */
async function drainSliced<T>(work: Generator<void, T>, sliceMs: number): Promise<T> {
  for (;;) {
    const until = performance.now() + sliceMs;
    for (;;) {
      const r = work.next();
      if (r.done) return r.value;
      if (performance.now() >= until) break;
    }
    await nextTurn();
  }
}

/**
 * Rebuilds a match from its record, checking that every entry is legal and
 * that every roll is the one the log says (a seeded game re-rolls from its
 * seed; a manual or keyed one reuses the values the log holds; a keyed
 * match so rebuilt has no key: its `rng` is null until one is given). Throws RuleError naming the
 * entry that fails and why.
 */
export function replay<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  record: MatchRecord<A, O>,
  checkItem?: ItemCheck,
): Match<S, A, O> {
  return drain(replaying(rules, record, 0, checkItem)).match;
}

/** `replay` in slices of about `sliceMs` of work, for a server that must keep answering meanwhile. */
export function replaySliced<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  record: MatchRecord<A, O>,
  opts: { sliceMs?: number; checkpointEvery?: number; checkItem?: ItemCheck } = {},
): Promise<Replayed<S, A, O>> {
  return drainSliced(
    replaying(rules, record, opts.checkpointEvery, opts.checkItem),
    opts.sliceMs ?? 10,
  );
}

/** What a state is rebuilt from: the game's set-up, or a checkpoint. */
export interface Base<O> {
  options: O;
  dice: DiceMode;
  setupRolls: Roll[];
}

function* rebuilding<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  base: Base<O>,
  entries: Entry<A>[],
  upTo: number,
  from: Checkpoint<S> | null,
): Generator<void, S> {
  let state = from
    ? from.state
    : rules.setup(base.options, scriptedDice(base.setupRolls.map((r) => r.value)));
  for (let i = from?.standing ?? 0; i < upTo; i++) {
    const e = entries[i];
    state = rules.act(state, e.seat, e.action, scriptedDice(e.rolls.map((r) => r.value)));
    yield;
  }
  return state;
}

/**
 * The state after the first `upTo` of a game's standing steps, played again
 * with the rolls they made (no generator is needed: the rolls are recorded),
 * from `from` if given. For a game the store already trusts: its undo.
 */
export function stateAfter<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  base: Base<O>,
  entries: Entry<A>[],
  upTo: number,
  from: Checkpoint<S> | null = null,
): S {
  return drain(rebuilding(rules, base, entries, upTo, from));
}

/** `stateAfter` in slices. */
export function stateAfterSliced<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  base: Base<O>,
  entries: Entry<A>[],
  upTo: number,
  from: Checkpoint<S> | null = null,
  sliceMs = 10,
): Promise<S> {
  return drainSliced(rebuilding(rules, base, entries, upTo, from), sliceMs);
}
