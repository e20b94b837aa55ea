/**
 * The computer players' thread pool: the search runs in worker threads, so
 * the server's event loop keeps answering while the computer thinks. Jobs
 * queue in order; a thread that dies fails its job and is replaced.
 * Where the compiled worker is absent (TypeScript sources under a test
 * runner), moves are chosen on the calling thread instead.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { computerFor } from "./players.js";

export interface PoolJob {
  id: number;
  system: string;
  /** What the computer's seat sees (never the whole state). */
  view: unknown;
  seat: string;
  seed: number;
  /** The level the game's options chose for the computer (absent: the system's default). */
  level?: string;
}

export type PoolAnswer =
  | { id: number; action: unknown; threadId: number }
  | { id: number; error: string; threadId: number };

export interface Move {
  action: unknown;
  /** The thread that chose it (0: the main thread). */
  threadId: number;
}

interface Waiting {
  job: PoolJob;
  resolve(m: Move): void;
  reject(e: Error): void;
}

interface Thread {
  worker: Worker;
  busy: Waiting | null;
  timer?: NodeJS.Timeout;
}

/** A move that takes longer than this (a fault: the search keeps to its time budget) stops its thread. */
export const MOVE_LIMIT_MS = 30_000;

/**
 * Threads by default: one fewer than the machine's cores (at least one, at
 * most four), or SORTIE_COMPUTER_THREADS (0: on the calling thread, for
 * comparison only).
 */
export function defaultThreads(): number {
  const asked = Number(process.env.SORTIE_COMPUTER_THREADS);
  if (process.env.SORTIE_COMPUTER_THREADS && Number.isInteger(asked) && asked >= 0)
    return Math.min(asked, 64);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export const WORKER_URL = new URL("./pool-worker.js", import.meta.url);

export class ComputerPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;
  /** Whether moves are chosen in worker threads (false: on the calling thread). */
  readonly threaded: boolean;

  constructor(
    readonly size = defaultThreads(),
    private readonly workerUrl: URL = WORKER_URL,
    /** The longest a move may take before its thread is stopped and the move fails. */
    public limitMs = MOVE_LIMIT_MS,
  ) {
    this.threaded = size > 0 && existsSync(fileURLToPath(workerUrl));
  }

  /** The computer's action for `seat`, from that seat's view. */
  move(system: string, view: unknown, seat: string, seed: number, level?: string): Promise<Move> {
    if (this.closed) return Promise.reject(new Error("the computer players have stopped"));
    if (!this.threaded) {
      const move = computerFor(system);
      if (!move) return Promise.reject(new Error(`no computer player for ${system}`));
      try {
        return Promise.resolve({ action: move(view, seat, seed, level), threadId: 0 });
      } catch (e) {
        return Promise.reject(e);
      }
    }
    return new Promise((resolve, reject) => {
      this.queue.push({
        job: { id: this.nextId++, system, view, seat, seed, level },
        resolve,
        reject,
      });
      this.pump();
    });
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let t = this.threads.find((x) => x.busy === null);
      if (!t && this.threads.length < this.size) t = this.spawn();
      if (!t) return;
      const w = this.queue.shift() as Waiting;
      t.busy = w;
      t.worker.postMessage(w.job);
      t.timer = setTimeout(() => {
        if (t.busy !== w) return;
        t.busy = null;
        w.reject(new Error(`the computer took longer than ${this.limitMs / 1000} s over a move`));
        // Its thread is stopped and replaced: a search that overruns is a fault.
        const i = this.threads.indexOf(t);
        if (i >= 0) this.threads.splice(i, 1);
        void t.worker.terminate();
        this.pump();
      }, this.limitMs);
      t.timer.unref();
    }
  }

  private spawn(): Thread {
    const t: Thread = { worker: new Worker(this.workerUrl), busy: null };
    t.worker.unref();
    t.worker.on("message", (a: PoolAnswer) => {
      const w = t.busy;
      t.busy = null;
      clearTimeout(t.timer);
      if (w && w.job.id === a.id) {
        if ("error" in a) w.reject(new Error(a.error));
        else w.resolve({ action: a.action, threadId: a.threadId });
      }
      this.pump();
    });
    const lost = (why: string) => {
      const i = this.threads.indexOf(t);
      if (i < 0) return;
      this.threads.splice(i, 1);
      clearTimeout(t.timer);
      t.busy?.reject(new Error(`a computer player's thread stopped: ${why}`));
      t.busy = null;
      if (!this.closed) this.pump();
    };
    t.worker.on("error", (e) => lost(e.message));
    t.worker.on("exit", (code) => lost(`exit code ${code}`));
    this.threads.push(t);
    return t;
  }

  /** Stops every thread; waiting jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) w.reject(new Error("the computer players have stopped"));
    const threads = this.threads.splice(0);
    for (const t of threads) t.busy?.reject(new Error("the computer players have stopped"));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
