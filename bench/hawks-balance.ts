/**
 * `npm run bench -- hawks-balance`: every scenario between two equal search
 * players on two seeds (HAWKS_BALANCE_GAMES a scenario, default 1,000, at
 * HAWKS_BALANCE_BUDGET_MS a decision, default 10, on HAWKS_BALANCE_WORKERS
 * threads, default 1), printed with 95% intervals and written into
 * docs/hawks-over-malta.md between its markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type BalanceOptions,
  balanceMarkdown,
  inBand,
  runBalance,
  withTable,
} from "../src/ai/hawks-balance.js";
import { SCENARIOS } from "../src/games/hawks-over-malta/data.js";
import type { Figure } from "./server.js";

const docs = fileURLToPath(new URL("../../docs/hawks-over-malta.md", import.meta.url));

export async function hawksBalanceFigures(): Promise<Figure[]> {
  const opts: BalanceOptions = {
    games: Number(process.env.HAWKS_BALANCE_GAMES ?? 1000),
    seeds: (process.env.HAWKS_BALANCE_SEEDS ?? "21,22").split(",").map(Number),
    scenarios: process.env.HAWKS_SCENARIOS?.split(",").map(Number) ?? SCENARIOS.map((s) => s.id),
    budgetMs: Number(process.env.HAWKS_BALANCE_BUDGET_MS ?? 10),
    workers: Number(process.env.HAWKS_BALANCE_WORKERS ?? 1),
  };
  const rows = await runBalance(opts, (what, n) => {
    if (n % 100 === 0) process.stderr.write(`  ${what}: ${n} games\n`);
  });
  const table = balanceMarkdown(opts, rows);
  writeFileSync(docs, withTable(readFileSync(docs, "utf8"), table));
  process.stderr.write(`${table}\n  written into ${docs}\n`);
  return rows.map((r) => ({
    what: `hawks balance ${r.scenario}, seed ${r.seed}: ${r.games} games at ${opts.budgetMs} ms`,
    figure: `Axis ${(100 * r.axis).toFixed(1)}% (${(100 * r.low).toFixed(1)}–${(100 * r.high).toFixed(1)}%), decisions ${r.meanDecisionMs.toFixed(1)} ms on average, longest ${r.maxDecisionMs.toFixed(0)} ms`,
    target: "within 40–60%",
    ok: inBand(r),
  }));
}
