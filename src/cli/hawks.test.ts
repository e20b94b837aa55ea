/** `sortie hawks sim` end to end, through the built CLI. */
import { describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

describe("sortie hawks sim", () => {
  it("plays greedy against random and prints one JSON object", () => {
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
  it("gives the same result for the same seed whatever the workers", () => {
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
  it("runs the search player and reports its decisions", () => {
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
