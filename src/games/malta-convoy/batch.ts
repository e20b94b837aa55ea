/** A batch of simulated games on the fast path; pure, so it runs in Node workers and Web Workers alike. */
import { gameSeed } from "../../engine/rng.js";
import { advisorDecide } from "./advisor.js";
import { fastPlayOut, fastScore, fastSetup, newFastState, seedInto } from "./fast.js";
import { addKernelTally, convoyKernel, type Kernel, writePlan } from "./kernel.js";
import { fastPlan, type Policy } from "./policy.js";
import { addGame, mergeTally, newTally, type Tally } from "./stats.js";

export interface BatchJob {
  policy: Policy;
  seed: number;
  from: number;
  to: number;
}

export const PROGRESS_EVERY = 20000;

/** Plays games [from, to) in this thread: on the kernel where it can, else on the fast path. */
export function runBatch(job: BatchJob, progress?: (done: number) => void): Tally {
  const kernel = job.policy.kind === "advisor" ? null : convoyKernel();
  return kernel ? kernelBatch(kernel, job, progress) : fastBatch(job, progress);
}

/** The kernel's batch: the same games, in chunks between progress reports. */
function kernelBatch(k: Kernel, job: BatchJob, progress?: (done: number) => void): Tally {
  writePlan(k, fastPlan(job.policy), false);
  const tally = newTally();
  for (let at = job.from; at < job.to; at += PROGRESS_EVERY) {
    const to = Math.min(job.to, at + PROGRESS_EVERY);
    k.exports.clearTally();
    k.exports.simulate(job.seed, at, to);
    addKernelTally(tally, k, to - at);
    if (progress && to - at === PROGRESS_EVERY) progress(to - job.from);
  }
  return tally;
}

/** The JavaScript fast path's batch (the advisor policy, and wherever the kernel cannot load). */
export function fastBatch(job: BatchJob, progress?: (done: number) => void): Tally {
  const tally = newTally();
  const s = newFastState();
  const r = new Int32Array(4);
  const plan = fastPlan(job.policy);
  const decide = job.policy.kind === "advisor" ? advisorDecide(job.policy.rollouts) : null;
  const every = decide ? 1 : PROGRESS_EVERY;
  for (let i = job.from; i < job.to; i++) {
    seedInto(r, gameSeed(job.seed, i));
    fastSetup(s, r);
    fastPlayOut(s, r, plan, decide);
    addGame(tally, s, fastScore(s));
    if (progress && (i - job.from + 1) % every === 0) progress(i - job.from + 1);
  }
  return tally;
}

/**
 * A run shared between threads: [0] the next game (an offset from the job's
 * `from`) not yet claimed, [1] the games finished. Threads claim games a
 * chunk at a time, so a thread that started late or runs slow takes fewer;
 * game i is seeded gameSeed(seed, i) whoever plays it, and a tally is sums of
 * whole numbers, so the run's result does not depend on who played what.
 */
export type SharedRun = BigInt64Array;

export function newSharedRun(): SharedRun {
  return new BigInt64Array(new SharedArrayBuffer(16));
}

/** Games claimed at a time: about 20 ms of the kernel's games, or one advisor game. */
export function chunkOf(job: BatchJob): number {
  return job.policy.kind === "advisor" ? 1 : PROGRESS_EVERY;
}

/** Plays chunks of the shared run until none is left; `progress` gets the run's games finished after each. */
export function runShared(job: BatchJob, run: SharedRun, progress?: (done: number) => void): Tally {
  const tally = newTally();
  const chunk = chunkOf(job);
  for (;;) {
    const from = job.from + Number(Atomics.add(run, 0, BigInt(chunk)));
    if (from >= job.to) return tally;
    const to = Math.min(job.to, from + chunk);
    mergeTally(tally, runBatch({ ...job, from, to }));
    const done = Number(Atomics.add(run, 1, BigInt(to - from))) + to - from;
    progress?.(done);
  }
}
