/** The convoy commands end to end, through the built CLI as a player runs it. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sortie } from "./test-cli.js";

const finalSheet = (text: string) => {
  const start = text.lastIndexOf("MALTA CONVOY — journey over");
  const end = text.indexOf("final score", start);
  return text.slice(start, text.indexOf("\n", end));
};

describe("sortie convoy play", () => {
  const dir = mkdtempSync(join(tmpdir(), "sortie-cli-"));
  const enterAll = "\n".repeat(40);

  it("plays a seeded game to the end from scripted input and saves its log", () => {
    const log = join(dir, "game.json");
    const r = sortie(
      ["convoy", "play", "--seed", "42", "--rollouts", "200", "--log", log],
      `5\n${enterAll}`,
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Dice seed 42/);
    expect(r.out).toMatch(/5 {2}Screen: two more interception rolls/);
    expect(r.out).toMatch(/★ advised/);
    expect(r.out).toMatch(/ \d+\.\d ± \d+\.\d/);
    expect(r.out).toMatch(/Screen taken for \d turns?/);
    expect(r.out).toMatch(/d6 contact: /);
    expect(r.out).toMatch(/final score\s+-?\d+/);
    expect(r.out).toContain(`Log saved to ${log}`);
    const saved = JSON.parse(readFileSync(log, "utf8"));
    expect(saved.format).toBe("sortie-log");
    expect(saved.entries[0].action).toEqual({ type: "turn", option: "screen" });

    const again = sortie(
      ["convoy", "play", "--seed", "42", "--rollouts", "200", "--log", join(dir, "b.json")],
      `5\n${enterAll}`,
    );
    expect(finalSheet(again.out)).toBe(finalSheet(r.out));

    const replayed = sortie(["convoy", "replay", log]);
    expect(replayed.code).toBe(0);
    expect(finalSheet(replayed.out)).toBe(finalSheet(r.out));
    expect(finalSheet(r.out).length).toBeGreaterThan(100);
  });

  it("asks for each roll with --manual-dice and refuses a face the die does not have", () => {
    const log = join(dir, "manual.json");
    const setup = "3\n4\n5\n7\n2\n3\n2\n2\n2\n6\n";
    const r = sortie(
      ["convoy", "play", "--manual-dice", "--no-advice", "--log", log],
      `${setup}\n\nq\n`,
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Roll a d6 — convoy: cargo ships \(die 1 of 3\)/);
    expect(r.out).toMatch(/A d6 shows 1 to 6; "7" is not a roll/);
    expect(r.out).toMatch(/Roll a d3 — convoy: aircraft carriers/);
    expect(r.out).toMatch(/Game saved to/);
    const saved = JSON.parse(readFileSync(log, "utf8"));
    expect(saved.dice).toEqual({ mode: "manual" });
    expect(saved.setupRolls.map((x: { value: number }) => x.value)).toEqual([
      3, 4, 5, 2, 3, 2, 2, 2, 6,
    ]);
    expect(saved.entries).toHaveLength(2);
  });

  it("saves the game when input ends early, and the log replays", () => {
    const log = join(dir, "early.json");
    const r = sortie(["convoy", "play", "--seed", "7", "--no-advice", "--log", log], "\n\n\n");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Game saved to/);
    const replayed = sortie(["convoy", "replay", log]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/not played to the end/);
  });
});

describe("sortie convoy play, one choice", () => {
  it("asks for Enter alone while an option runs, not for a choice from 1 to 1", () => {
    const log = join(mkdtempSync(join(tmpdir(), "sortie-cli-")), "one-choice.json");
    // Decoy on turn 1 (choice 2), then Enter: while Decoy lasts the turn is the only choice.
    const r = sortie(["convoy", "play", "--seed", "1", "--no-advice", "--log", log], "2\n\n\n\n");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Decoy taken for \d turns?/);
    expect(r.out).toContain("Your choice [1–5, Enter = 1, q = save and quit]:");
    expect(r.out).toContain("Press Enter to play the turn (q = save and quit):");
    expect(r.out).not.toMatch(/\[1–1\b/);
  });
});

describe("sortie convoy replay refuses bad files", () => {
  const dir = mkdtempSync(join(tmpdir(), "sortie-replay-"));
  const cases: [string, string, RegExp][] = [
    ["not-json.json", "hello", /not JSON/],
    ["other.json", JSON.stringify({ hello: 1 }), /not a Sortie log/],
    ["damaged.json", JSON.stringify({ format: "sortie-log", formatVersion: 1 }), /damaged/],
  ];
  for (const [name, text, message] of cases) {
    it(`refuses ${name} in one line with exit code 1`, () => {
      const path = join(dir, name);
      writeFileSync(path, text);
      const r = sortie(["convoy", "replay", path]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    });
  }
  it("refuses a log whose dice were changed", () => {
    const log = join(dir, "good.json");
    sortie(["convoy", "play", "--seed", "3", "--no-advice", "--log", log], "\n".repeat(40));
    const data = JSON.parse(readFileSync(log, "utf8"));
    const roll = data.entries[6].rolls[0];
    roll.value = (roll.value % 6) + 1;
    writeFileSync(log, JSON.stringify(data));
    const r = sortie(["convoy", "replay", log]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /does not replay: entry 7 \(seat player, 'Play the turn'\): the log's dice do not match: roll 1 \(contact\)/,
    );
  });
  it("refuses a missing file", () => {
    const r = sortie(["convoy", "replay", join(dir, "nope.json")]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no such file/);
  });
});

describe("sortie convoy sim", () => {
  it("prints one JSON object with the statistics", () => {
    const r = sortie([
      "convoy",
      "sim",
      "--games",
      "3000",
      "--policy",
      "plan:screen@8,split@14",
      "--seed",
      "9",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    for (const key of [
      "games",
      "mean",
      "sd",
      "histogram",
      "meanInterceptions",
      "meanSunk",
      "gamesPerSecond",
    ]) {
      expect(j).toHaveProperty(key);
    }
    expect(j.games).toBe(3000);
    expect(Object.values(j.histogram as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      3000,
    );
    expect(Object.keys(j.meanSunk).sort()).toEqual([
      "cargo",
      "carrier",
      "cruiser",
      "destroyer",
      "tanker",
    ]);
    expect(j.optionRate.screen).toBeGreaterThan(0.9);
  });
  it("gives the same result for the same seed, whatever the threads", () => {
    const args = [
      "convoy",
      "sim",
      "--games",
      "100000",
      "--policy",
      "none",
      "--seed",
      "5",
      "--workers",
      "3",
      "--json",
    ];
    const a = JSON.parse(sortie(args).out);
    const b = JSON.parse(sortie(args).out);
    expect(a.workers).toBe(3);
    for (const j of [a, b]) {
      delete j.gamesPerSecond;
      delete j.seconds;
      delete j.peakRssMB;
    }
    expect(a).toEqual(b);
    const one = JSON.parse(sortie([...args.slice(0, -2), "1", "--json"]).out);
    expect(one.workers).toBe(1);
    expect(one.histogram).toEqual(a.histogram);
    expect(one.mean).toBe(a.mean);
    expect(one.meanSunk).toEqual(a.meanSunk);
  });
  it("draws the report with a histogram", () => {
    const r = sortie(["convoy", "sim", "--games", "2000", "--policy", "none"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/mean score\s+\d+\.\d\d/);
    expect(r.out).toMatch(/95% CI of the mean/);
    expect(r.out).toMatch(/5%: \d+ {3}25%: \d+ {3}50%: \d+ {3}75%: \d+ {3}95%: \d+/);
    expect(r.out).toMatch(/│█+/);
    expect(r.out).toMatch(/games\/s/);
  });
  it("runs the advisor policy", () => {
    const r = sortie([
      "convoy",
      "sim",
      "--games",
      "3",
      "--policy",
      "advisor",
      "--rollouts",
      "100",
      "--json",
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).policy).toBe("advisor");
  });
});

describe("bad input to the CLI", () => {
  const bad: [string, string[], RegExp][] = [
    [
      "an unknown policy",
      ["convoy", "sim", "--games", "5", "--policy", "greedy"],
      /unknown policy "greedy"/,
    ],
    [
      "a malformed plan",
      ["convoy", "sim", "--games", "5", "--policy", "plan:screen8"],
      /not OPTION@TURN/,
    ],
    ["an empty plan", ["convoy", "sim", "--games", "5", "--policy", "plan:"], /plan is empty/],
    [
      "an unknown option name",
      ["convoy", "sim", "--games", "5", "--policy", "plan:smoke@3"],
      /unknown option "smoke"/,
    ],
    [
      "zero games",
      ["convoy", "sim", "--games", "0", "--policy", "none"],
      /--games must be a whole number/,
    ],
    [
      "negative games",
      ["convoy", "sim", "--games", "-4", "--policy", "none"],
      /--games must be a whole number/,
    ],
    [
      "fractional games",
      ["convoy", "sim", "--games", "2.5", "--policy", "none"],
      /--games must be a whole number/,
    ],
    [
      "text for games",
      ["convoy", "sim", "--games", "many", "--policy", "none"],
      /--games must be a whole number/,
    ],
    [
      "zero workers",
      ["convoy", "sim", "--games", "5", "--policy", "none", "--workers", "0"],
      /--workers must/,
    ],
    [
      "a bad seed",
      ["convoy", "sim", "--games", "5", "--policy", "none", "--seed", "x"],
      /seed must be/,
    ],
    [
      "an unknown flag",
      ["convoy", "sim", "--games", "5", "--policy", "none", "--fast"],
      /unknown option '--fast'/,
    ],
    ["an unknown flag to play", ["convoy", "play", "--colour"], /unknown option '--colour'/],
    [
      "a missing policy",
      ["convoy", "sim", "--games", "5"],
      /required option '--policy <p>' not specified/,
    ],
    ["an unknown command", ["convoy", "fly"], /unknown command 'fly'/],
  ];
  for (const [what, args, message] of bad) {
    it(`refuses ${what} in one line with exit code 2`, () => {
      const r = sortie(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).not.toMatch(/at .*\.js:\d+/);
    });
  }
  it("answers --help", () => {
    const r = sortie(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/convoy/);
  });
});
