/// <reference lib="webworker" />
/** Runs a Malta Convoy simulation in the browser, reporting progress as it goes. */
import { runBatch } from "../../../src/games/malta-convoy/batch.js";
import { parsePolicy } from "../../../src/games/malta-convoy/policy.js";
import { summarise } from "../../../src/games/malta-convoy/stats.js";

export interface SimAsk {
  policy: string;
  games: number;
  seed: number;
  rollouts: number;
}

self.onmessage = (e: MessageEvent<SimAsk>) => {
  const { policy, games, seed, rollouts } = e.data;
  try {
    const p = parsePolicy(policy, rollouts);
    const started = performance.now();
    const tally = runBatch({ policy: p, seed, from: 0, to: games }, (done) =>
      self.postMessage({ type: "progress", done }),
    );
    const seconds = (performance.now() - started) / 1000;
    self.postMessage({
      type: "done",
      summary: { ...summarise(tally), seconds, gamesPerSecond: games / seconds },
    });
  } catch (err) {
    self.postMessage({ type: "error", error: err instanceof Error ? err.message : String(err) });
  }
};
