/** Winged Victory computer-against-computer runs over worker threads (Node only). */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { addTally, emptyTally, runGames, type WvMatchOptions, type WvTally } from "./wv-match.js";

export interface WvJob {
  opts: WvMatchOptions;
  from: number;
  games: number;
}

const WORKER = new URL("./wv-match-worker.js", import.meta.url);

/**
 * Plays `games` games split over `workers` threads (one: on this thread, as
 * under a test runner where the compiled worker is absent). Game k is the
 * same game whatever the split.
 */
export async function simulateWv(
  opts: WvMatchOptions,
  games: number,
  workers: number,
  progress?: (done: number) => void,
): Promise<{ tally: WvTally; seconds: number }> {
  const started = performance.now();
  const k = existsSync(fileURLToPath(WORKER)) ? Math.max(1, Math.min(workers, games)) : 1;
  const done = Array(k).fill(0);
  const report = (w: number) => (n: number) => {
    done[w] = n;
    progress?.(done.reduce((a, b) => a + b, 0));
  };
  const parts: WvJob[] = Array.from({ length: k }, (_, w) => {
    const from = Math.floor((games * w) / k);
    return { opts, from, games: Math.floor((games * (w + 1)) / k) - from };
  });
  const tallies =
    k === 1
      ? [runGames(opts, 0, games, report(0))]
      : await Promise.all(
          parts.map(
            (job, w) =>
              new Promise<WvTally>((resolve, reject) => {
                const worker = new Worker(WORKER, { workerData: job });
                worker.on("message", (m: { type: string; done?: number; tally?: WvTally }) => {
                  if (m.type === "progress") report(w)(m.done as number);
                  else resolve(m.tally as WvTally);
                });
                worker.on("error", reject);
                worker.on("exit", (code) => {
                  if (code !== 0) reject(new Error(`a simulation thread stopped (code ${code})`));
                });
              }),
          ),
        );
  return {
    tally: tallies.reduce(addTally, emptyTally()),
    seconds: (performance.now() - started) / 1000,
  };
}
