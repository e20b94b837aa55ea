/** `sortie hawks sim` end to end, through the built CLI. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

describe("sortie hawks balance", () => {
  it("plays two equal search players and writes the table between the docs page's markers", () => {
    const page = join(mkdtempSync(join(tmpdir(), "hawks-balance-")), "page.md");
    writeFileSync(
      page,
      "# Page\n\nbefore\n<!-- hawks-balance:start -->\nold table\n<!-- hawks-balance:end -->\nafter\n",
    );
    const args = ["hawks", "balance", "--games", "3", "--scenarios", "1,2", "--seeds", "5"];
    const r = sortie([...args, "--budget", "2", "--docs", page]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(
      /\| 1 Faith, Hope and Charity \| 5 \| [\d.]+% \(\d of 3\) \| [\d.]+%–[\d.]+% \|/,
    );
    expect(r.out).toMatch(/\| 2 Raid over Malta \| 5 \|/);
    const text = readFileSync(page, "utf8");
    expect(text).toMatch(/^# Page\n\nbefore\n<!-- hawks-balance:start -->\nTwo search players/);
    expect(text).not.toMatch(/old table/);
    expect(text).toMatch(/<!-- hawks-balance:end -->\nafter\n$/);
    // Trials, not time, make a run any machine repeats exactly.
    const json = (extra: string[]) =>
      JSON.parse(sortie([...args, "--budget", "60000", "--trials", "8", "--json", ...extra]).out);
    const strip = (rows: { maxDecisionMs?: number; meanDecisionMs?: number }[]) =>
      rows.map(({ maxDecisionMs: _, meanDecisionMs: __, ...rest }) => rest);
    expect(strip(json([]).rows)).toEqual(strip(json(["--workers", "2"]).rows));
  }, 120000);

  it("refuses a bad list or an unreadable docs page before playing", { timeout: 60000 }, () => {
    const bad = sortie(["hawks", "balance", "--seeds", "one"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--seeds takes whole numbers/);
    const none = sortie(["hawks", "balance", "--docs", "/nonexistent/page.md"]);
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/cannot read \/nonexistent\/page.md/);
  });
});

describe("sortie hawks sim", () => {
  it("plays greedy against random and prints one JSON object", { timeout: 120000 }, () => {
    const r = sortie([
      "hawks",
      "sim",
      "--scenario",
      "1",
      "--axis",
      "greedy",
      "--british",
      "random",
      "--games",
      "40",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.games).toBe(40);
    expect(j.wins.axis + j.wins.british).toBe(40);
    expect(j.winRate.axis).toBeGreaterThan(0.6);
    expect(j.meanVp).toHaveProperty("british");
  });
  it("gives the same result for the same seed whatever the workers", { timeout: 120000 }, () => {
    const args = [
      "hawks",
      "sim",
      "--scenario",
      "2",
      "--axis",
      "random",
      "--british",
      "greedy",
      "--games",
      "30",
      "--json",
      "--seed",
      "4",
    ];
    const one = JSON.parse(sortie(args).out);
    const two = JSON.parse(sortie([...args, "--workers", "2"]).out);
    expect(two.wins).toEqual(one.wins);
    expect(two.meanVp).toEqual(one.meanVp);
  });
  it("runs the search player and reports its decisions", { timeout: 120000 }, () => {
    const r = sortie([
      "hawks",
      "sim",
      "--scenario",
      "1",
      "--axis",
      "ai",
      "--british",
      "random",
      "--games",
      "2",
      "--budget",
      "5",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/search player: \d+ decisions/);
    expect(r.out).toMatch(/Axis wins/);
  });
  for (const [what, args, message] of [
    [
      "an unknown player",
      ["--axis", "clever", "--british", "ai"],
      /--axis must be one of ai, greedy, random/,
    ],
    [
      "a scenario out of range",
      ["--scenario", "5", "--axis", "ai", "--british", "ai"],
      /--scenario must be a whole number from 1 to 4/,
    ],
  ] as const) {
    it(`refuses ${what} in one line with exit code 2`, () => {
      const base = ["hawks", "sim", "--games", "1"];
      const list: string[] = [...args];
      const full = list.includes("--scenario")
        ? [...base, ...list]
        : [...base, "--scenario", "1", ...list];
      const r = sortie(full);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    });
  }
});
