/**
 * The Hawks over Malta search player against the random and the greedy
 * player, on each side of each scenario (HAWKS_GAMES games each, default
 * 200; HAWKS_BUDGET_MS per decision, default 100 — against the random
 * player HAWKS_RANDOM_BUDGET_MS, default 20, for its games wander on to the
 * last turn and a fifth of the time is plenty), and the balance between
 * two search players (HAWKS_BALANCE_GAMES a scenario, default 1,000, at
 * HAWKS_BALANCE_BUDGET_MS a decision, default 10: 8,000 games at 100 ms
 * would take most of a day on two cores; 0 skips it). Long: `npm run bench -- hawks`.
 * HAWKS_MAX_TRIALS caps the search player's playouts a decision and lifts
 * the clock, so that a run gives the same games on any machine, however busy.
 */

import type { PlayerKind } from "../src/ai/hawks-match.js";
import { simulateHawks } from "../src/ai/hawks-match-pool.js";
import { DEFAULT_BUDGET_MS } from "../src/ai/hawks-search.js";
import { SCENARIOS } from "../src/games/hawks-over-malta/data.js";
import type { Figure } from "./server.js";

const games = Number(process.env.HAWKS_GAMES ?? 200);
const balanceGames = Number(process.env.HAWKS_BALANCE_GAMES ?? 1000);
const budgetMs = Number(process.env.HAWKS_BUDGET_MS ?? DEFAULT_BUDGET_MS);
const randomBudgetMs = Number(process.env.HAWKS_RANDOM_BUDGET_MS ?? 20);
const balanceBudgetMs = Number(process.env.HAWKS_BALANCE_BUDGET_MS ?? 10);
const maxTrials = process.env.HAWKS_MAX_TRIALS ? Number(process.env.HAWKS_MAX_TRIALS) : undefined;

export async function hawksFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  // HAWKS_SCENARIOS=3,4 runs some scenarios only.
  const only = process.env.HAWKS_SCENARIOS?.split(",").map(Number);
  for (const sc of SCENARIOS.filter((x) => !only || only.includes(x.id))) {
    for (const opponent of ["random", "greedy"] as PlayerKind[]) {
      for (const aiSide of ["axis", "british"] as const) {
        const players =
          aiSide === "axis"
            ? { axis: "ai" as const, british: opponent }
            : { axis: opponent, british: "ai" as const };
        const ms = maxTrials ? 1e9 : opponent === "random" ? randomBudgetMs : budgetMs;
        const r = await simulateHawks(
          { scenario: sc.id, players, budgetMs: ms, maxTrials, seed: 11 },
          games,
          2,
        );
        const rate = r.winRate[aiSide];
        const target = opponent === "random" ? 0.95 : 0.65;
        out.push({
          what: `hawks ${sc.id}: ai (${aiSide}) v ${opponent}, ${games} games at ${maxTrials ? `${maxTrials} playouts` : `${ms} ms`}`,
          figure: `wins ${(100 * rate).toFixed(1)}% (${r.wins[aiSide]}), longest decision ${r.maxDecisionMs.toFixed(0)} ms, ${Math.round(r.trialsPerSecond).toLocaleString("en")} playouts/s`,
          target: `≥ ${100 * target}%, ≤ 1,000 ms`,
          ok: rate >= target && r.maxDecisionMs <= 1000,
        });
        process.stderr.write(`  ${out[out.length - 1].what}: ${out[out.length - 1].figure}\n`);
      }
    }
    if (balanceGames === 0) continue;
    const b = await simulateHawks(
      {
        scenario: sc.id,
        players: { axis: "ai", british: "ai" },
        budgetMs: balanceBudgetMs,
        seed: 12,
      },
      balanceGames,
      2,
    );
    out.push({
      what: `hawks ${sc.id}: ai v ai balance, ${balanceGames} games at ${balanceBudgetMs} ms`,
      figure: `Axis ${(100 * b.winRate.axis).toFixed(1)}%, RAF ${(100 * b.winRate.british).toFixed(1)}%`,
      target: "within 40–60%",
      ok: b.winRate.axis >= 0.4 && b.winRate.axis <= 0.6,
    });
    process.stderr.write(`  ${out[out.length - 1].what}: ${out[out.length - 1].figure}\n`);
  }
  return out;
}
