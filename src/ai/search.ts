/**
 * One computer player for every game over the rules contract: a
 * time-budgeted, determinised flat Monte Carlo search. It sees only its own
 * seat's view. For each decision the game lists candidate choices (each a
 * plan of one action or more), the first being its default (what its own
 * quick policy would play). Each trial draws a full state consistent with the
 * view, plays a choice, plays on with the game's quick policy to the end of
 * the game (or a horizon of turns) and scores the result with the game's
 * evaluation. Choices are compared on common random numbers with successive
 * halving, and a challenger replaces the default only when it beats it by a
 * clear margin (see `compare`). A game plugs in through `SearchGame`; see
 * docs/ai.md.
 */
import type { Dice } from "../engine/dice.js";
import { nextUint32, type RngState, seedRng } from "../engine/rng.js";
import { PlayoutDice } from "./fast-dice.js";

/** Playouts run to the end of the game unless the game or the caller sets a horizon. */
export const DEFAULT_HORIZON = 99;
/** Actions a playout plays at most (a guard against a game that does not end). */
export const DEFAULT_PLAYOUT_LIMIT = 4000;

/**
 * What a game supplies to be searched. `S` is the full state the search plays
 * on (it may be changed in place: the search owns every state it gets from
 * `determinize`), `A` an action, `V` a seat's view, `Seat` a seat.
 * Functions called in the playout loop (`toAct`, `apply`, `playoutAction`,
 * `isOver`, `turn`, `planScope`) run millions of times: no allocation there
 * beyond what the rules need.
 */
export interface SearchGame<S, A, V, Seat = string> {
  /**
   * A full state consistent with what `seat` sees in `view`: whatever is
   * hidden from it drawn with `rng`. A fresh object each call (the search
   * changes it).
   */
  determinize(view: V, seat: Seat, rng: RngState): S;
  /** The actions `seat` may take in `s` now (none: it has no decision). */
  legal(s: S, seat: Seat): A[];
  /**
   * The choices worth comparing in `s` for `seat`, each a plan: one action,
   * or several `seat` takes in a row (a unit's whole move, step by step). The
   * first is the default, the choice the game's quick policy would make; the
   * search keeps it unless another proves better. Choices must differ.
   */
  candidates(s: S, seat: Seat, rng: RngState): A[][];
  /** What makes a choice the choice it is (details a view adds left out): equal keys, same choice. */
  choiceKey(a: A): string;
  /** The seat whose action a playout applies next in `s` (a game not over). */
  toAct(s: S): Seat;
  /** Plays `a` for `seat` with `dice`; may change `s` in place; returns the state after. */
  apply(s: S, seat: Seat, a: A, dice: Dice): S;
  /**
   * The quick policy playouts follow: `seat`'s action in `s`, when the
   * searching seat is `me` (a game may play its own side a little more
   * loosely, since its later choices are still open).
   */
  playoutAction(s: S, seat: Seat, me: Seat, rng: RngState): A;
  /** How good `s` is for `me`, from 0 (lost) to 1 (won); at the end of the game, the result. */
  evaluate(s: S, me: Seat): number;
  isOver(s: S): boolean;
  /** The game turn; the horizon counts these. */
  turn(s: S): number;
  /** The action as `view` offers it (with the details a view adds for the log), else `a`. */
  offer(view: V, a: A): A;

  /** Turns a playout runs past the current one (default DEFAULT_HORIZON); the caller's option wins. */
  horizon?: number;
  /** Actions a playout plays at most (default DEFAULT_PLAYOUT_LIMIT). */
  playoutLimit?: number;
  /** Dice for a playout (default: `PlayoutDice`, the seeded generator without a log). */
  playoutDice?(rng: RngState): Dice;
  /**
   * The unit a plan of several actions belongs to when `s` is in the middle
   * of one (a plane's move: its id), else null. In a playout a plan is
   * followed while the searching seat acts for the same scope and dropped as
   * soon as another unit's plan-able decision comes up. Without it, a plan is
   * followed whenever the searching seat acts.
   */
  planScope?(s: S): string | null;
  /**
   * Names the decision `ahead` actions of the same plan after the one in `s`
   * (a plane's move on this turn after so many steps), or null where plans
   * are not carried over between decisions. With it, the rest of a chosen
   * plan is remembered (`SearchMemory.plan`) and played at the next
   * decisions without a new search while the keys match. Without it, every
   * decision is searched afresh.
   */
  planKey?(s: S, seat: Seat, ahead: number): string | null;
  /**
   * A planned action as it is legal in `s` now (its details may have
   * changed), or undefined if it no longer is. Default: the legal action
   * with the same `choiceKey`.
   */
  resume?(s: S, seat: Seat, planned: A): A | undefined;
  /**
   * Whether to search even when only one action is legal (the action has
   * details the candidates choose, such as an order). Default: no.
   */
  searchSingle?(s: S, seat: Seat): boolean;
}

