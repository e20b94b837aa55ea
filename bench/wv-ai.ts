/**
 * The Winged Victory computer pilot against the random and the greedy
 * player, on each side of two dogfight scenarios, over several seeds
 * (WV_AI_SEEDS, default 21,101,202: 21 is the seed it was tuned on, the
 * others were not): WV_AI_GAMES games per seed (default 200) at the
 * ace's time and playouts (WV_AI_BUDGET_MS, WV_AI_TRIALS override
 * them), then its levels against one another (ace v veteran, veteran v
 * novice, novice v greedy). Win rates with 95% (Wilson) intervals over all
 * seeds and per seed (a draw is not a win), draws and losses, ms per
 * decision (mean and longest) and playouts a second.
 * Two parts on time, asked for by name: `budgets`, the pilot against greedy
 * at each of WV_AI_BUDGETS ms a decision (default 50,200,1000; no cap on
 * playouts), and `time`, the pilot at WV_AI_LONG ms (default 1,000) against
 * itself at WV_AI_SHORT (default 50), each flying each side; `deeper`,
 * the look ahead over two turns (wv-ply) against the one-turn look ahead,
 * neither with playouts, each flying each side; `gap`, the look ahead
 * against itself with a share of its manoeuvres flown at random
 * (WV_AI_GAPS, default 0.05,0.15,0.35), each flying each side: how large a
 * difference in play it takes to win a given share of games.
 * `npm run bench -- wv-ai`; WV_AI_SCENARIOS=head-on,two-on-two picks the scenarios,
 * WV_AI_PARTS=strength,levels the parts (also budgets, time, deeper, gap), WV_AI_OPPONENTS
 * the strength part's opponents (random,greedy), WV_AI_WORKERS
 * the threads (default 2).
 */
import { LEVELS } from "../src/ai/wv-levels.js";
import { addTally, emptyTally, type WvMatchOptions, type WvTally } from "../src/ai/wv-match.js";
import { simulateWv } from "../src/ai/wv-match-pool.js";
import type { Side, WvOptions } from "../src/games/winged-victory/game/state.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import type { Figure } from "./server.js";

const games = Number(process.env.WV_AI_GAMES ?? 200);
const budgetMs = Number(process.env.WV_AI_BUDGET_MS ?? LEVELS.ace.budgetMs);
const maxTrials = Number(process.env.WV_AI_TRIALS ?? LEVELS.ace.maxTrials);
const seeds = (process.env.WV_AI_SEEDS ?? "21,101,202").split(",").map(Number);
const scenarios = (process.env.WV_AI_SCENARIOS ?? "head-on,two-on-two").split(",");
const parts = (process.env.WV_AI_PARTS ?? "strength,levels").split(",");
/** The strength part's opponents (WV_AI_OPPONENTS=greedy: the lines against greedy alone). */
const opponents = (process.env.WV_AI_OPPONENTS ?? "random,greedy").split(",");
const workers = Number(process.env.WV_AI_WORKERS ?? 2);
const budgets = (process.env.WV_AI_BUDGETS ?? "50,200,1000").split(",").map(Number);
const longMs = Number(process.env.WV_AI_LONG ?? 1000);
const shortMs = Number(process.env.WV_AI_SHORT ?? 50);
const gaps = (process.env.WV_AI_GAPS ?? "0.05,0.15,0.35").split(",").map(Number);
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

/** One line: `players` over every seed; the wins counted are `side`'s. */
async function line(
  options: WvOptions,
  players: Record<Side, string>,
  side: Side,
  pilot: Pick<WvMatchOptions, "budgetMs" | "maxTrials" | "pilots"> = { budgetMs, maxTrials },
): Promise<{ total: WvTally; perSeed: { wins: number; games: number }[]; seconds: number }> {
  let total = emptyTally();
  const perSeed: { wins: number; games: number }[] = [];
  let seconds = 0;
  for (const seed of seeds) {
    const r = await simulateWv({ options, players, ...pilot, seed }, games, workers);
    total = addTally(total, r.tally);
    perSeed.push({ wins: r.tally.wins[side], games: r.tally.games });
    seconds += r.seconds;
  }
  return { total, perSeed, seconds };
}

/** One seed's wins: the share and its 95% interval. */
function perSeedFigure(x: { wins: number; games: number }): string {
  const [lo, hi] = wilson(x.wins, x.games);
  return `${((100 * x.wins) / Math.max(1, x.games)).toFixed(0)}% [${lo.toFixed(0)}–${hi.toFixed(0)}]`;
}

