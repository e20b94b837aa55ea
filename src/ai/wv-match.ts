/**
 * Winged Victory computer against computer: whole games between the
 * computer pilot (`ai`) and the simple players of bots.ts, each reading only
 * its own seat's view, on one state changed in place through the rules' own
 * `applyInPlace` and seeded dice. Counts results, decision times and
 * playouts for `sortie wv sim` and the benchmark.
 */
import { SeededDice } from "../engine/dice.js";
import { RuleError } from "../engine/errors.js";
import { gameSeed, seedRng } from "../engine/rng.js";
import { BOTS } from "../games/winged-victory/bots.js";
import { SIDES, type Side, type WvOptions } from "../games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { applyInPlace } from "../games/winged-victory/turn/actions.js";
import { toAct } from "../games/winged-victory/turn/turn.js";
import { wvView } from "../games/winged-victory/view/view.js";
import { LEVELS, levelAction, wanderAction } from "./wv-levels.js";
import { chooseAction, type LookAhead, newPilotMemory, type WvPilotMemory } from "./wv-search.js";

/** `ai`: the computer pilot at the run's budget; a level's name: that level as the server flies it. */
export const WV_PLAYERS = ["ai", ...Object.keys(LEVELS), ...Object.keys(BOTS)];

/** Whether a player is the computer pilot (at the run's budget, or at a level), not a simple bot. */
export const isPilot = (kind: string): boolean => kind === "ai" || Object.hasOwn(LEVELS, kind);

export interface WvMatchOptions {
  options: WvOptions;
  players: Record<Side, string>;
  /** The computer pilot's time per decision (ms) and playouts per decision at most. */
  budgetMs: number;
  maxTrials?: number;
  /**
   * A side's own time and playouts for `ai` (the rest take `budgetMs` and
   * `maxTrials`): the pilot against itself at another budget.
   */
  pilots?: Partial<Record<Side, PilotSpec>>;
  seed: number;
}

/** One side's `ai`: its time and playouts a decision, and the turns its look ahead weighs. */
export interface PilotSpec {
  budgetMs: number;
  maxTrials?: number;
  lookAhead?: LookAhead;
  /** The share of its moves flown at random (as a level's `wander`): a weaker pilot to measure against. */
  wander?: number;
}

/** Results of a run of games, summed (the parts of a run over threads add up). */
export interface WvTally {
  games: number;
  wins: Record<Side, number>;
  draws: number;
  vp: Record<Side, number>;
  planesLost: Record<Side, number>;
  planesFled: Record<Side, number>;
  missionsAccomplished: Record<Side, number>;
  turns: number;
  /** The computer pilot's decisions: all, those searched, their time, the longest, playouts. */
  decisions: number;
  searched: number;
  decisionMs: number;
  maxDecisionMs: number;
  searchMs: number;
  trials: number;
  /** Games stopped by a rules error (a bug in the rules engine): left out of every figure above. */
  aborted: number;
  /** The first such error's message. */
  abortedWhy: string;
}

export function emptyTally(): WvTally {
  return {
    games: 0,
    wins: { allies: 0, germans: 0 },
    draws: 0,
    vp: { allies: 0, germans: 0 },
    planesLost: { allies: 0, germans: 0 },
    planesFled: { allies: 0, germans: 0 },
    missionsAccomplished: { allies: 0, germans: 0 },
    turns: 0,
    decisions: 0,
    searched: 0,
    decisionMs: 0,
    maxDecisionMs: 0,
    searchMs: 0,
    trials: 0,
    aborted: 0,
    abortedWhy: "",
  };
}

