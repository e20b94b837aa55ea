import { describe, expect, it } from "vitest";
import { askedDice, scriptedDice } from "../../../engine/dice.js";
import { NeedRoll, RuleError } from "../../../engine/errors.js";
import { DEFAULT_COMBAT_TABLES } from "../combat/data.js";
import { PLANES } from "../planes/planes.js";
import {
  ALEA,
  aleaPurpose,
  type CompiledAlea,
  colourIndex,
  combatDie,
  compileAlea,
  DEFAULT_ALEA,
  DESTROYED,
  DOUBLE,
  dieOfPurpose,
  FAIL,
  HIT2,
  MISS,
  numberOf,
  PASS,
  parseFace,
  readTypedRoll,
  rollCombat,
  rollNumber,
  rollTest,
  testDie,
} from "./alea.js";
import {
  iconDistribution,
  monotonicityProblems,
  resultDistribution,
  TEST_READINGS,
  withAleaOverride,
} from "./alea-file.js";

/** Each die's faces in sixths: [miss, 1, 2, 3, destroyed] and, on test dice, [fail, i, ii]. */
const EXPECTED: Record<string, { combat: number[]; icons?: number[] }> = {
  white: { combat: [4, 1, 1, 0, 0], icons: [3, 2, 1] },
  grey: { combat: [3, 2, 1, 0, 0], icons: [2, 3, 1] },
  pink: { combat: [3, 1, 1, 1, 0], icons: [1, 4, 1] },
  yellow: { combat: [2, 2, 1, 1, 0], icons: [1, 4, 1] },
  green: { combat: [2, 1, 2, 1, 0] },
  orange: { combat: [2, 1, 1, 1, 1] },
  red: { combat: [1, 2, 1, 1, 1] },
  blue: { combat: [1, 1, 2, 1, 1] },
  black: { combat: [1, 1, 1, 1, 2] },
};