function figure(
  what: string,
  side: Side,
  r: Awaited<ReturnType<typeof line>>,
  target: number,
  limitMs = 1000,
): Figure {
  const t = r.total;
  const other: Side = side === "allies" ? "germans" : "allies";
  // A budget's decision ends with the playout under way when the clock runs out: a quarter more at most.
  const limit = Math.max(1000, 1.25 * limitMs);
  const rate = t.wins[side] / Math.max(1, t.games);
  const [lo, hi] = wilson(t.wins[side], t.games);
  const mean = t.decisionMs / Math.max(1, t.decisions);
  const pps = t.searchMs > 0 ? t.trials / (t.searchMs / 1000) : 0;
  const f: Figure = {
    what: `${what}, ${t.games} games over seeds ${seeds.join(", ")}`,
    figure: `wins ${(100 * rate).toFixed(1)}% [${lo.toFixed(0)}–${hi.toFixed(0)}] (per seed ${r.perSeed.map(perSeedFigure).join(", ")}), draws ${t.draws}, losses ${t.wins[other]}; ${mean.toFixed(0)} ms mean, ${t.maxDecisionMs.toFixed(0)} ms longest; ${Math.round(pps).toLocaleString("en")} playouts/s; ${r.seconds.toFixed(0)} s${t.aborted > 0 ? `; ${t.aborted} more stopped by a rules error (${t.abortedWhy})` : ""}`,
    target: `≥ ${100 * target}% on every seed, ≤ ${limit.toLocaleString("en")} ms`,
    // The target holds on every seed, not only over all of them.
    ok:
      rate >= target &&
      r.perSeed.every((x) => x.wins >= target * x.games) &&
      t.maxDecisionMs <= limit,
  };
  process.stderr.write(`  ${f.what}: ${f.figure}\n`);
  return f;
}

export async function wvAiFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const scenario of scenarios) {
    const options = wingedVictory.parseOptions({ scenario, turns });
    if (parts.includes("strength"))
      for (const opponent of opponents) {
        for (const aiSide of ["allies", "germans"] as Side[]) {
          const other: Side = aiSide === "allies" ? "germans" : "allies";
          const players = { [aiSide]: "ai", [other]: opponent } as Record<Side, string>;
          const r = await line(options, players, aiSide);
          const what = `wv ${scenario}, ${turns} turns: ai at ${budgetMs} ms, ${maxTrials} playouts (the ace) (${aiSide}) v ${opponent}`;
          out.push(figure(what, aiSide, r, opponent === "random" ? 0.98 : 0.8));
        }
      }
    if (parts.includes("budgets"))
      // Strength with time: the pilot against greedy at each budget, its playouts capped by the clock alone.
      for (const ms of budgets)
        for (const aiSide of ["allies", "germans"] as Side[]) {
          const other: Side = aiSide === "allies" ? "germans" : "allies";
          const players = { [aiSide]: "ai", [other]: "greedy" } as Record<Side, string>;
          const r = await line(options, players, aiSide, { budgetMs: ms });
          const what = `wv ${scenario}, ${turns} turns: ai at ${ms} ms (${aiSide}) v greedy`;
          out.push(figure(what, aiSide, r, 0.8, ms));
        }
    if (parts.includes("time"))
      // The pilot with more time against itself with less, the longer flying each side in turn.
      for (const side of ["allies", "germans"] as Side[]) {
        const other: Side = side === "allies" ? "germans" : "allies";
        const pilots = { [side]: { budgetMs: longMs }, [other]: { budgetMs: shortMs } };
        const r = await line(options, { allies: "ai", germans: "ai" }, side, {
          budgetMs: shortMs,
          pilots,
        });
        const what = `wv ${scenario}, ${turns} turns: ai at ${longMs} ms (${side}) v ai at ${shortMs} ms`;
        out.push(figure(what, side, r, 0.6, longMs));
      }
    if (parts.includes("deeper"))
      // The look ahead over this turn and the next against the one-turn look ahead, no playouts either.
      for (const side of ["allies", "germans"] as Side[]) {
        const other: Side = side === "allies" ? "germans" : "allies";
        const pilots = {
          [side]: { budgetMs: 100000, maxTrials: 0, lookAhead: 2 as const },
          [other]: { budgetMs: 100000, maxTrials: 0, lookAhead: 1 as const },
        };
        const r = await line(options, { allies: "ai", germans: "ai" }, side, {
          budgetMs: 100000,
          pilots,
        });
        const what = `wv ${scenario}, ${turns} turns: look ahead over two turns (${side}) v over one, no playouts`;
        out.push(figure(what, side, r, 0.5));
      }
    if (parts.includes("gap"))
      // The size of a difference in play against the share of games it wins: the look ahead (no
      // playouts) against itself flying a share of its manoeuvres at random, each flying each side.
      // A yardstick for the time part's 60%.
      for (const wander of gaps)
        for (const side of ["allies", "germans"] as Side[]) {
          const other: Side = side === "allies" ? "germans" : "allies";
          const pilots = {
            [side]: { budgetMs: 100000, maxTrials: 0 },
            [other]: { budgetMs: 100000, maxTrials: 0, wander },
          };
          const r = await line(options, { allies: "ai", germans: "ai" }, side, {
            budgetMs: 100000,
            pilots,
          });
          const what = `wv ${scenario}, ${turns} turns: the look ahead (${side}) v itself with ${100 * wander}% of its manoeuvres at random`;
          out.push({ ...figure(what, side, r, 0), target: "none (a yardstick)", ok: null });
        }
    if (parts.includes("levels"))
      // Each level against the one below, the stronger flying each side in turn.
      for (const [strong, weak, target] of [
        ["ace", "veteran", 0.5],
        ["veteran", "novice", 0.6],
        ["novice", "greedy", 0.2],
      ] as const) {
        for (const side of ["allies", "germans"] as Side[]) {
          const other: Side = side === "allies" ? "germans" : "allies";
          const players = { [side]: strong, [other]: weak } as Record<Side, string>;
          const r = await line(options, players, side);
          out.push(
            figure(
              `wv ${scenario}, ${turns} turns: ${strong} (${side}) v ${weak}`,
              side,
              r,
              target,
            ),
          );
        }
      }
  }
  return out;
}
