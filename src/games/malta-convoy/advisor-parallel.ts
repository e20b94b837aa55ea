/**
 * The advisor on two threads (Node only): this thread plays the first half of
 * every candidate's rollouts while a helper thread plays the second half on
 * the same seeds, so the estimates are exactly those of the one-thread
 * advisor. The call stays synchronous: the helper reports through shared
 * memory and this thread waits on it with Atomics.wait.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  ADVISOR_ROLLOUTS,
  adviceSeed,
  adviseFast,
  candidatesOf,
  type Estimate,
  estimatesFrom,
  rolloutSums,
  sumsLength,
} from "./advisor.js";
import { toFast } from "./fast.js";
import type { ConvoyState } from "./state.js";

export interface HelperJob {
  state: number[];
  candidates: number[];
  seed: number;
  from: number;
  to: number;
}

interface Helper {
  worker: Worker;
  flag: Int32Array;
  sums: Float64Array;
}

let helper: Helper | null | undefined;

function startHelper(): Helper | null {
  const url = new URL("./advisor-worker.js", import.meta.url);
  // Under a TypeScript test runner the compiled worker is absent: stay on one thread.
  if (!existsSync(fileURLToPath(url))) return null;
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const sums = new Float64Array(new SharedArrayBuffer(8 * sumsLength(8)));
  const worker = new Worker(url, { workerData: { flag, sums } });
  worker.unref();
  return { worker, flag, sums };
}

/** Starts the helper thread ahead of the first question, so it is warm when asked. */
export function warmAdvisor(): void {
  if (helper === undefined) helper = startHelper();
}

export function adviseParallel(state: ConvoyState, rollouts = ADVISOR_ROLLOUTS): Estimate[] {
  warmAdvisor();
  const s = toFast(state);
  const seed = adviceSeed(s);
  if (!helper || rollouts < 2) return adviseFast(s, rollouts, seed);
  const candidates = candidatesOf(s);
  const half = Math.floor(rollouts / 2);
  const { worker, flag, sums } = helper;
  Atomics.store(flag, 0, 0);
  const job: HelperJob = { state: Array.from(s), candidates, seed, from: half, to: rollouts };
  worker.postMessage(job);
  const mine = new Float64Array(sumsLength(candidates.length));
  rolloutSums(s, candidates, seed, 0, half, mine);
  if (Atomics.wait(flag, 0, 0, 60000) === "timed-out" && Atomics.load(flag, 0) === 0) {
    throw new Error("the advisor's helper thread did not answer");
  }
  for (let i = 0; i < mine.length; i++) mine[i] += sums[i];
  return estimatesFrom(candidates, mine, rollouts);
}
