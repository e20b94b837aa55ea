/** A simulation worker thread: plays chunks of a shared run and posts its tally back. */
import { parentPort, workerData } from "node:worker_threads";
import { type BatchJob, runShared, type SharedRun } from "./batch.js";

const { job, run } = workerData as { job: BatchJob; run: SharedRun };
parentPort?.postMessage({ type: "done", tally: runShared(job, run) });
