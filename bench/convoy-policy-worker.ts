/**
 * Plays games [from, to) twice, once with the advisor as it was
 * (convoy-advisor-before.ts) and once with today's, on the same game seeds,
 * and posts the sums of both scores and of their difference.
 */
import { parentPort, workerData } from "node:worker_threads";
import { gameSeed } from "../src/engine/rng.js";
import { advisorDecide } from "../src/games/malta-convoy/advisor.js";
import {
  fastPlayOut,
  fastScore,
  fastSetup,
  NO_PLAN,
  newFastState,
  seedInto,
} from "../src/games/malta-convoy/fast.js";
import { decideBefore } from "./convoy-advisor-before.js";

export interface PolicyJob {
  seed: number;
  from: number;
  to: number;
  before: number;
  now: number;
}

/** Sums: before, before², now, now², now − before, (now − before)². */
export function playPair(job: PolicyJob): number[] {
  const sums = [0, 0, 0, 0, 0, 0];
  const s = newFastState();
  const r = new Int32Array(4);
  const now = advisorDecide(job.now);
  const before = (x: Int32Array) => decideBefore(x, job.before);
  for (let i = job.from; i < job.to; i++) {
    fastSetup(s, seedInto(r, gameSeed(job.seed, i)));
    fastPlayOut(s, r, NO_PLAN, before);
    const a = fastScore(s);
    fastSetup(s, seedInto(r, gameSeed(job.seed, i)));
    fastPlayOut(s, r, NO_PLAN, now);
    const b = fastScore(s);
    sums[0] += a;
    sums[1] += a * a;
    sums[2] += b;
    sums[3] += b * b;
    sums[4] += b - a;
    sums[5] += (b - a) * (b - a);
  }
  return sums;
}

if (parentPort && workerData) parentPort.postMessage(playPair(workerData as PolicyJob));
