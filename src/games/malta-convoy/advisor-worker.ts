/** The advisor's helper thread: plays its share of rollouts and reports through shared memory. */
import { parentPort, workerData } from "node:worker_threads";
import { rolloutSums, sumsLength } from "./advisor.js";
import type { HelperJob } from "./advisor-parallel.js";
import { fastSetup, newFastState, seedInto } from "./fast.js";

const { flag, sums } = workerData as { flag: Int32Array; sums: Float64Array };

// Warm the compiler before the first real question, so that one is answered at full speed.
const warm = newFastState();
fastSetup(warm, seedInto(new Int32Array(4), 1));
rolloutSums(warm, [-1, 0], 1, 0, 4000, new Float64Array(sumsLength(2)));

parentPort?.on("message", (job: HelperJob) => {
  sums.fill(0);
  rolloutSums(Int32Array.from(job.state), job.candidates, job.seed, job.from, job.to, sums);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
