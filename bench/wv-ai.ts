/**
 * The Winged Victory computer pilot against the random and the greedy
 * player, on each side of two dogfight scenarios: WV_AI_GAMES games each
 * (default 200), at WV_AI_BUDGET_MS per decision (default 500, so that the longest decision, candidates included, stays under a second) with at most
 * WV_AI_TRIALS playouts per decision (default 48: the cap makes a run
 * repeatable on a shared machine, and keeps the whole part near ten minutes
 * on two cores). Win rates with 95% (Wilson) intervals, draws and losses,
 * ms per decision (mean and longest) and playouts a second.
 * `npm run bench -- wv-ai`; WV_AI_SCENARIOS=head-on,two-on-two picks the scenarios.
 */
import { simulateWv } from "../src/ai/wv-match-pool.js";
import type { Side } from "../src/games/winged-victory/game/state.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import type { Figure } from "./server.js";

const games = Number(process.env.WV_AI_GAMES ?? 200);
const budgetMs = Number(process.env.WV_AI_BUDGET_MS ?? 500);
const maxTrials = Number(process.env.WV_AI_TRIALS ?? 48);
const scenarios = (process.env.WV_AI_SCENARIOS ?? "head-on,two-on-two").split(",");
/** Game turns: 30 fights most dogfights to a finish (the scenarios' own 10 and 12 leave most drawn). */
const turns = Number(process.env.WV_AI_TURNS ?? 30);

/** The 95% Wilson interval of a proportion, in percent. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * Math.max(0, c - h), 100 * Math.min(1, c + h)];
}

export async function wvAiFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const scenario of scenarios) {
    const options = wingedVictory.parseOptions({ scenario, turns });
    for (const opponent of ["random", "greedy"]) {
      for (const aiSide of ["allies", "germans"] as Side[]) {
        const other: Side = aiSide === "allies" ? "germans" : "allies";
        const players = { [aiSide]: "ai", [other]: opponent } as Record<Side, string>;
        const { tally: t, seconds } = await simulateWv(
          { options, players, budgetMs, maxTrials, seed: 21 },
          games,
          2,
        );
        const rate = t.wins[aiSide] / t.games;
        const [lo, hi] = wilson(t.wins[aiSide], t.games);
        const target = opponent === "random" ? 0.95 : 0.65;
        const mean = t.decisionMs / Math.max(1, t.decisions);
        const pps = t.searchMs > 0 ? t.trials / (t.searchMs / 1000) : 0;
        out.push({
          what: `wv ${scenario}, ${turns} turns: ai (${aiSide}) v ${opponent}, ${t.games} games`,
          figure: `wins ${(100 * rate).toFixed(1)}% [${lo.toFixed(0)}–${hi.toFixed(0)}], draws ${t.draws}, losses ${t.wins[other]}; ${mean.toFixed(0)} ms mean, ${t.maxDecisionMs.toFixed(0)} ms longest; ${Math.round(pps).toLocaleString("en")} playouts/s; ${seconds.toFixed(0)} s${t.aborted > 0 ? `; ${t.aborted} more stopped by a rules error (${t.abortedWhy})` : ""}`,
          target: `≥ ${100 * target}%, ≤ 1,000 ms`,
          ok: rate >= target && t.maxDecisionMs <= 1000,
        });
        process.stderr.write(`  ${out[out.length - 1].what}: ${out[out.length - 1].figure}\n`);
      }
    }
  }
  return out;
}