export interface SearchOptions {
  /** Milliseconds per decision (the time budget). */
  budgetMs: number;
  /** Stop after this many trials even with time left (for repeatable runs). */
  maxTrials?: number;
  /** Turns played past the current one before a playout is scored (default: the game's). */
  horizon?: number;
  seed: number;
}

export interface SearchStats {
  /** Playouts played. */
  trials: number;
  candidates: number;
  /** Complete rounds (every choice still in play tried on one drawn world). */
  rounds: number;
  ms: number;
}

/** What a player remembers between decisions: the rest of a planned move, the last search's figures. */
export interface SearchMemory<A = unknown> {
  plan?: { key: string; rest: A[] };
  stats?: SearchStats;
}

/**
 * The search's choice for `seat` from its `view`. `memory` carries a
 * multi-action plan from one decision to the next (give each seat its own)
 * and receives the figures of the search when there was one.
 */
export function search<S, A, V, Seat>(
  game: SearchGame<S, A, V, Seat>,
  view: V,
  seat: Seat,
  opts: SearchOptions,
  memory: SearchMemory<A> = {},
): A {
  const started = performance.now();
  const rng = seedRng(opts.seed);
  const base = game.determinize(view, seat, rng);
  const legal = game.legal(base, seat);
  if (legal.length === 0) throw new Error("no decision to make");
  // Carry on with a planned move.
  const key = game.planKey?.(base, seat, 0) ?? null;
  const plan = memory.plan;
  if (plan && key !== null && plan.key === key && plan.rest.length > 0) {
    const wanted = game.choiceKey(plan.rest[0]);
    const offered = legal.find((a) => game.choiceKey(a) === wanted);
    if (offered) {
      const next = game.planKey?.(base, seat, 1) ?? null;
      memory.plan = next === null ? undefined : { key: next, rest: plan.rest.slice(1) };
      return game.offer(view, offered);
    }
  }
  if (legal.length === 1 && !game.searchSingle?.(base, seat)) return game.offer(view, legal[0]);
  const choices = game.candidates(base, seat, rng);
  if (choices.length === 0) throw new Error("no candidate to choose from");
  const picked = compare(game, view, seat, choices, opts, started, rng);
  memory.stats = {
    trials: picked.trials,
    candidates: choices.length,
    rounds: picked.rounds,
    ms: performance.now() - started,
  };
  const chosen = choices[picked.index];
  if (chosen.length > 1) {
    const next = game.planKey?.(base, seat, 1) ?? null;
    if (next !== null) memory.plan = { key: next, rest: chosen.slice(1) };
  }
  return game.offer(view, chosen[0]);
}

/** Actions a playout plays between two looks at the clock. */
const CLOCK_EVERY = 8;

/**
 * Plays `plan` for `me` from `s` (then the game's quick policy for every
 * seat) to the end of the game or `horizon` turns on, and scores the
 * result for `me`. Changes `s`. Past `deadline` (a `performance.now()`
 * time, looked at every few actions) it stops and answers NaN.
 */
export function playout<S, A, V, Seat>(
  game: SearchGame<S, A, V, Seat>,
  s: S,
  me: Seat,
  plan: readonly A[],
  horizon: number,
  rng: RngState,
  deadline = Number.POSITIVE_INFINITY,
): number {
  const dice = game.playoutDice ? game.playoutDice(rng) : new PlayoutDice(rng);
  const scope = game.planScope ? game.planScope(s) : null;
  const stopTurn = game.turn(s) + horizon;
  const limit = game.playoutLimit ?? DEFAULT_PLAYOUT_LIMIT;
  let next = 0;
  for (let guard = 0; guard < limit && !game.isOver(s) && game.turn(s) <= stopTurn; guard++) {
    const seat = game.toAct(s);
    let action: A | undefined;
    if (next < plan.length) {
      const now = scope === null ? null : (game.planScope as (s: S) => string | null)(s);
      if (seat === me && now === scope) {
        // Follow the plan while the searching seat acts for the planned unit.
        const planned = plan[next++];
        action = game.resume ? game.resume(s, seat, planned) : resumeByKey(game, s, seat, planned);
        if (action === undefined) next = plan.length;
      } else if (now !== null && now !== scope) {
        // Another unit's move has begun: the plan is over.
        next = plan.length;
      }
    }
    if (action === undefined) action = game.playoutAction(s, seat, me, rng);
    s = game.apply(s, seat, action, dice);
    if (guard % CLOCK_EVERY === CLOCK_EVERY - 1 && performance.now() >= deadline) return Number.NaN;
  }
  return game.evaluate(s, me);
}

