/** Computer against computer: plays whole games between two players and counts the results. */

import { gameSeed, seedRng } from "../engine/rng.js";
import { greedyBot, randomBot } from "../games/hawks-over-malta/bots.js";
import { SIDES, type Side } from "../games/hawks-over-malta/data.js";
import { applyInPlace, hawksOverMalta } from "../games/hawks-over-malta/rules.js";
import type { HawksAction, HawksState } from "../games/hawks-over-malta/state.js";
import { hawksView, toAct } from "../games/hawks-over-malta/view.js";
import { PlayoutDice } from "./fast-dice.js";
import { chooseAction, type SearchMemory } from "./hawks-search.js";

export type PlayerKind = "ai" | "greedy" | "random";
export const PLAYER_KINDS: PlayerKind[] = ["ai", "greedy", "random"];

export interface GameResult {
  winner: Side;
  vp: Record<Side, number>;
  turns: number;
  /** The search player's decisions: how many, the longest, and trials played. */
  decisions: number;
  searched: number;
  maxDecisionMs: number;
  searchMs: number;
  trials: number;
}

export interface MatchOptions {
  scenario: number;
  players: Record<Side, PlayerKind>;
  /** The search player's time per decision, in ms. */
  budgetMs: number;
  /** The search player's playout horizon in turns (default: its own). */
  horizon?: number;
  /** The search player's trials per decision at most (for repeatable runs). */
  maxTrials?: number;
  seed: number;
}

export function playGame(opts: MatchOptions, index: number): GameResult {
  const seed = gameSeed(opts.seed, index);
  const rng = seedRng(seed);
  const dice = new PlayoutDice(seedRng(seed ^ 0x9e3779b9));
  const s: HawksState = hawksOverMalta.setup({ scenario: opts.scenario }, dice);
  const memory: Record<Side, SearchMemory> = { axis: {}, british: {} };
  const result: GameResult = {
    winner: "british",
    vp: { axis: 0, british: 0 },
    turns: 0,
    decisions: 0,
    searched: 0,
    maxDecisionMs: 0,
    searchMs: 0,
    trials: 0,
  };
  for (let n = 0; s.phase.kind !== "over"; n++) {
    if (n > 20000) throw new Error("a game did not end");
    const side = toAct(s)[0];
    const kind = opts.players[side];
    let action: HawksAction;
    if (kind === "ai") {
      const t0 = performance.now();
      const mem = memory[side];
      mem.stats = undefined;
      action = chooseAction(
        hawksView(s, side),
        side,
        {
          budgetMs: opts.budgetMs,
          horizon: opts.horizon,
          maxTrials: opts.maxTrials,
          seed: (seed + n * 7919) >>> 0,
        },
        mem,
      );
      const ms = performance.now() - t0;
      result.decisions++;
      const stats = mem.stats as SearchMemory["stats"];
      if (stats) {
        result.searched++;
        result.searchMs += stats.ms;
        result.trials += stats.trials;
      }
      result.maxDecisionMs = Math.max(result.maxDecisionMs, ms);
    } else action = (kind === "greedy" ? greedyBot : randomBot)(s, side, rng);
    // The runner owns this state and the players only read it: it is played on in place.
    applyInPlace(s, side, action, dice);
  }
  const out = hawksOverMalta.outcome(s);
  result.winner = (out?.winners[0] ?? "british") as Side;
  result.vp = { ...s.vp };
  result.turns = s.turn;
  return result;
}

export interface MatchSummary {
  scenario: number;
  players: Record<Side, PlayerKind>;
  games: number;
  wins: Record<Side, number>;
  winRate: Record<Side, number>;
  meanVp: Record<Side, number>;
  meanTurns: number;
  decisions: number;
  meanDecisionMs: number;
  maxDecisionMs: number;
  trialsPerSecond: number;
  seconds: number;
}

/** The raw sums of some games of a run: parts of a run add up exactly, whatever the split. */
export interface MatchTally {
  games: number;
  wins: Record<Side, number>;
  vp: Record<Side, number>;
  turns: number;
  decisions: number;
  searched: number;
  searchMs: number;
  trials: number;
  maxDecisionMs: number;
}

/** Plays games [from, from + games) of a run. */
export function runMatches(
  opts: MatchOptions,
  games: number,
  progress?: (done: number) => void,
  from = 0,
): MatchTally {
  const t: MatchTally = {
    games,
    wins: { axis: 0, british: 0 },
    vp: { axis: 0, british: 0 },
    turns: 0,
    decisions: 0,
    searched: 0,
    searchMs: 0,
    trials: 0,
    maxDecisionMs: 0,
  };
  for (let i = from; i < from + games; i++) {
    const r = playGame(opts, i);
    t.wins[r.winner]++;
    for (const side of SIDES) t.vp[side] += r.vp[side];
    t.turns += r.turns;
    t.decisions += r.decisions;
    t.searched += r.searched;
    t.searchMs += r.searchMs;
    t.trials += r.trials;
    t.maxDecisionMs = Math.max(t.maxDecisionMs, r.maxDecisionMs);
    progress?.(i + 1 - from);
  }
  return t;
}

/** Adds up the tallies of the parts of one run and reports it. */
export function summarise(opts: MatchOptions, parts: MatchTally[], seconds: number): MatchSummary {
  const sum = (f: (t: MatchTally) => number) => parts.reduce((n, t) => n + f(t), 0);
  const games = sum((t) => t.games);
  const wins = { axis: sum((t) => t.wins.axis), british: sum((t) => t.wins.british) };
  const searched = sum((t) => t.searched);
  const searchMs = sum((t) => t.searchMs);
  return {
    scenario: opts.scenario,
    players: opts.players,
    games,
    wins,
    winRate: { axis: wins.axis / games, british: wins.british / games },
    meanVp: { axis: sum((t) => t.vp.axis) / games, british: sum((t) => t.vp.british) / games },
    meanTurns: sum((t) => t.turns) / games,
    decisions: sum((t) => t.decisions),
    meanDecisionMs: searched ? searchMs / searched : 0,
    maxDecisionMs: Math.max(0, ...parts.map((t) => t.maxDecisionMs)),
    trialsPerSecond: searchMs ? (sum((t) => t.trials) / searchMs) * 1000 : 0,
    seconds,
  };
}
