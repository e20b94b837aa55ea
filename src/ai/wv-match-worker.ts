/** A worker thread of a Winged Victory computer-against-computer run. */
import { parentPort, workerData } from "node:worker_threads";
import { runGames } from "./wv-match.js";
import type { WvJob } from "./wv-match-pool.js";

const job = workerData as WvJob;
const tally = runGames(job.opts, job.from, job.games, (done) =>
  parentPort?.postMessage({ type: "progress", done }),
);
parentPort?.postMessage({ type: "done", tally });
