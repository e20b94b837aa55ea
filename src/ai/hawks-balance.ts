/**
 * The balance of Hawks over Malta's scenarios: every scenario played between
 * two equal search players, on one or more seeds, with the Axis's share of
 * wins and its 95% interval, as a table for the terminal and for the docs.
 */
import { SCENARIOS } from "../games/hawks-over-malta/data.js";
import { hawksOverMalta } from "../games/hawks-over-malta/rules.js";
import type { MatchSummary } from "./hawks-match.js";
import { simulateHawks } from "./hawks-match-pool.js";

export interface BalanceOptions {
  scenarios: number[];
  seeds: number[];
  games: number;
  /** The search player's time per decision, in ms. */
  budgetMs: number;
  /** Trials per decision at most (with a generous budget: a run any machine repeats exactly). */
  maxTrials?: number;
  workers: number;
}

export interface BalanceRow {
  scenario: number;
  seed: number;
  games: number;
  axisWins: number;
  /** The Axis's share of wins with its 95% (Wilson) interval. */
  axis: number;
  low: number;
  high: number;
  meanVp: { axis: number; british: number };
  meanTurns: number;
  /** The search player's decisions that searched: their mean time, and the longest decision of all. */
  meanDecisionMs: number;
  maxDecisionMs: number;
}

/** The balance target: neither side above this share between equal players. */
export const BALANCE_BAND = [0.4, 0.6] as const;

/** The 95% Wilson score interval of `wins` out of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

export function rowOf(seed: number, r: MatchSummary): BalanceRow {
  const [low, high] = wilson(r.wins.axis, r.games);
  return {
    scenario: r.scenario,
    seed,
    games: r.games,
    axisWins: r.wins.axis,
    axis: r.winRate.axis,
    low,
    high,
    meanVp: r.meanVp,
    meanTurns: r.meanTurns,
    meanDecisionMs: r.meanDecisionMs,
    maxDecisionMs: r.maxDecisionMs,
  };
}

export async function runBalance(
  o: BalanceOptions,
  progress?: (what: string, done: number) => void,
): Promise<BalanceRow[]> {
  const rows: BalanceRow[] = [];
  for (const seed of o.seeds) {
    for (const scenario of o.scenarios) {
      const r = await simulateHawks(
        {
          scenario,
          players: { axis: "ai", british: "ai" },
          budgetMs: o.budgetMs,
          maxTrials: o.maxTrials,
          seed,
        },
        o.games,
        o.workers,
        (n) => progress?.(`scenario ${scenario}, seed ${seed}`, n),
      );
      rows.push(rowOf(seed, r));
    }
  }
  return rows;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** The band in words: "40–60%". */
export const BAND_WORDS = `${100 * BALANCE_BAND[0]}–${100 * BALANCE_BAND[1]}%`;
export const inBand = (r: BalanceRow) => r.axis >= BALANCE_BAND[0] && r.axis <= BALANCE_BAND[1];

/** The table in Markdown, with the settings it was played at. */
export function balanceMarkdown(o: BalanceOptions, rows: BalanceRow[]): string {
  const how = o.maxTrials
    ? `at most ${o.maxTrials} trials a decision`
    : `${o.budgetMs} ms a decision`;
  const lines = [
    `Two search players (${how}), ${o.games.toLocaleString("en")} games a scenario on each seed, rules version ${hawksOverMalta.version}:`,
    "",
    `| scenario | seed | Axis wins | 95% interval | mean VP Axis / RAF | mean turns | within ${BAND_WORDS} |`,
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.scenario} ${SCENARIOS[r.scenario - 1].name} | ${r.seed} | ${pct(r.axis)} (${r.axisWins} of ${r.games}) | ${pct(r.low)}–${pct(r.high)} | ${r.meanVp.axis.toFixed(2)} / ${r.meanVp.british.toFixed(2)} | ${r.meanTurns.toFixed(1)} | ${inBand(r) ? "yes" : "no"} |`,
    ),
  ];
  if (rows.length > 0) {
    const mean = rows.reduce((n, r) => n + r.meanDecisionMs, 0) / rows.length;
    const longest = Math.max(...rows.map((r) => r.maxDecisionMs));
    lines.push(
      "",
      `A decision that searched took ${mean.toFixed(1)} ms on average; the longest decision took ${longest.toFixed(0)} ms.`,
    );
  }
  return lines.join("\n");
}

export const DOCS_START = "<!-- hawks-balance:start -->";
export const DOCS_END = "<!-- hawks-balance:end -->";

/** The docs page with the table put between its markers (added at the end if missing). */
export function withTable(page: string, table: string): string {
  const block = `${DOCS_START}\n${table}\n${DOCS_END}`;
  const a = page.indexOf(DOCS_START);
  const b = page.indexOf(DOCS_END);
  if (a >= 0 && b > a) return page.slice(0, a) + block + page.slice(b + DOCS_END.length);
  return `${page.trimEnd()}\n\n${block}\n`;
}
