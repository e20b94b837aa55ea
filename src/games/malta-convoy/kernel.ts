/**
 * The simulator's WebAssembly kernel (wasm/convoy.as.ts and game.as.ts):
 * the fast path and the advisor's rollouts, about twice as fast as the same
 * code in JavaScript, with the same dice in the same order, so every result is the
 * same on either path (kernel.test.ts). Loaded on first use, synchronously,
 * in this thread; where WebAssembly cannot be had (a browser's main thread
 * refuses to compile a module this size synchronously) the callers keep to
 * the JavaScript path.
 */
import type { FastPlan } from "./fast.js";
import { FIELDS } from "./fast.js";
import { COUNTED, type Tally } from "./stats.js";
import { KERNEL_WASM } from "./wasm/convoy-wasm.js";

interface Exports {
  memory: WebAssembly.Memory;
  layout(at: number): number;
  setPlans(plan: number, base: number): void;
  tallied(at: number): number;
  clearTally(): void;
  simulate(seed: number, from: number, to: number): void;
  setupSeeded(seed: number): void;
  rolloutSums(k: number, seed: number, from: number, to: number): void;
}

/** The blocks of the kernel's memory, in the order of its `layout`. */
export interface Kernel {
  exports: Exports;
  state: Int32Array;
  start: Int32Array;
  planOptions: Int32Array;
  planTurns: Int32Array;
  baseOptions: Int32Array;
  baseTurns: Int32Array;
  counts: Float64Array;
  sunk: Float64Array;
  options: Float64Array;
  candidates: Int32Array;
  sums: Float64Array;
  /** The base plan last written, so rollouts write it once. */
  base: FastPlan | null;
  planLength: number;
  baseLength: number;
}

/** Candidates a rollout batch takes at most. */
export const KERNEL_CANDIDATES = 8;

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

function load(): Kernel | null {
  try {
    const module = new WebAssembly.Module(bytesOf(KERNEL_WASM) as BufferSource);
    const exports = new WebAssembly.Instance(module, {
      env: {
        abort() {
          throw new Error("the convoy kernel stopped");
        },
      },
    }).exports as unknown as Exports;
    const buffer = exports.memory.buffer;
    const i32 = (at: number, n: number) => new Int32Array(buffer, exports.layout(at), n);
    const f64 = (at: number, n: number) => new Float64Array(buffer, exports.layout(at), n);
    const k = KERNEL_CANDIDATES;
    return {
      exports,
      state: i32(0, FIELDS),
      start: i32(1, FIELDS),
      planOptions: i32(2, 4),
      planTurns: i32(3, 4),
      baseOptions: i32(4, 4),
      baseTurns: i32(5, 4),
      counts: f64(6, COUNTED),
      sunk: f64(7, 5),
      options: f64(8, 4),
      candidates: i32(9, k),
      sums: f64(10, 2 * k + 2 * k * k),
      base: null,
      planLength: 0,
      baseLength: 0,
    };
  } catch {
    return null;
  }
}

let kernel: Kernel | null | undefined;

/** The kernel, loaded on first use; null where WebAssembly cannot be had here (or is turned off). */
export function convoyKernel(): Kernel | null {
  if (kernel === undefined) kernel = kernelWanted ? load() : null;
  return kernel;
}

let kernelWanted = true;

/** Turns the kernel off or on in this thread (tests and the bench compare the two paths). */
export function useKernel(on: boolean): void {
  kernelWanted = on;
  kernel = undefined;
}

/** Writes a plan into the kernel's plan block (`base` false) or base-plan block (true). */
export function writePlan(k: Kernel, plan: FastPlan, base: boolean): void {
  const options = base ? k.baseOptions : k.planOptions;
  const turns = base ? k.baseTurns : k.planTurns;
  options.set(plan.options);
  turns.set(plan.turns);
  if (base) {
    k.base = plan;
    k.baseLength = plan.options.length;
  } else k.planLength = plan.options.length;
  k.exports.setPlans(k.planLength, k.baseLength);
}

/** Adds the kernel's tally of `games` games (its counts are stats.ts's, from OFFSET, COUNTED of them). */
export function addKernelTally(t: Tally, k: Kernel, games: number): void {
  t.games += games;
  for (let i = 0; i < COUNTED; i++) t.counts[i] += k.counts[i];
  for (let i = 0; i < 5; i++) t.sunk[i] += k.sunk[i];
  for (let o = 0; o < 4; o++) t.options[o] += k.options[o];
  t.interceptions += k.exports.tallied(0);
  t.raids += k.exports.tallied(1);
}
