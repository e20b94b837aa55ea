/** A worker thread of a computer-against-computer run. */
import { parentPort, workerData } from "node:worker_threads";
import { runMatches } from "./hawks-match.js";
import type { HawksJob } from "./hawks-match-pool.js";

const job = workerData as HawksJob;
const tally = runMatches(
  job.opts,
  job.games,
  (done) => parentPort?.postMessage({ type: "progress", done }),
  job.from,
);
parentPort?.postMessage({ type: "done", tally });
