/** `sortie hawks balance`: every scenario between two equal search players, with 95% intervals; optionally written into the docs. */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  BAND_WORDS,
  type BalanceOptions,
  balanceMarkdown,
  inBand,
  runBalance,
  withTable,
} from "../ai/hawks-balance.js";
import { SCENARIOS } from "../games/hawks-over-malta/data.js";
import { badFile, usage } from "./errors.js";
import { progressBar } from "./progress.js";
import { color as c } from "./style.js";

interface Options {
  games: number;
  seeds: string;
  scenarios?: string;
  budget: number;
  trials?: number;
  workers: number;
  docs?: string | boolean;
  json?: boolean;
}

/** docs/hawks-over-malta.md of this install. */
export const DOCS_PAGE = fileURLToPath(
  new URL("../../../docs/hawks-over-malta.md", import.meta.url),
);

function numbers(flag: string, text: string, ok: (n: number) => boolean): number[] {
  const list = text.split(",").map((x) => Number(x.trim()));
  if (list.length === 0 || !list.every((n) => Number.isInteger(n) && ok(n))) {
    throw usage(`${flag} takes whole numbers separated by commas, not "${text}"`);
  }
  return list;
}

export async function hawksBalanceCommand(o: Options): Promise<void> {
  const opts: BalanceOptions = {
    games: o.games,
    seeds: numbers("--seeds", o.seeds, (n) => n >= 0 && n <= 0xffffffff),
    scenarios: o.scenarios
      ? numbers("--scenarios", o.scenarios, (n) => n >= 1 && n <= SCENARIOS.length)
      : SCENARIOS.map((s) => s.id),
    budgetMs: o.budget,
    maxTrials: o.trials,
    workers: o.workers,
  };
  // The docs page is read before the run, so that a wrong path is told at once.
  const page = o.docs ? (typeof o.docs === "string" ? o.docs : DOCS_PAGE) : null;
  let pageText = "";
  if (page !== null) {
    try {
      pageText = readFileSync(page, "utf8");
    } catch {
      throw badFile(`cannot read ${page}`);
    }
  }
  const total = opts.games * opts.seeds.length * opts.scenarios.length;
  const bar = progressBar(total, "playing", Boolean(o.json));
  let before = 0;
  let current = "";
  const rows = await runBalance(opts, (what, n) => {
    if (what !== current) {
      if (current) before += opts.games;
      current = what;
    }
    bar?.update(before + n);
  });
  bar?.stop();
  const table = balanceMarkdown(opts, rows);
  if (page !== null) writeFileSync(page, withTable(pageText, table));
  if (o.json) {
    process.stdout.write(`${JSON.stringify({ options: opts, rows })}\n`);
    return;
  }
  const out = [c.bold("Hawks over Malta — balance between two search players"), "", table, ""];
  const off = rows.filter((r) => !inBand(r));
  out.push(
    off.length === 0
      ? `Every scenario is within ${BAND_WORDS}.`
      : `Outside ${BAND_WORDS}: ${off.map((r) => `scenario ${r.scenario} on seed ${r.seed}`).join(", ")}.`,
  );
  if (page !== null) out.push(`Written into ${page}.`);
  process.stdout.write(`${out.join("\n")}\n`);
}
