/**
 * The simulator: N games with a policy, on the fast path, split over worker
 * threads. Game i is seeded with gameSeed(seed, i) whatever the worker count,
 * so a run's result depends only on its seed, and any game of it can be
 * replayed as an ordinary game with that seed.
 */
import { Worker } from "node:worker_threads";
import { type BatchJob, runBatch } from "./batch.js";
import type { Policy } from "./policy.js";
import { mergeTally, newTally, type Summary, summarise, type Tally } from "./stats.js";

export interface SimRequest {
  games: number;
  policy: Policy;
  seed: number;
  workers: number;
}

export interface SimResult extends Summary {
  policy: string;
  seed: number;
  workers: number;
  seconds: number;
  gamesPerSecond: number;
}

function split(games: number, workers: number): [number, number][] {
  const k = Math.max(1, Math.min(workers, games));
  const out: [number, number][] = [];
  for (let w = 0; w < k; w++) {
    out.push([Math.floor((games * w) / k), Math.floor((games * (w + 1)) / k)]);
  }
  return out;
}

type WorkerMessage = { type: "progress"; done: number } | { type: "done"; tally: Tally };

function inWorker(job: BatchJob, onProgress: (done: number) => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./sim-worker.js", import.meta.url), { workerData: job });
    worker.on("message", (m: WorkerMessage) => {
      if (m.type === "progress") onProgress(m.done);
      else resolve(m.tally);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`simulation worker stopped with code ${code}`));
    });
  });
}

/** Runs a whole simulation; `progress` gets the number of games finished so far. */
export async function simulate(
  req: SimRequest,
  progress?: (done: number) => void,
  policyName: string = req.policy.kind,
): Promise<SimResult> {
  const started = performance.now();
  const parts = split(req.games, req.workers);
  const done = parts.map(() => 0);
  const report = (w: number) => (n: number) => {
    done[w] = n;
    progress?.(done.reduce((a, b) => a + b, 0));
  };
  const jobs = parts.map(([from, to]) => ({ policy: req.policy, seed: req.seed, from, to }));
  const tallies =
    jobs.length === 1
      ? [runBatch(jobs[0], report(0))]
      : await Promise.all(jobs.map((job, w) => inWorker(job, report(w))));
  const total = tallies.reduce(mergeTally, newTally());
  progress?.(req.games);
  const seconds = (performance.now() - started) / 1000;
  return {
    ...summarise(total),
    policy: policyName,
    seed: req.seed,
    workers: parts.length,
    seconds,
    gamesPerSecond: req.games / seconds,
  };
}
