/**
 * `sortie wv fly` and `sortie wv moves` with the bombs on board (`--bombs`):
 * the loaded bomber's circled throttle and the acrobatics only an unloaded
 * plane flies; a rules error prints its message only. Through the built CLI
 * (`npm run build` first).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPlane } from "../games/winged-victory/planes/planes.js";
import { sortie } from "./test-cli.js";

const HP = ["--plane", "hp-o400", "--level", "5", "--speed", "4"];
const moves = (...args: string[]) => {
  const r = sortie(["wv", "moves", ...args, "--json"]);
  expect(r.err).toBe("");
  return JSON.parse(r.out) as { throttle: number; moves: { name: string }[] };
};

/** A bomber of the player's own that barrel rolls, half loops and Immelmanns when unloaded. */
function acrobaticBomber(): string {
  const hp = getPlane("hp-o400");
  const mine = {
    ...hp,
    id: "my-bomber",
    name: "My Bomber",
    preparatory: {
      low: { hexes: 2, shallowOnly: false },
      medium: { hexes: 2, shallowOnly: false },
      high: { hexes: 2, shallowOnly: false },
    },
    acrobatics: ["jink", "barrel-roll", "half-loop", "immelmann", "side-slip"],
  };
  const file = join(mkdtempSync(join(tmpdir(), "wv-bombs-")), "bomber.json");
  writeFileSync(file, JSON.stringify([mine]));
  return file;
}

describe("sortie wv --bombs", { timeout: 60000 }, () => {
  it("moves: a loaded Handley Page keeps to its circled throttle", () => {
    const hp = getPlane("hp-o400");
    expect(moves(...HP).throttle).toBe(hp.maxLevelSpeed.low);
    expect(moves(...HP, "--bombs").throttle).toBe(hp.loadedMaxThrottle);
    const r = sortie(["wv", "moves", ...HP, "--bombs"]);
    expect(r.out).toMatch(/Handley Page O\/400 \(bombs on board\): .*allowed: 0, 1, 2\)/);
  });

  it("fly: above the circled throttle is refused with its reason only, no empty table", () => {
    const r = sortie(["wv", "fly", ...HP, "--bombs", "--throttle", "4", "level"]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/throttle goes up to 2 here \(the bombs are aboard: the circled value\)/);
    const ok = sortie(["wv", "fly", ...HP, "--bombs", "--throttle", "2", "level", "--json"]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).turns[0].endSpeed).toBe(3);
  });

  it("the acrobatics an unloaded plane flies are closed to a loaded one", () => {
    const file = acrobaticBomber();
    const base = ["--plane-file", file, "--level", "15", "--speed", "6"];
    const names = (...more: string[]) => moves(...base, ...more).moves.map((m) => m.name);
    for (const m of ["barrel-roll", "half-loop", "immelmann"]) {
      expect(names()).toContain(m);
      expect(names("--bombs")).not.toContain(m);
    }
    expect(names("--bombs")).toContain("jink");
    const r = sortie(["wv", "fly", ...base, "--bombs", "barrel-roll"]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/turn 1: a loaded plane cannot fly a barrel-roll/);
    expect(sortie(["wv", "fly", ...base, "barrel-roll"]).code).toBe(0);
  });

  it("is refused for a plane that carries no bombs", () => {
    const r = sortie([
      "wv",
      "fly",
      "--plane",
      "camel",
      "--level",
      "5",
      "--speed",
      "5",
      "--bombs",
      "level",
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /the Sopwith Camel carries no bombs: --bombs is for a bomber \(hp-o400\)/,
    );
  });

  it("a rules error on the first turn prints its message only", () => {
    const r = sortie([
      "wv",
      "fly",
      "--plane",
      "camel",
      "--level",
      "5",
      "--speed",
      "5",
      "--throttle",
      "9",
      "level",
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/throttle goes up to 6 here/);
  });
});
