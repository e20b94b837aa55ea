/**
 * The simulator: N games with a policy, on the fast path, shared between
 * threads: this one and `workers − 1` worker threads, each claiming games a
 * chunk at a time (batch.ts's runShared), so this thread plays while the
 * workers start and nobody waits at the end. Game i is seeded with
 * gameSeed(seed, i) whatever the worker count, so a run's result depends
 * only on its seed, and any game of it can be replayed as an ordinary game
 * with that seed. (Only the command line runs it: this thread is busy until
 * its last chunk, a chunk being about 20 ms.)
 */
import { Worker } from "node:worker_threads";
import { type BatchJob, chunkOf, newSharedRun, runShared, type SharedRun } from "./batch.js";
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

function inWorker(job: BatchJob, run: SharedRun): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./sim-worker.js", import.meta.url), {
      workerData: { job, run },
    });
    worker.on("message", (m: { type: "done"; tally: Tally }) => resolve(m.tally));
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
  const job: BatchJob = { policy: req.policy, seed: req.seed, from: 0, to: req.games };
  const threads = Math.max(1, Math.min(req.workers, Math.ceil(req.games / chunkOf(job))));
  const run = newSharedRun();
  const workers = Array.from({ length: threads - 1 }, () => inWorker(job, run));
  const here = runShared(job, run, progress);
  const tallies = [here, ...(await Promise.all(workers))];
  const total = tallies.reduce(mergeTally, newTally());
  progress?.(req.games);
  const seconds = (performance.now() - started) / 1000;
  return {
    ...summarise(total),
    policy: policyName,
    seed: req.seed,
    workers: threads,
    seconds,
    gamesPerSecond: req.games / seconds,
  };
}