describe("the nine Alea dice", () => {
  it("are marked reconstructed and ordered white to black with the colours the text places", () => {
    expect(DEFAULT_ALEA.reconstructed).toBe(true);
    expect(ALEA.names).toEqual([
      "white",
      "grey",
      "pink",
      "yellow",
      "green",
      "orange",
      "red",
      "blue",
      "black",
    ]);
    // Red +1 = Blue, Red −2 = Green (the text's example); level 12 bombs on grey, two below yellow.
    expect(combatDie(ALEA, ALEA.red, 1)).toBe(ALEA.blue);
    expect(combatDie(ALEA, ALEA.red, -2)).toBe(ALEA.green);
    expect(testDie(ALEA, ALEA.yellow, -2)).toBe(ALEA.grey);
  });

  it("show each die's distribution", () => {
    for (const [colour, want] of Object.entries(EXPECTED)) {
      const d = colourIndex(ALEA, colour);
      const sixths = (xs: number[]) => xs.map((x) => Math.round(x * 6));
      expect(sixths(resultDistribution(ALEA, d)), colour).toEqual(want.combat);
      if (want.icons) expect(sixths(iconDistribution(ALEA, d)), colour).toEqual(want.icons);
      else expect(d > ALEA.testTop).toBe(true);
    }
  });

  it("number the red and blue faces 1 to 6, and only those two dice (the text's numbered dice)", () => {
    for (const colour of ALEA.names) {
      const d = colourIndex(ALEA, colour);
      const numbers = Array.from({ length: ALEA.sides[d] }, (_, f) => numberOf(ALEA, d, f));
      if (colour === "red" || colour === "blue")
        expect([...numbers].sort(), colour).toEqual([1, 2, 3, 4, 5, 6]);
      else
        expect(
          numbers.every((n) => n === 0),
          colour,
        ).toBe(true);
    }
  });

  it("never get worse one colour up, for combat results and test icons", () => {
    expect(monotonicityProblems(ALEA)).toEqual([]);
    // and the check can fail: swap red's and white's faces
    const bad = structuredClone(DEFAULT_ALEA);
    bad.dice[0].faces = bad.dice[6].faces.map((x) => ({ result: x.result, icon: "ii" as const }));
    expect(monotonicityProblems(compileAlea(bad)).length).toBeGreaterThan(0);
  });

  it("one colour up, every test reads at least as well: P(at least as good) never falls", () => {
    // Each reading's order, worst first; a test's chance of each outcome or better, die by die.
    const orders = TEST_READINGS.map((r) => r.order);
    expect(orders).toContainEqual([FAIL, DOUBLE, PASS]); // the Handling Test: ii is a Structural Test
    expect(orders).toContainEqual([DOUBLE, FAIL, PASS]); // putting a fire out: ii explodes
    const atLeast = (a: CompiledAlea, die: number, order: readonly number[], t: number) =>
      order.slice(t).reduce((sum, i) => sum + iconDistribution(a, die)[i], 0);
    const worse = (a: CompiledAlea) => {
      const out: string[] = [];
      for (let d = 0; d < a.testTop; d++)
        for (const { name, order } of TEST_READINGS)
          for (let t = 1; t < 3; t++)
            if (atLeast(a, d + 1, order, t) + 1e-9 < atLeast(a, d, order, t))
              out.push(`${a.names[d + 1]} vs ${a.names[d]}: ${name}`);
      for (let d = 0; d + 1 < a.count; d++)
        for (let t = 1; t < 5; t++) {
          const up = resultDistribution(a, d + 1).slice(t);
          const down = resultDistribution(a, d).slice(t);
          const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
          if (sum(up) + 1e-9 < sum(down)) out.push(`${a.names[d + 1]} vs ${a.names[d]}: result`);
        }
      return out;
    };
    expect(worse(ALEA)).toEqual([]);
    expect(monotonicityProblems(ALEA)).toEqual([]);
    // The earlier yellow (fail 1, i 3, ii 2) made a Handling Test (and a fire put out) worse than pink's: both checks catch it.
    const old = structuredClone(DEFAULT_ALEA);
    const y = old.dice.findIndex((d) => d.colour === "yellow");
    old.dice[y].faces = old.dice[y].faces.map((x, k) => ({
      result: x.result,
      icon: (["fail", "i", "i", "i", "ii", "ii"] as const)[k],
    }));
    expect(worse(compileAlea(old))).toContain(
      "yellow vs pink: a Handling Test (ii: a Structural Test)",
    );
    expect(monotonicityProblems(compileAlea(old)).join()).toMatch(/yellow.*Handling Test/);
  });

  it("a Handling Test never goes worse with skill, plane by plane", () => {
    // stall / control kept / Structural Test, out of 6, for recruit, expert and ace
    for (const plane of PLANES) {
      const base = colourIndex(ALEA, plane.handlingDie);
      const by = (["recruit", "expert", "ace"] as const).map((k) =>
        iconDistribution(ALEA, testDie(ALEA, base, DEFAULT_COMBAT_TABLES.skill[k])),
      );
      for (let k = 0; k + 1 < by.length; k++) {
        expect(by[k + 1][FAIL], plane.name).toBeLessThanOrEqual(by[k][FAIL] + 1e-9);
        expect(by[k + 1][DOUBLE], plane.name).toBeLessThanOrEqual(by[k][DOUBLE] + 1e-9);
      }
    }
  });

  it("clamp combat modifiers at white and black, test modifiers at white and yellow", () => {
    expect(combatDie(ALEA, ALEA.red, 5)).toBe(ALEA.black);
    expect(combatDie(ALEA, ALEA.grey, -3)).toBe(ALEA.white);
    expect(testDie(ALEA, ALEA.grey, 4)).toBe(ALEA.yellow);
    expect(testDie(ALEA, ALEA.white, -1)).toBe(ALEA.white);
  });

  it("roll through the engine's dice: the value is the face's position", () => {
    const dice = scriptedDice([1, 6, 4, 2]);
    expect(rollCombat(ALEA, dice, ALEA.red, "fire")).toBe(MISS);
    expect(rollCombat(ALEA, dice, ALEA.red, "fire")).toBe(DESTROYED);
    expect(rollCombat(ALEA, dice, ALEA.blue, "fire")).toBe(HIT2);
    expect(rollTest(ALEA, dice, ALEA.grey, "unjam")).toBe(0);
    expect(dice.rolls.map((r) => [r.sides, r.purpose, r.result])).toEqual([
      [6, "Red die, result: fire", "miss #1"],
      [6, "Red die, result: fire", "destroyed #6"],
      [6, "Blue die, result: fire", "2 #4"],
      [6, "Grey die, icon: unjam", "miss fail"],
    ]);
  });

  it("asked dice name the colour to throw, and a typed face maps back to the roll", () => {
    try {
      rollTest(ALEA, askedDice(), ALEA.yellow, "bombing");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(NeedRoll);
      const need = e as NeedRoll;
      expect(dieOfPurpose(ALEA, need.purpose)).toBe(ALEA.yellow);
      expect(need.purpose).toBe("Yellow die, icon: bombing");
      const value = parseFace(ALEA, "yellow", "3 ii", "test");
      expect(rollTest(ALEA, askedDice([value]), ALEA.yellow, "bombing")).toBe(2);
      // read straight from what the rules asked: the icon alone is enough
      expect(readTypedRoll(ALEA, need.sides, need.purpose, "ii")).toBe(6);
    }
    expect(aleaPurpose(ALEA, ALEA.black, "x")).toBe("Black die, face: x");
  });
});

