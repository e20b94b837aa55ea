/**
 * The WebAssembly kernel is the fast path: the same games from the same
 * seeds, the same tally, the same rollout sums; and the compiled module in
 * the repository is the one its source compiles to.
 */
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../engine/rng.js";
import {
  adviceSeed,
  adviseFast,
  candidatesOf,
  rolloutSums,
  rolloutSumsJs,
  sumsLength,
} from "./advisor.js";
import { fastBatch, newSharedRun, runBatch, runShared } from "./batch.js";
import { fastSetup, fastTurn, newFastState, seedInto } from "./fast.js";
import { convoyKernel, useKernel } from "./kernel.js";
import { parsePolicy } from "./policy.js";
import { mergeTally, summarise } from "./stats.js";

const kernel = () => {
  const k = convoyKernel();
  if (!k) throw new Error("the kernel did not load");
  return k;
};

describe("the convoy kernel", () => {
  it("loads in Node", () => {
    expect(convoyKernel()).not.toBeNull();
  });

  it("sets up the same convoy as the fast path from 5,000 seeds", () => {
    const k = kernel();
    const s = newFastState();
    const r = new Int32Array(4);
    for (let i = 0; i < 5000; i++) {
      const seed = gameSeed(3, i);
      fastSetup(s, seedInto(r, seed));
      k.exports.setupSeeded(seed);
      expect(Array.from(k.state)).toEqual(Array.from(s));
    }
  });

  for (const text of ["none", "plan:evade@9,decoy@17", "plan:decoy@1,evade@2,split@3,screen@4"]) {
    it(`tallies 20,000 games exactly as the fast path (${text})`, () => {
      const job = { policy: parsePolicy(text), seed: 11, from: 500, to: 20500 };
      const onKernel = runBatch(job);
      const onFast = fastBatch(job);
      expect(onKernel.games).toBe(onFast.games);
      expect(Array.from(onKernel.counts)).toEqual(Array.from(onFast.counts));
      expect(onKernel.sunk).toEqual(onFast.sunk);
      expect(onKernel.interceptions).toBe(onFast.interceptions);
      expect(onKernel.raids).toBe(onFast.raids);
      expect(onKernel.options).toEqual(onFast.options);
    });
  }

  it("reports progress as the fast path does", () => {
    const seen: number[] = [];
    runBatch({ policy: parsePolicy("none"), seed: 1, from: 0, to: 50000 }, (n) => seen.push(n));
    expect(seen).toEqual([20000, 40000]);
  });

  it("rolls out every candidate to the same sums as the JavaScript advisor, mid-game too", () => {
    const s = newFastState();
    const r = new Int32Array(4);
    for (let g = 0; g < 40; g++) {
      fastSetup(s, seedInto(r, gameSeed(8, g)));
      // Some games mid-way, some with an option running.
      for (let t = 0; t < g % 12; t++) fastTurn(s, r, t === 3 && g % 2 === 0 ? 2 : -1);
      const candidates = candidatesOf(s);
      const seed = adviceSeed(s);
      const js = new Float64Array(sumsLength(candidates.length));
      const wasm = new Float64Array(sumsLength(candidates.length));
      rolloutSumsJs(s, candidates, seed, 3, 203, js);
      rolloutSums(s, candidates, seed, 3, 203, wasm);
      expect(Array.from(wasm)).toEqual(Array.from(js));
    }
  });

  it("gives the page's advice unchanged (the kernel turned off gives the same)", () => {
    const s = newFastState();
    fastSetup(s, seedInto(new Int32Array(4), 77));
    const withKernel = adviseFast(s, 1000, adviceSeed(s));
    useKernel(false);
    try {
      expect(convoyKernel()).toBeNull();
      expect(adviseFast(s, 1000, adviceSeed(s))).toEqual(withKernel);
    } finally {
      useKernel(true);
    }
  });

  it("leaves the game it was given alone", () => {
    const s = newFastState();
    fastSetup(s, seedInto(new Int32Array(4), 5));
    const before = Array.from(s);
    rolloutSums(s, candidatesOf(s), 1, 0, 50, new Float64Array(sumsLength(5)));
    expect(Array.from(s)).toEqual(before);
  });

  it("is the module its source compiles to", async () => {
    // @ts-expect-error: the build script is plain JavaScript.
    const build = await import("./wasm/build.mjs");
    const text: string = build.moduleText(await build.compileKernel());
    const { readFileSync } = await import("node:fs");
    const committed = readFileSync(new URL("./wasm/convoy-wasm.ts", import.meta.url), "utf8");
    expect(committed).toBe(text);
  }, 60000);
});

describe("the kernel's ROLL macro", () => {
  const expand = async (text: string): Promise<string> => {
    // @ts-expect-error: the build script is plain JavaScript.
    const { expandRolls } = await import("./wasm/rolls.mjs");
    return expandRolls(text, "test.as.ts");
  };

  it("steps the generator once for each ROLL, on the lines before the statement", async () => {
    const out = await expand("  const x = ROLL + ROLL;");
    const lines = out.split("\n");
    expect(lines.filter((l) => l.includes("rd = rd + 1")).length).toBe(2);
    expect(lines.at(-1)).toBe("  const x = face0 + face1;");
    expect(out).not.toMatch(/\bROLL\b/);
  });

  it("leaves lines without a ROLL, and comments naming one, as they are", async () => {
    const text = "// a ROLL here is only words\n * ROLL in a doc comment\n  x = 1;";
    expect(await expand(text)).toBe(text);
  });

  it.each([
    "  } else if (ROLL <= 3) {",
    "  for (let i = 0; i < ROLL; i++) n++;",
    "  while (ROLL > 1) n++;",
    "  const x = hit ? ROLL : 0;",
    "  if (hit && ROLL === 1) n++;",
    "  if (hit || ROLL === 1) n++;",
  ])("refuses a ROLL that could be rolled only in part: %s", async (line) => {
    await expect(expand(`  let n = 0;\n${line}`)).rejects.toThrow(
      /test\.as\.ts:2: a ROLL must stand/,
    );
  });
});

describe("a run shared between threads", () => {
  it("plays only the games no other thread claimed, and the parts add up to the whole", () => {
    const job = { policy: parsePolicy("plan:screen@1"), seed: 12, from: 1000, to: 101000 };
    const run = newSharedRun();
    Atomics.add(run, 0, 40000n); // another thread claimed games 1,000–40,999
    const seen: number[] = [];
    const rest = runShared(job, run, (done) => seen.push(done));
    expect(rest.games).toBe(60000);
    expect(seen).toEqual([20000, 40000, 60000]);
    const claimed = runBatch({ ...job, to: 41000 });
    const whole = runBatch(job);
    expect(summarise(mergeTally(claimed, rest))).toEqual(summarise(whole));
    expect(runShared(job, run).games).toBe(0);
  });
});