export function addTally(a: WvTally, b: WvTally): WvTally {
  const side = (k: "wins" | "vp" | "planesLost" | "planesFled" | "missionsAccomplished") => ({
    allies: a[k].allies + b[k].allies,
    germans: a[k].germans + b[k].germans,
  });
  return {
    games: a.games + b.games,
    wins: side("wins"),
    draws: a.draws + b.draws,
    vp: side("vp"),
    planesLost: side("planesLost"),
    planesFled: side("planesFled"),
    missionsAccomplished: side("missionsAccomplished"),
    turns: a.turns + b.turns,
    decisions: a.decisions + b.decisions,
    searched: a.searched + b.searched,
    decisionMs: a.decisionMs + b.decisionMs,
    maxDecisionMs: Math.max(a.maxDecisionMs, b.maxDecisionMs),
    searchMs: a.searchMs + b.searchMs,
    trials: a.trials + b.trials,
    aborted: a.aborted + b.aborted,
    abortedWhy: a.abortedWhy || b.abortedWhy,
  };
}

/** Plays game number `index` of a run and adds it to `t`. */
export function playGame(o: WvMatchOptions, index: number, t: WvTally): void {
  for (const side of SIDES)
    if (!WV_PLAYERS.includes(o.players[side])) throw new Error(`no player "${o.players[side]}"`);
  const dice = new SeededDice(seedRng(gameSeed(o.seed, index)));
  const rng = seedRng(gameSeed(o.seed ^ 0x5bd1e995, index));
  const memory: Record<Side, WvPilotMemory> = {
    allies: newPilotMemory(),
    germans: newPilotMemory(),
  };
  const s = rules.setup(o.options, dice);
  for (let step = 0; s.phase.kind !== "over"; step++) {
    if (step > 5000) throw new Error("a game did not end");
    const side = toAct(s)[0];
    const view = wvView(s, side);
    const kind = o.players[side];
    let action: ReturnType<typeof chooseAction>;
    if (isPilot(kind)) {
      const t0 = performance.now();
      const seed = (gameSeed(o.seed, index) + step * 7919) >>> 0;
      const own = o.pilots?.[side] ?? { budgetMs: o.budgetMs, maxTrials: o.maxTrials };
      action =
        kind === "ai"
          ? (wanderAction(view, own.wander ?? 0, seed) ??
            chooseAction(
              view,
              side,
              { budgetMs: own.budgetMs, maxTrials: own.maxTrials, seed, lookAhead: own.lookAhead },
              memory[side],
            ))
          : levelAction(view, side, kind as keyof typeof LEVELS, seed, memory[side]);
      const ms = performance.now() - t0;
      t.decisions++;
      t.decisionMs += ms;
      t.maxDecisionMs = Math.max(t.maxDecisionMs, ms);
      const stats = memory[side].search.stats;
      if (stats) {
        t.searched++;
        t.searchMs += stats.ms;
        t.trials += stats.trials;
      }
    } else action = BOTS[kind](view, rng);
    s.events = [];
    try {
      applyInPlace(s, side, action, dice);
    } catch (e) {
      // A legal choice the rules then refuse is the rules' bug, not a result: counted apart.
      if (!(e instanceof RuleError)) throw e;
      t.aborted++;
      t.abortedWhy ||= `game ${index}: ${e.message}`;
      return;
    }
    dice.rolls.length = 0;
  }
  const out = rules.outcome(s);
  t.games++;
  if (out?.winners.length === 1) t.wins[out.winners[0] as Side]++;
  else t.draws++;
  for (const side of SIDES) {
    t.vp[side] += s.vp[side];
    for (const p of s.planes)
      if (p.side === side) {
        if (p.fate === "downed") t.planesLost[side]++;
        if (p.fate === "fled") t.planesFled[side]++;
      }
  }
  const done = s.missions ? rules.view(s, null).accomplished : null;
  if (done) for (const side of SIDES) if (done[side]) t.missionsAccomplished[side]++;
  t.turns += s.turn;
}

/** Plays games `from` … `from + games − 1` of a run. */
export function runGames(
  o: WvMatchOptions,
  from: number,
  games: number,
  onGame?: (done: number) => void,
): WvTally {
  const t = emptyTally();
  for (let g = 0; g < games; g++) {
    playGame(o, from + g, t);
    onGame?.(g + 1);
  }
  return t;
}
