/**
 * Playing a game step by step: create, play, undo. Replay from a log is in
 * replay.ts (and exported here too).
 *
 * Undo never shows a roll: it takes the last standing step back, but the
 * seeded generator keeps the state it reached, so the dice after an undo are
 * fresh. The undo stays in the log as a mark, and replay plays the step that
 * was taken back too, so the game replays exactly. Which steps may be taken
 * back at all is the system's choice (`Rules.undoable`).
 */
import type { Entry, LogItem, Rules, View } from "./contract.js";
import {
  checkRoom,
  checkWithin,
  diceFor,
  finish,
  type Match,
  type MatchRecord,
  undoable,
} from "./core.js";
import { RuleError } from "./errors.js";
import { newKeyedState } from "./keyed.js";
import { type Checkpoint, stateAfter } from "./replay.js";

export type { DiceMode, DiceState, Match, MatchRecord } from "./core.js";
export { checkRoom, DEFAULT_LIMITS, limitsOf, undoable } from "./core.js";
export {
  type Checkpoint,
  type Replayed,
  replay,
  replaySliced,
  stateAfter,
  stateAfterSliced,
} from "./replay.js";

export function createMatch<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  options: O,
  dice: Match<S, A, O>["dice"],
  given: readonly number[] = [],
): Match<S, A, O> {
  // A keyed game draws its key now, from the platform's cryptographic source.
  const d = diceFor(dice, dice.mode === "keyed" ? newKeyedState() : null, given);
  const state = rules.setup(options, d);
  const rng = finish(d, given);
  return {
    system: rules.id,
    version: rules.version,
    options,
    dice,
    setupRolls: d.rolls,
    entries: [],
    log: [],
    state,
    rng,
  };
}

/** Plays one action; returns the new match (the old one is untouched). */
export function play<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  match: Match<S, A, O>,
  seat: string,
  action: A,
  given: readonly number[] = [],
): Match<S, A, O> {
  if (rules.outcome(match.state)) throw new RuleError("the game is over");
  checkRoom(rules, match.log.length);
  const d = diceFor(match.dice, match.rng, given);
  const state = rules.act(match.state, seat, action, d);
  const rng = finish(d, given);
  checkWithin(rules, state);
  const entry: Entry<A> = { seat, action, rolls: d.rolls };
  return {
    ...match,
    state,
    rng,
    entries: [...match.entries, entry],
    log: [...match.log, entry],
  };
}

/** Whether the last standing entry of `match` may be taken back. */
export function canUndo<S, A, O>(rules: Rules<S, A, O, View<A>>, match: Match<S, A, O>) {
  const last = match.entries[match.entries.length - 1];
  return last !== undefined && undoable(rules, last, match.dice.mode, match.state);
}

/**
 * Takes back the last standing entry: the state goes back to what it was
 * before it, the dice do not (see the top of this file). `by` is who takes it
 * back (a seat, or "owner"); `from` a checkpoint at or before the state
 * wanted, so that only the steps after it are played again.
 */
export function undo<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  match: Match<S, A, O>,
  by = "owner",
  from: Checkpoint<S> | null = null,
): Match<S, A, O> {
  if (!canUndo(rules, match)) {
    throw new RuleError("there is nothing that can be taken back");
  }
  checkRoom(rules, match.log.length);
  const entries = match.entries.slice(0, -1);
  const usable = from && from.standing <= entries.length ? from : null;
  const mark: LogItem<A> = { seat: by, undo: true };
  return {
    ...match,
    state: stateAfter(rules, match, entries, entries.length, usable),
    entries,
    log: [...match.log, mark],
  };
}

export function recordOf<A, O>(match: Match<unknown, A, O>): MatchRecord<A, O> {
  const { system, version, options, dice, setupRolls, log } = match;
  return { system, version, options, dice, setupRolls, entries: log };
}