function resumeByKey<S, A, V, Seat>(
  game: SearchGame<S, A, V, Seat>,
  s: S,
  seat: Seat,
  planned: A,
): A | undefined {
  const wanted = game.choiceKey(planned);
  return game.legal(s, seat).find((a) => game.choiceKey(a) === wanted);
}

/**
 * Compares the choices on common random numbers: round after round, every
 * choice still in play is played out in the same drawn world with the same
 * dice, so the differences between choices are not drowned in the luck of
 * the dice. After 8, 16, 32… rounds the worse half is dropped (never the
 * default). The first choice is the default: another is taken only if it
 * beats it by more than two standard errors of the paired difference, so a
 * short budget plays no worse than the game's quick policy.
 *
 * The budget holds: the clock is read every few actions of a playout, a
 * playout that runs past it is dropped, and so is the round it belongs to,
 * so that every choice still in play has been tried on the same worlds.
 * Building the view's state and the candidates before the first playout is
 * counted in the time but never cut short.
 */
function compare<S, A, V, Seat>(
  game: SearchGame<S, A, V, Seat>,
  view: V,
  seat: Seat,
  choices: A[][],
  opts: SearchOptions,
  started: number,
  rng: RngState,
): { index: number; trials: number; rounds: number } {
  const n = choices.length;
  const sum = new Float64Array(n);
  // Paired against choice 0: sum and sum of squares of the difference.
  const dSum = new Float64Array(n);
  const dSq = new Float64Array(n);
  let alive = choices.map((_, i) => i);
  let rounds = 0;
  let trials = 0;
  let cut = 8;
  const maxTrials = opts.maxTrials ?? Number.POSITIVE_INFINITY;
  const horizon = opts.horizon ?? game.horizon ?? DEFAULT_HORIZON;
  const roundValues = new Float64Array(n);
  const deadline = started + opts.budgetMs;
  const late = () => performance.now() >= deadline;
  play: while (trials < maxTrials && alive.length > 1 && !late()) {
    const seed = nextUint32(rng);
    for (const i of alive) {
      const worldRng = seedRng(seed);
      const world = game.determinize(view, seat, worldRng);
      const value = playout(game, world, seat, choices[i], horizon, worldRng, deadline);
      trials++;
      if (Number.isNaN(value)) break play;
      roundValues[i] = value;
      if (late() && i !== alive[alive.length - 1]) break play;
    }
    const base = roundValues[0];
    for (const i of alive) {
      sum[i] += roundValues[i];
      if (i !== 0) {
        const d = roundValues[i] - base;
        dSum[i] += d;
        dSq[i] += d * d;
      }
    }
    rounds++;
    if (rounds === cut && alive.length > 2) {
      const ranked = [...alive].sort((a, b) => sum[b] - sum[a]);
      const keep = new Set(ranked.slice(0, Math.ceil(ranked.length / 2)));
      keep.add(0);
      alive = alive.filter((i) => keep.has(i));
      cut *= 2;
    }
  }
  // Too few rounds to tell a real difference from the dice: keep the default.
  if (rounds < 4) return { index: 0, trials, rounds };
  // The best challenger, by its paired advantage over the default.
  let best = 0;
  let bestLow = 0;
  for (const i of alive) {
    if (i === 0) continue;
    const mean = dSum[i] / rounds;
    const variance = Math.max(0, (dSq[i] - rounds * mean * mean) / (rounds - 1));
    const low = mean - 2 * Math.sqrt(variance / rounds);
    if (low > bestLow) {
      bestLow = low;
      best = i;
    }
  }
  return { index: best, trials, rounds };
}
