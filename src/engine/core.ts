/**
 * What every way of playing a game shares: a match's shape, the dice a step
 * is played with, the limits a game keeps to, and whether a step may be
 * taken back. match.ts plays and undoes; replay.ts rebuilds from a log.
 */
import type { Entry, Limits, LogItem } from "./contract.js";
import { askedDice, type Dice, type GivenDice, type Roll, SeededDice } from "./dice.js";
import { RuleError } from "./errors.js";
import { isKeyedState, KeyedDice, type KeyedState } from "./keyed.js";
import { type RngState, seedRng } from "./rng.js";

/**
 * Where a game's dice come from:
 * - keyed: Sortie rolls them from a secret 256-bit key (keyed.ts) that only
 *   the server's snapshot holds; a log keeps the rolls, never the key, and
 *   replays from them;
 * - seeded: a 32-bit seed someone chose (solo play, tests, simulations):
 *   whoever knows it can compute every roll, and a log replays from it;
 * - manual: dice rolled at the table and typed in.
 */
export type DiceMode = { mode: "seeded"; seed: number } | { mode: "keyed" } | { mode: "manual" };

/** What a rules module hears of the dice: rolled by Sortie, or typed in from the table. */
export type DiceKind = "seeded" | "manual";
export const diceKind = (mode: DiceMode["mode"]): DiceKind =>
  mode === "manual" ? "manual" : "seeded";

/** The dice's own state after the last step: the seeded generator's, the key's, or null (typed-in dice, or a keyed log replayed without its key). */
export type DiceState = RngState | KeyedState | null;

/**
 * A game as it is stored: creation options, the dice it uses, and its log.
 * `entries` are the steps still standing; `log` is the whole history, undo
 * marks and taken-back steps included (what a log file holds). `state` and
 * `rng` always equal what replaying `log` gives; the rng is the seeded
 * generator's current state, so the next roll is known to no one but follows
 * from the seed. An undo never rewinds it.
 */
export interface Match<S, A, O> {
  system: string;
  version: number;
  options: O;
  dice: DiceMode;
  setupRolls: Roll[];
  entries: Entry<A>[];
  log: LogItem<A>[];
  state: S;
  rng: DiceState;
}

/** What is needed to rebuild a match: everything but the derived state; `entries` is the whole history. */
export interface MatchRecord<A, O> {
  system: string;
  version: number;
  options: O;
  dice: DiceMode;
  setupRolls: Roll[];
  entries: LogItem<A>[];
}

export const DEFAULT_LIMITS = {
  entries: 10000,
  logBytes: 1024 * 1024,
};

/** A system's limits with the defaults filled in. */
export function limitsOf<S>(rules: { limits?: Limits<S> }) {
  return {
    entries: rules.limits?.entries ?? DEFAULT_LIMITS.entries,
    logBytes: rules.limits?.logBytes ?? DEFAULT_LIMITS.logBytes,
    within: rules.limits?.within,
  };
}

/** Refuses an entry beyond the game's limit (`count`: entries already in the log). */
export function checkRoom(rules: { title: string; limits?: Limits<unknown> }, count: number) {
  const max = limitsOf(rules).entries;
  if (count >= max) {
    throw new RuleError(
      `this game has reached the limit of ${max.toLocaleString("en")} entries for a game of ${rules.title}`,
    );
  }
}

/** Refuses a state beyond the system's other bounds (a roster grown too large). */
export function checkWithin<S>(rules: { limits?: Limits<S> }, state: S) {
  const over = rules.limits?.within?.(state);
  if (over) throw new RuleError(over);
}

/**
 * The dice for one step. A keyed game with its key rolls from it; without
 * (a log replayed from the rolls it holds) it reads the given values.
 */
export function diceFor(mode: DiceMode, rng: DiceState, given: readonly number[]): Dice {
  const own = mode.mode === "seeded" || (mode.mode === "keyed" && rng !== null);
  if (own && given.length > 0)
    throw new RuleError("this game rolls its own dice; no values can be given");
  if (mode.mode === "seeded") return new SeededDice(Array.isArray(rng) ? rng : seedRng(mode.seed));
  if (mode.mode === "keyed" && rng !== null) {
    if (!isKeyedState(rng)) throw new Error("a keyed game's dice state is damaged");
    return new KeyedDice(rng);
  }
  return askedDice(given);
}

/** The dice's state after a step (null for given values); refuses given values left unused. */
export function finish(dice: Dice, given: readonly number[]): DiceState {
  if (dice instanceof SeededDice || dice instanceof KeyedDice) return dice.state;
  const used = (dice as GivenDice).consumed;
  if (used < given.length) {
    throw new RuleError(`${given.length} dice values were given but only ${used} were needed`);
  }
  return null;
}

/** Whether the rules let this step be taken back while it is the last (default: only if it rolled nothing). */
export function undoable<S, A>(
  rules: { undoable?(entry: Entry<A>, dice: "seeded" | "manual", after?: S): boolean },
  entry: Entry<A>,
  dice: DiceMode["mode"],
  after?: S,
): boolean {
  return rules.undoable ? rules.undoable(entry, diceKind(dice), after) : entry.rolls.length === 0;
}
