/** Computer against computer: plays whole games between two players and counts the results. */
import { PlayoutDice } from "../../ai/fast-dice.js";
import { chooseAction, type SearchMemory } from "../../ai/hawks-search.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { greedyBot, randomBot } from "./bots.js";
import { SIDES, type Side } from "./data.js";
import { applyInPlace, hawksOverMalta } from "./rules.js";
import type { HawksAction, HawksState } from "./state.js";
import { hawksView, toAct } from "./view.js";

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
  seed: number;
}

export function playGame(opts: MatchOptions, index: number): GameResult {
  const seed = gameSeed(opts.seed, index);
  const rng = seedRng(seed);
  const dice = new PlayoutDice(seedRng(seed ^ 0x9e3779b9));
  let s: HawksState = hawksOverMalta.setup({ scenario: opts.scenario }, dice);
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
        { budgetMs: opts.budgetMs, horizon: opts.horizon, seed: (seed + n * 7919) >>> 0 },
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
    s = structuredClone(s);
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

/** Plays games [from, from + games) of a run; a run's results do not depend on how it is split. */
export function runMatches(
  opts: MatchOptions,
  games: number,
  progress?: (done: number) => void,
  from = 0,
): MatchSummary {
  const started = performance.now();
  const wins: Record<Side, number> = { axis: 0, british: 0 };
  const vp: Record<Side, number> = { axis: 0, british: 0 };
  let turns = 0;
  let decisions = 0;
  let searched = 0;
  let searchMs = 0;
  let trials = 0;
  let maxDecisionMs = 0;
  for (let i = from; i < from + games; i++) {
    const r = playGame(opts, i);
    wins[r.winner]++;
    for (const side of SIDES) vp[side] += r.vp[side];
    turns += r.turns;
    decisions += r.decisions;
    searched += r.searched;
    searchMs += r.searchMs;
    trials += r.trials;
    maxDecisionMs = Math.max(maxDecisionMs, r.maxDecisionMs);
    progress?.(i + 1 - from);
  }
  return {
    scenario: opts.scenario,
    players: opts.players,
    games,
    wins,
    winRate: { axis: wins.axis / games, british: wins.british / games },
    meanVp: { axis: vp.axis / games, british: vp.british / games },
    meanTurns: turns / games,
    decisions,
    meanDecisionMs: searched ? searchMs / searched : 0,
    maxDecisionMs,
    trialsPerSecond: searchMs ? (trials / searchMs) * 1000 : 0,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Adds up the summaries of parts of one run. */
export function mergeSummaries(parts: MatchSummary[], seconds: number): MatchSummary {
  const first = parts[0];
  const games = parts.reduce((n, p) => n + p.games, 0);
  const sum = (f: (p: MatchSummary) => number) => parts.reduce((n, p) => n + f(p), 0);
  const wins = { axis: sum((p) => p.wins.axis), british: sum((p) => p.wins.british) };
  const searchMs = sum((p) => p.meanDecisionMs * (p.trialsPerSecond ? 1 : 0) * p.decisions);
  const trials = sum((p) => (p.trialsPerSecond * p.meanDecisionMs * p.decisions) / 1000);
  return {
    scenario: first.scenario,
    players: first.players,
    games,
    wins,
    winRate: { axis: wins.axis / games, british: wins.british / games },
    meanVp: {
      axis: sum((p) => p.meanVp.axis * p.games) / games,
      british: sum((p) => p.meanVp.british * p.games) / games,
    },
    meanTurns: sum((p) => p.meanTurns * p.games) / games,
    decisions: sum((p) => p.decisions),
    meanDecisionMs: searchMs ? searchMs / sum((p) => (p.trialsPerSecond ? p.decisions : 0)) : 0,
    maxDecisionMs: Math.max(...parts.map((p) => p.maxDecisionMs)),
    trialsPerSecond: searchMs ? (trials / searchMs) * 1000 : 0,
    seconds,
  };
}
