/** Computer-against-computer runs over worker threads (Node only). */
import { Worker } from "node:worker_threads";
import {
  type MatchOptions,
  type MatchSummary,
  type MatchTally,
  runMatches,
  summarise,
} from "./hawks-match.js";

export interface HawksJob {
  opts: MatchOptions;
  from: number;
  games: number;
}

export async function simulateHawks(
  opts: MatchOptions,
  games: number,
  workers: number,
  progress?: (done: number) => void,
): Promise<MatchSummary> {
  const started = performance.now();
  const k = Math.max(1, Math.min(workers, games));
  const done = Array(k).fill(0);
  const report = (w: number) => (n: number) => {
    done[w] = n;
    progress?.(done.reduce((a, b) => a + b, 0));
  };
  const parts: HawksJob[] = Array.from({ length: k }, (_, w) => {
    const from = Math.floor((games * w) / k);
    return { opts, from, games: Math.floor((games * (w + 1)) / k) - from };
  });
  const results =
    k === 1
      ? [runMatches(opts, games, report(0))]
      : await Promise.all(
          parts.map(
            (job, w) =>
              new Promise<MatchTally>((resolve, reject) => {
                const worker = new Worker(new URL("./hawks-match-worker.js", import.meta.url), {
                  workerData: job,
                });
                worker.on("message", (m: { type: string; done?: number; tally?: MatchTally }) => {
                  if (m.type === "progress") report(w)(m.done as number);
                  else resolve(m.tally as MatchTally);
                });
                worker.on("error", reject);
              }),
          ),
        );
  return summarise(opts, results, (performance.now() - started) / 1000);
}
