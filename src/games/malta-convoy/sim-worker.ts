/** A simulation worker thread: plays its share of games and posts the tally back. */
import { parentPort, workerData } from "node:worker_threads";
import { type BatchJob, runBatch } from "./batch.js";

const job = workerData as BatchJob;
const tally = runBatch(job, (done) => parentPort?.postMessage({ type: "progress", done }));
parentPort?.postMessage({ type: "done", tally });
