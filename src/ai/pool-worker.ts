/** A thread of the computer players' pool: answers one move at a time, off the server's main thread. */
import { setPriority } from "node:os";
import { parentPort, threadId } from "node:worker_threads";
import { computerFor } from "./players.js";
import type { PoolAnswer, PoolJob } from "./pool.js";

// On Linux a nice value belongs to one thread: the search yields the processor to the
// thread that answers requests (elsewhere it would lower the whole process, so only here).
if (process.platform === "linux") {
  try {
    setPriority(15);
  } catch {
    // Not allowed here: the search runs at normal priority.
  }
}

parentPort?.on("message", (job: PoolJob) => {
  let answer: PoolAnswer;
  try {
    const move = computerFor(job.system);
    if (!move) throw new Error(`no computer player for ${job.system}`);
    answer = { id: job.id, action: move(job.view, job.seat, job.seed, job.level), threadId };
  } catch (e) {
    answer = { id: job.id, error: e instanceof Error ? e.message : String(e), threadId };
  }
  parentPort?.postMessage(answer);
});