describe("typing in a physical Alea die", () => {
  it("answers any roll the rules ask for: Alea faces by the part that counts, other dice by number", () => {
    expect(readTypedRoll(ALEA, 6, "Red die, result: fire", "destroyed")).toBe(6);
    expect(readTypedRoll(ALEA, 6, "Grey die, icon: clear a jammed gun", "i")).toBe(3);
    expect(
      readTypedRoll(ALEA, 6, "Blue die, number: turns until the leaking engine quits", "4"),
    ).toBe(4);
    expect(readTypedRoll(ALEA, 20, "hit location (d20)", "17")).toBe(17);
    // the colour may be said too, and must be the right one
    expect(readTypedRoll(ALEA, 6, "Red die, result: fire", "red die destroyed")).toBe(6);
    expect(() => readTypedRoll(ALEA, 6, "Red die, result: fire", "blue destroyed")).toThrow(
      /this roll is on the Red die, not the Blue one/,
    );
    expect(() => readTypedRoll(ALEA, 20, "hit location (d20)", "21")).toThrow(
      /a d20 shows 1 to 20; "21"/,
    );
    expect(() => readTypedRoll(ALEA, 6, "Green die, result: flak barrage", "destroyed")).toThrow(
      /the Green die has no face "destroyed"/,
    );
    const dice = scriptedDice([4]);
    expect(rollNumber(ALEA, dice, ALEA.blue, "d6")).toBe(4);
    expect(dice.rolls[0].purpose).toBe("Blue die, number: d6");
  });

  it("reads a face by its result, icon or number", () => {
    expect(parseFace(ALEA, "red", "destroyed", "combat")).toBe(6);
    expect(parseFace(ALEA, "Red", "#4", "face")).toBe(4);
    expect(parseFace(ALEA, "blue", "4", "number")).toBe(4);
    expect(parseFace(ALEA, "grey", "1 i", "face")).toBe(4);
    expect(parseFace(ALEA, "grey", "i", "test")).toBe(3);
    expect(parseFace(ALEA, "white", "miss", "combat")).toBe(1);
    expect(parseFace(ALEA, "black", "x", "combat")).toBe(5);
  });

  it("refuses a face the named die does not have, with its faces listed", () => {
    expect(() => parseFace(ALEA, "white", "destroyed", "combat")).toThrow(
      /the White die has no face "destroyed"; its faces are miss fail, miss i, 1 i, 2 ii/,
    );
    expect(() => parseFace(ALEA, "green", "ii", "test")).toThrow(/Green die has no face/);
    expect(() => parseFace(ALEA, "grey", "2 i", "face")).toThrow(RuleError);
    expect(() => parseFace(ALEA, "red", "#7", "face")).toThrow(/Red die has no face "#7"/);
    expect(() => parseFace(ALEA, "purple", "miss", "combat")).toThrow(/there is no purple die/);
    expect(() => parseFace(ALEA, "red", "boom", "combat")).toThrow(/"boom" is not a face/);
    expect(() => parseFace(ALEA, "red", "  ", "combat")).toThrow(/name the face/);
  });

  it("asks which face when the words leave the part in use open", () => {
    expect(() => parseFace(ALEA, "grey", "miss", "test")).toThrow(
      /say which \(miss fail, miss i\)/,
    );
    // the same words are enough when only the combat result matters
    expect(parseFace(ALEA, "grey", "miss", "combat")).toBe(1);
    expect(() => parseFace(ALEA, "red", "1", "face")).toThrow(/1 #2, 1 #3/);
  });
});

describe("a dice file that corrects the faces", () => {
  it("replaces the faces of a die and keeps the rest", () => {
    const set = withAleaOverride(DEFAULT_ALEA, {
      faces: {
        grey: [
          { result: "miss", icon: "fail" },
          { result: "1", icon: "i" },
          { result: "1", icon: "i" },
          { result: "1", icon: "i" },
          { result: "2", icon: "i" },
          { result: "2", icon: "ii" },
        ],
      },
    });
    const a = compileAlea(set);
    expect(iconDistribution(a, a.grey).map((x) => Math.round(x * 6))).toEqual([1, 4, 1]);
    expect(resultDistribution(a, a.red)).toEqual(resultDistribution(ALEA, ALEA.red));
    expect(rollTest(a, scriptedDice([2]), a.grey, "t")).toBe(PASS);
  });

  it("refuses a broken file with a clear message and leaves the default alone", () => {
    const before = JSON.stringify(DEFAULT_ALEA);
    expect(() => withAleaOverride(DEFAULT_ALEA, { faces: { grey: [{ result: "4" }] } })).toThrow(
      /dice file: faces › grey #1 › result: must be one of/,
    );
    expect(() =>
      withAleaOverride(DEFAULT_ALEA, {
        faces: { grey: [{ result: "miss" }, { result: "1", icon: "i" }] },
      }),
    ).toThrow(/Grey die's face 1 needs a test icon/);
    expect(() =>
      withAleaOverride(DEFAULT_ALEA, { faces: { mauve: [{ result: "miss" }, { result: "1" }] } }),
    ).toThrow(/no mauve die/);
    expect(() =>
      withAleaOverride(DEFAULT_ALEA, {
        ladder: ["white", "grey", "pink", "yellow", "green", "orange", "blue", "red", "black"],
      }),
    ).toThrow(/blue must be one step above red/);
    expect(() =>
      withAleaOverride(DEFAULT_ALEA, {
        faces: { red: DEFAULT_ALEA.dice[6].faces.map((x) => ({ ...x, number: 1 })) },
      }),
    ).toThrow(/repeats the number 1/);
    expect(() => withAleaOverride(DEFAULT_ALEA, { colours: [] })).toThrow(/dice file/);
    expect(JSON.stringify(DEFAULT_ALEA)).toBe(before);
  });
});
