/** A worker thread of a computer-against-computer run. */
import { parentPort, workerData } from "node:worker_threads";
import { runMatches } from "./match-runner.js";
import type { HawksJob } from "./sim.js";

const job = workerData as HawksJob;
const tally = runMatches(
  job.opts,
  job.games,
  (done) => parentPort?.postMessage({ type: "progress", done }),
  job.from,
);
parentPort?.postMessage({ type: "done", tally });
