import { describe, expect, it } from "vitest";
import { seededDice } from "../src/engine/dice.js";
import { seedRng } from "../src/engine/rng.js";
import { patternOf, playHawks, ROLLS_SEEN, searchSeeds, seenRolls } from "./dice-search.js";

const SEED = 0x9e3a_51c7;
const WINDOW = 2 ** 16;
const from = SEED - 12_345;

describe("the seed search (npm run bench -- dice)", () => {
  it("reads the generator as the seeded dice do, skipping the rolls kept from the seat", () => {
    const d = seededDice(seedRng(SEED));
    for (const sides of [6, 6, 20, 6, 10, 6, 12, 6]) d.roll(sides, "");
    // The second and fifth rolls are kept from the seat: it sees that they were made, not what they showed.
    const seen = d.rolls.map((r, i) => (i === 1 || i === 4 ? { ...r, value: 0 } : r));
    const p = patternOf(seen);
    expect(p.skip).toEqual([0, 1, 0, 1, 0, 0]);
    expect(searchSeeds(p, from, WINDOW)).toContain(SEED);
  });

  it("keeps exactly the seeds whose seeded dice roll the pattern", () => {
    // Short patterns, so that many seeds match: the search must agree with the dice seed by seed.
    const rolls = (sides: number[], values: number[]) =>
      sides.map((s, i) => ({ sides: s, purpose: "", value: values[i] }));
    for (const [sides, values] of [
      [
        [6, 20],
        [3, 0],
      ],
      [
        [12, 7, 6],
        [0, 7, 1],
      ],
      [
        [2, 1000],
        [2, 1],
      ],
    ]) {
      const p = patternOf(rolls(sides, values));
      const naive: number[] = [];
      for (let seed = from; seed < from + 4096; seed++) {
        const d = seededDice(seedRng(seed));
        if (sides.every((s, i) => d.roll(s, "") === values[i] || values[i] === 0)) naive.push(seed);
      }
      expect(naive.length).toBeGreaterThan(0);
      expect(searchSeeds(p, from, 4096)).toEqual(naive);
    }
  });

  it("finds a seeded game's seed from one seat's rolls, and no seed for a keyed game's", () => {
    const seeded = patternOf(
      seenRolls(playHawks({ mode: "seeded", seed: SEED }, "british"), "british"),
    );
    expect(seeded.sides.length).toBeGreaterThanOrEqual(ROLLS_SEEN);
    // The Axis special chits are drawn first and kept from the RAF: the search starts past them.
    expect(seeded.skip[0]).toBeGreaterThan(0);
    expect(searchSeeds(seeded, from, WINDOW)).toEqual([SEED]);

    const keyed = patternOf(seenRolls(playHawks({ mode: "keyed" }, "british"), "british"));
    expect(keyed.sides.length).toBeGreaterThanOrEqual(ROLLS_SEEN);
    expect(searchSeeds(keyed, from, WINDOW)).toEqual([]);
  });
});
