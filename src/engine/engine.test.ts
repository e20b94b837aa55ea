import { describe, expect, it } from "vitest";
import { maltaConvoy, SEAT } from "../games/malta-convoy/rules.js";
import { askedDice, SeededDice, scriptedDice } from "./dice.js";
import { NeedRoll, RuleError } from "./errors.js";
import { parseLogFile, toLogFile } from "./logfile.js";
import { createMatch, play, recordOf, replay, undo } from "./match.js";
import { faceOf, nextUint32, seedRng } from "./rng.js";
import { readTable, rollOn, type Table } from "./tables.js";

describe("dice", () => {
  it("seeded dice repeat from the same state and stay in range", () => {
    const a = new SeededDice(seedRng(1));
    const b = new SeededDice(seedRng(1));
    for (let i = 0; i < 500; i++) {
      const v = a.roll(6, "x");
      expect(v).toBe(b.roll(6, "x"));
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
    }
    expect(a.state).toEqual(b.state);
  });
  it("seeded faces are uniform (chi-square, 60,000 d6)", () => {
    const s = seedRng(77);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[faceOf(nextUint32(s), 6) - 1]++;
    const chi = counts.reduce((sum, n) => sum + (n - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 with 5 degrees of freedom
  });
  it("records every roll with its purpose and the note of its result", () => {
    const d = scriptedDice([4]);
    d.roll(6, "contact");
    d.note("4 → Reconnaissance Plane");
    expect(d.rolls).toEqual([
      { sides: 6, purpose: "contact", value: 4, result: "4 → Reconnaissance Plane" },
    ]);
  });
  it("refuses a value the die does not have", () => {
    expect(() => scriptedDice([7]).roll(6, "x")).toThrow(RuleError);
    expect(() => scriptedDice([0]).roll(6, "x")).toThrow(/1 to 6; 0 is not/);
    expect(() => scriptedDice([2.5]).roll(6, "x")).toThrow(RuleError);
  });
  it("asked dice throw NeedRoll naming the die and the purpose; scripted dice a plain error", () => {
    const asked = askedDice([3]);
    asked.roll(6, "first");
    try {
      asked.roll(3, "second");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(NeedRoll);
      expect(e).toMatchObject({ sides: 3, purpose: "second", index: 1 });
    }
    expect(() => scriptedDice([]).roll(6, "x")).toThrow(/ran out/);
  });
  it("draws a card index from a deck as a roll", () => {
    const d = scriptedDice([5]);
    expect(d.draw(20, "damage card")).toBe(4);
    expect(d.rolls[0]).toMatchObject({ sides: 20, purpose: "damage card" });
  });
});

describe("tables", () => {
  const table: Table<string> = {
    name: "T",
    sides: 6,
    clamp: [1, 8],
    label: (r) => r,
    rows: [
      { min: 1, max: 3, result: "low" },
      { min: 4, max: 6, result: "mid" },
      { min: 7, max: 8, result: "high" },
    ],
  };
  it("adds modifiers and clamps before reading", () => {
    expect(readTable(table, 1, [{ label: "m", value: -3 }])).toEqual({
      roll: 1,
      total: 1,
      result: "low",
    });
    expect(readTable(table, 6, [{ label: "m", value: 5 }]).result).toBe("high");
    expect(readTable(table, 3, [{ label: "m", value: 1 }]).result).toBe("mid");
  });
  it("notes the modifiers, the clamp and the row in the log", () => {
    const d = scriptedDice([6]);
    rollOn(d, table, "test", [{ label: "bonus", value: 3 }]);
    expect(d.rolls[0].result).toBe("6 +3 bonus = 9 (read as 8) → high");
  });
});

describe("matches", () => {
  const seeded = () => createMatch(maltaConvoy, {}, { mode: "seeded", seed: 12 });
  it("never changes the match it was given", () => {
    const m = seeded();
    const before = JSON.stringify(m);
    play(maltaConvoy, m, SEAT, { type: "turn", option: "decoy" });
    expect(JSON.stringify(m)).toBe(before);
  });
  it("refuses given dice values in a seeded game, and unused ones in a manual game", () => {
    expect(() => play(maltaConvoy, seeded(), SEAT, { type: "turn", option: null }, [3])).toThrow(
      /rolls its own dice/,
    );
    const manual = createMatch(maltaConvoy, {}, { mode: "manual" }, [1, 1, 1, 1, 1, 1, 1, 1, 6]);
    expect(() => play(maltaConvoy, manual, SEAT, { type: "turn", option: null }, [4])).toThrow(
      /only 0 were needed/,
    );
  });
  it("refuses a log of another system or version", () => {
    const r = recordOf(seeded());
    expect(() => replay(maltaConvoy, { ...r, system: "hawks-over-malta" })).toThrow(
      /for hawks-over-malta/,
    );
    expect(() => replay(maltaConvoy, { ...r, version: 99 })).toThrow(/version 99/);
  });
  it("refuses a move after the end", () => {
    let m = seeded();
    while (!maltaConvoy.outcome(m.state))
      m = play(maltaConvoy, m, SEAT, { type: "turn", option: null });
    expect(() => play(maltaConvoy, m, SEAT, { type: "turn", option: null })).toThrow(/over/);
  });
  it("has nothing to undo at the start", () => {
    expect(() => undo(maltaConvoy, seeded())).toThrow(/nothing/);
  });
  it("saves and loads a log file", () => {
    const m = play(maltaConvoy, seeded(), SEAT, { type: "turn", option: "split" });
    const loaded = parseLogFile(JSON.stringify(toLogFile(m)), () => maltaConvoy);
    expect(loaded.state).toEqual(m.state);
    expect(() => parseLogFile(JSON.stringify(toLogFile(m)), () => undefined)).toThrow(
      /unknown system/,
    );
    const bad = { ...toLogFile(m), entries: [{ seat: SEAT, action: { type: "fly" }, rolls: [] }] };
    expect(() => parseLogFile(JSON.stringify(bad), () => maltaConvoy)).toThrow(/does not replay/);
  });
});
