import type { Entry, Rules, View } from "./contract.js";
import { askedDice, type Dice, type GivenDice, type Roll, SeededDice } from "./dice.js";
import { RuleError } from "./errors.js";
import { type RngState, seedRng } from "./rng.js";

export type DiceMode = { mode: "seeded"; seed: number } | { mode: "manual" };

/**
 * A game as it is stored: creation options, the dice it uses, and its log.
 * `state` and `rng` always equal what replaying the log gives; the rng is the
 * seeded generator's current state, so the next roll is known to no one but
 * follows from the seed (replay is exact).
 */
export interface Match<S, A, O> {
  system: string;
  version: number;
  options: O;
  dice: DiceMode;
  setupRolls: Roll[];
  entries: Entry<A>[];
  state: S;
  rng: RngState | null;
}

/** What is needed to rebuild a match: everything but the derived state. */
export type MatchRecord<A, O> = Pick<
  Match<unknown, A, O>,
  "system" | "version" | "options" | "dice" | "setupRolls" | "entries"
>;

function diceFor(mode: DiceMode, rng: RngState | null, given: readonly number[]): Dice {
  if (mode.mode === "seeded") {
    if (given.length > 0)
      throw new RuleError("this game rolls its own dice; no values can be given");
    return new SeededDice(rng ?? seedRng(mode.seed));
  }
  return askedDice(given);
}

function finish(dice: Dice, given: readonly number[]) {
  if (dice instanceof SeededDice) return dice.state;
  const used = (dice as GivenDice).consumed;
  if (used < given.length) {
    throw new RuleError(`${given.length} dice values were given but only ${used} were needed`);
  }
  return null;
}

export function createMatch<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  options: O,
  dice: DiceMode,
  given: readonly number[] = [],
): Match<S, A, O> {
  const d = diceFor(dice, null, given);
  const state = rules.setup(options, d);
  const rng = finish(d, given);
  return {
    system: rules.id,
    version: rules.version,
    options,
    dice,
    setupRolls: d.rolls,
    entries: [],
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
  const d = diceFor(match.dice, match.rng, given);
  const state = rules.act(match.state, seat, action, d);
  const rng = finish(d, given);
  return { ...match, state, rng, entries: [...match.entries, { seat, action, rolls: d.rolls }] };
}

function sameRolls(a: Roll[], b: Roll[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].sides !== b[i].sides || a[i].value !== b[i].value) return false;
  }
  return true;
}

/**
 * Rebuilds a match from its record, checking that every entry is legal and
 * that every roll is the one the log says (a seeded game re-rolls from its
 * seed; a manual one reuses the typed values). Throws RuleError if not.
 */
export function replay<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  record: MatchRecord<A, O>,
): Match<S, A, O> {
  if (record.system !== rules.id) {
    throw new RuleError(`this log is for ${record.system}, not ${rules.id}`);
  }
  if (record.version !== rules.version) {
    throw new RuleError(
      `this log was written by version ${record.version} of the ${rules.title} rules; this is version ${rules.version}`,
    );
  }
  const values = (rolls: Roll[]) =>
    record.dice.mode === "manual" ? rolls.map((r) => r.value) : [];
  const check = (what: string, expected: Roll[], got: Roll[]) => {
    if (!sameRolls(expected, got)) throw new RuleError(`the log's dice do not match at ${what}`);
  };
  const options = rules.parseOptions(record.options);
  let match = createMatch(rules, options, record.dice, values(record.setupRolls));
  check("set-up", record.setupRolls, match.setupRolls);
  record.entries.forEach((entry, i) => {
    const action = rules.parseAction(entry.action);
    match = play(rules, match, entry.seat, action, values(entry.rolls));
    check(`entry ${i + 1}`, entry.rolls, match.entries[i].rolls);
  });
  return match;
}

export function canUndo<A>(rules: Rules<unknown, A, unknown, View<A>>, entries: Entry<A>[]) {
  const last = entries[entries.length - 1];
  if (!last) return false;
  return rules.undoable ? rules.undoable(last) : last.rolls.length === 0;
}

/** Takes back the last entry by replaying the log without it. */
export function undo<S, A, O>(
  rules: Rules<S, A, O, View<A>>,
  match: Match<S, A, O>,
): Match<S, A, O> {
  if (!canUndo(rules as Rules<unknown, A, unknown, View<A>>, match.entries)) {
    throw new RuleError("there is nothing that can be taken back");
  }
  return replay(rules, { ...match, entries: match.entries.slice(0, -1) });
}

export function recordOf<A, O>(match: Match<unknown, A, O>): MatchRecord<A, O> {
  const { system, version, options, dice, setupRolls, entries } = match;
  return { system, version, options, dice, setupRolls, entries };
}
