/**
 * `npm run bench -- convoy`, the advisor's part: how long a decision takes on
 * two threads at the page's rollouts, and whether its decisions are as good
 * as the earlier advisor's (both as a policy over the same games, side by
 * side, on two worker threads).
 */
import { Worker } from "node:worker_threads";
import { createMatch, play } from "../src/engine/match.js";
import { gameSeed } from "../src/engine/rng.js";
import { ADVISOR_ROLLOUTS, advise } from "../src/games/malta-convoy/advisor.js";
import { adviseParallel } from "../src/games/malta-convoy/advisor-parallel.js";
import { maltaConvoy, SEAT } from "../src/games/malta-convoy/rules.js";
import type { PolicyJob } from "./convoy-policy-worker.js";
import type { Figure } from "./server.js";

/** Rollouts per choice in the policy comparison, in the page's proportion: the earlier advisor at 2.5 × today's (20,000 then, 8,000 now). */
const BEFORE_ROLLOUTS = Number(process.env.CONVOY_BEFORE_ROLLOUTS ?? 100);
const NOW_ROLLOUTS = Number(process.env.CONVOY_NOW_ROLLOUTS ?? 40);
const POLICY_GAMES = Number(process.env.CONVOY_POLICY_GAMES ?? 100000);

function decisionTimes(): Figure {
  const times: number[] = [];
  const warm = createMatch(maltaConvoy, {}, { mode: "seeded", seed: 1 }).state;
  adviseParallel(warm, ADVISOR_ROLLOUTS); // warm-up of both threads
  adviseParallel(warm, ADVISOR_ROLLOUTS);
  for (let g = 0; g < 6; g++) {
    let m = createMatch(maltaConvoy, {}, { mode: "seeded", seed: gameSeed(9, g) });
    for (let turn = 0; turn < 12 && !maltaConvoy.outcome(m.state); turn++) {
      if (turn % 3 === 0) {
        const t0 = performance.now();
        const est = adviseParallel(m.state, ADVISOR_ROLLOUTS);
        times.push(performance.now() - t0);
        const one = advise(m.state, ADVISOR_ROLLOUTS);
        if (JSON.stringify(one) !== JSON.stringify(est))
          throw new Error("two threads disagree with one");
        if (est.length < 5) throw new Error("expected all five choices open");
      }
      m = play(maltaConvoy, m, SEAT, { type: "turn", option: null });
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const max = times[times.length - 1];
  return {
    what: `advisor decision (2 threads), 5 choices × ${ADVISOR_ROLLOUTS.toLocaleString("en")} rollouts (${times.length} decisions)`,
    figure: `median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
    target: "median < 25 ms",
    ok: median < 25,
  };
}

function pairInWorker(job: PolicyJob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL("./convoy-policy-worker.js", import.meta.url), {
      workerData: job,
    });
    w.once("message", resolve);
    w.once("error", reject);
  });
}

async function policyFigure(): Promise<Figure> {
  const half = Math.floor(POLICY_GAMES / 2);
  const job = { seed: 77, before: BEFORE_ROLLOUTS, now: NOW_ROLLOUTS };
  const parts = await Promise.all([
    pairInWorker({ ...job, from: 0, to: half }),
    pairInWorker({ ...job, from: half, to: POLICY_GAMES }),
  ]);
  const s = parts[0].map((v, i) => v + parts[1][i]);
  const n = POLICY_GAMES;
  const ci = (sum: number, sq: number) => {
    const mean = sum / n;
    return [mean, (1.96 * Math.sqrt(Math.max(0, (sq - n * mean * mean) / (n - 1)))) / Math.sqrt(n)];
  };
  const [before, bm] = ci(s[0], s[1]);
  const [now, nm] = ci(s[2], s[3]);
  const [diff, dm] = ci(s[4], s[5]);
  return {
    what: `advisor policy, mean score over ${n.toLocaleString("en")} games (same games): earlier advisor at ${BEFORE_ROLLOUTS} rollouts a choice, today's at ${NOW_ROLLOUTS}`,
    figure: `${before.toFixed(2)} ± ${bm.toFixed(2)} then, ${now.toFixed(2)} ± ${nm.toFixed(2)} now (now − then ${diff >= 0 ? "+" : ""}${diff.toFixed(2)} ± ${dm.toFixed(2)})`,
    target: "now ≥ then within the 95% interval",
    ok: diff + dm >= 0,
  };
}

export async function convoyAdvisorFigures(): Promise<Figure[]> {
  const out = [decisionTimes()];
  if (POLICY_GAMES > 0) out.push(await policyFigure());
  return out;
}
