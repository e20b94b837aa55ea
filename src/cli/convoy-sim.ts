/** `sortie convoy sim`: many games with one policy, reported as statistics and a histogram. */
import { RuleError } from "../engine/errors.js";
import { OPTION_EFFECTS, OPTIONS, SHIP_NAMES, SHIP_TYPES } from "../games/malta-convoy/data.js";
import { parsePolicy, policyName } from "../games/malta-convoy/policy.js";
import { type SimResult, simulate } from "../games/malta-convoy/sim.js";
import { histogramLines } from "./bars.js";
import { usage } from "./errors.js";
import { progressBar } from "./progress.js";
import { color as c } from "./style.js";

interface SimOptions {
  games: number;
  policy: string;
  seed: number;
  workers: number;
  rollouts: number;
  json?: boolean;
}

function report(r: SimResult): string {
  const f = (x: number, d = 2) => x.toFixed(d);
  const p = r.percentiles;
  const lines = [
    c.bold(
      `Malta Convoy — ${r.games.toLocaleString("en")} games, policy ${r.policy}, seed ${r.seed}`,
    ),
    `  mean score      ${c.bold(f(r.mean))}   sd ${f(r.sd)}   95% CI of the mean ${f(r.ci95[0])} – ${f(r.ci95[1])}`,
    `  percentiles     5%: ${p.p5}   25%: ${p.p25}   50%: ${p.p50}   75%: ${p.p75}   95%: ${p.p95}`,
    `  interceptions   ${f(r.meanInterceptions)} a game   (enemy raids ${f(r.meanRaids)} a game)`,
    `  ships sunk      ${SHIP_TYPES.map((t) => `${SHIP_NAMES[t].many} ${f(r.meanSunk[t])}`).join(" · ")}`,
    `  options taken   ${OPTIONS.map((o) => `${OPTION_EFFECTS[o].title} ${f(100 * r.optionRate[o], 1)}%`).join(" · ")}`,
    `  speed           ${Math.round(r.gamesPerSecond).toLocaleString("en")} games/s on ${r.workers} worker${r.workers === 1 ? "" : "s"} (${f(r.seconds)} s)`,
    "",
    c.bold("  Scores"),
    ...histogramLines(r.histogram).map((l) => `  ${l}`),
  ];
  return lines.join("\n");
}

export async function simCommand(opts: SimOptions): Promise<void> {
  let policy: ReturnType<typeof parsePolicy>;
  try {
    policy = parsePolicy(opts.policy, opts.rollouts);
  } catch (e) {
    if (e instanceof RuleError) throw usage(e.message);
    throw e;
  }
  const bar = progressBar(opts.games, "simulating", Boolean(opts.json));
  const result = await simulate(
    { games: opts.games, policy, seed: opts.seed, workers: opts.workers },
    bar ? (done) => bar.update(done) : undefined,
    policyName(policy),
  );
  bar?.stop();
  if (opts.json) {
    const peakRssMB = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`${JSON.stringify({ ...result, peakRssMB })}\n`);
  } else process.stdout.write(`${report(result)}\n`);
}
