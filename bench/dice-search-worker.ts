/** One thread of the seed search (bench/dice-search.ts): its share of the seeds, a report after each chunk. */
import { parentPort, workerData } from "node:worker_threads";
import { CHUNK, type Pattern, searchSeeds } from "./dice-search.js";

const { p, from, count } = workerData as { p: Pattern; from: number; count: number };
const seeds: number[] = [];
for (let done = 0; done < count; ) {
  const n = Math.min(CHUNK, count - done);
  seeds.push(...searchSeeds(p, from + done, n));
  done += n;
  parentPort?.postMessage({ done });
}
parentPort?.postMessage({ seeds });
