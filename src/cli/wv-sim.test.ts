/** `sortie wv sim` end to end, through the built CLI (run `npm run build` first). */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PLANES } from "../games/winged-victory/planes/planes.js";
import { sortie } from "./test-cli.js";

describe("sortie wv sim", { timeout: 60000 }, () => {
  it("plays greedy against random and reports wins, VP and planes lost per side as JSON", () => {
    const r = sortie([
      "wv",
      "sim",
      "--mission",
      "head-on",
      "--allies",
      "greedy",
      "--germans",
      "random",
      "--games",
      "20",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.games).toBe(20);
    expect(out.wins.allies + out.wins.germans + out.draws).toBe(20);
    expect(out.meanVp.allies).toBeGreaterThanOrEqual(0);
    expect(out.planesLost).toHaveProperty("germans");
    // The greedy player shoots first and closes in: it wins more than the random one.
    expect(out.wins.allies).toBeGreaterThan(out.wins.germans);
  });

  it("fights a ready scenario for the turns asked, and refuses them for a generated mission", () => {
    const run = (mission: string, turns: string) =>
      sortie(
        ["wv", "sim", "--mission", mission, "--allies", "random", "--germans", "random"].concat([
          "--games",
          "30",
          "--turns",
          turns,
          "--json",
        ]),
      );
    const short = JSON.parse(run("head-on", "2").out);
    const long = JSON.parse(run("head-on", "30").out);
    // No game outlasts its turns; given 30, some last longer than the scenario's own 10.
    expect(short.meanTurns).toBeLessThanOrEqual(2);
    expect(long.meanTurns).toBeGreaterThan(short.meanTurns);
    const refused = run("random-1917", "20");
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/--turns sets a ready scenario's length/);
    expect(refused.err).not.toMatch(/at .*\.js:\d+/);
  });

  it("plays generated missions and prints the report", () => {
    const r = sortie([
      "wv",
      "sim",
      "--mission",
      "random-1916",
      "--allies",
      "random",
      "--germans",
      "random",
      "--games",
      "5",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Winged Victory — a generated mission \(1916\): 5 games/);
    expect(r.out).toMatch(/planes lost/);
  });

  it("refuses an unknown mission or player with a clear message", () => {
    const a = sortie([
      "wv",
      "sim",
      "--mission",
      "nowhere",
      "--allies",
      "random",
      "--germans",
      "random",
      "--games",
      "1",
    ]);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/--mission must be one of/);
    const b = sortie([
      "wv",
      "sim",
      "--mission",
      "head-on",
      "--allies",
      "genius",
      "--germans",
      "random",
      "--games",
      "1",
    ]);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--allies must be one of ai, novice, veteran, ace, random, greedy/);
  });

  it("seats the computer pilot (ai) and reports its decision times and playouts", () => {
    const r = sortie([
      "wv",
      "sim",
      "--mission",
      "head-on",
      "--allies",
      "random",
      "--germans",
      "ai",
      "--games",
      "2",
      "--max-trials",
      "12",
      "--budget",
      "300",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.games).toBe(2);
    expect(out.players.germans).toBe("ai");
    expect(out.ai.decisions).toBeGreaterThan(0);
    expect(out.ai.maxDecisionMs).toBeGreaterThan(0);
    expect(out.ai.maxTrials).toBe(12);
  });

  it("seats the computer pilot at a level by name (novice against veteran)", () => {
    const r = sortie([
      "wv",
      "sim",
      "--mission",
      "head-on",
      "--allies",
      "novice",
      "--germans",
      "veteran",
      "--games",
      "1",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.players).toEqual({ allies: "novice", germans: "veteran" });
    expect(out.ai.decisions).toBeGreaterThan(0);
  });

  it("flies a box file's printed values (--printed), and refuses a bad one in one line", () => {
    const dir = mkdtempSync(join(tmpdir(), "sortie-wv-box-"));
    const camel = structuredClone(PLANES.find((p) => p.id === "camel"));
    const good = join(dir, "box.json");
    writeFileSync(good, JSON.stringify({ planes: [{ ...camel, name: "Camel (printed)" }] }));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ planes: [{ ...camel, vp: -3 }] }));
    const run = (file: string) =>
      sortie(
        [
          "wv",
          "sim",
          "--mission",
          "two-on-two",
          "--allies",
          "greedy",
          "--germans",
          "random",
        ].concat(["--games", "10", "--printed", file, "--json"]),
      );
    const ok = run(good);
    expect(ok.code, ok.err).toBe(0);
    expect(JSON.parse(ok.out).games).toBe(10);
    const refused = run(bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/bad\.json: printed values: planes: plane 1: vp/);
    expect(refused.err).not.toMatch(/at .*\.js:\d+/);
    expect(run(join(dir, "none.json")).err).toMatch(/no such file/);
  });
});
