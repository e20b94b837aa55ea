import { describe, expect, it } from "vitest";
import { maltaConvoy, SEAT } from "../games/malta-convoy/rules.js";
import { askedDice, SeededDice, scriptedDice } from "./dice.js";
import { NeedRoll, RuleError } from "./errors.js";
import { parseLogFile, toLogFile } from "./logfile.js";
import { createMatch, play, recordOf, replay, stateAfter, undo } from "./match.js";
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

describe("replay", () => {
  const seeded = () => createMatch(maltaConvoy, {}, { mode: "seeded", seed: 12 });
  const turns = (options: (string | null)[]) => {
    let m = seeded();
    for (const option of options) m = play(maltaConvoy, m, SEAT, { type: "turn", option } as never);
    return m;
  };

  it("says which entry failed, whose it was, what it was and why", () => {
    const record = recordOf(turns([null, "decoy", null]));
    record.entries[2] = { seat: SEAT, action: { type: "turn", option: "decoy" }, rolls: [] };
    expect(() => replay(maltaConvoy, record)).toThrow(
      "entry 3 (seat player, 'Take Decoy, play the turn'): ",
    );
    const noSeat = recordOf(turns([null]));
    noSeat.entries[0] = { ...noSeat.entries[0], seat: "axis" };
    expect(() => replay(maltaConvoy, noSeat)).toThrow(
      /^entry 1 \(seat axis, 'Play the turn'\): there is no seat "axis"$/,
    );
  });

  it("names the roll that differs from the log", () => {
    const m = turns([null, null, null, null, null, null, null, null]);
    const record = structuredClone(recordOf(m));
    const i = m.entries.findIndex((e) => e.rolls.length > 0);
    const r = record.entries[i] as { rolls: { value: number }[] };
    r.rolls[0].value = (r.rolls[0].value % 6) + 1;
    expect(() => replay(maltaConvoy, record)).toThrow(
      new RegExp(
        `^entry ${i + 1} \\(seat player, 'Play the turn'\\): the log's dice do not match: roll 1 \\(`,
      ),
    );
  });

  it("asks a manual log for a roll it lacks by entry", () => {
    const m = createMatch(maltaConvoy, {}, { mode: "manual" }, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const record = recordOf(play(maltaConvoy, m, SEAT, { type: "turn", option: "decoy" }, [2]));
    (record.entries[0] as { rolls: unknown[] }).rolls = [];
    expect(() => replay(maltaConvoy, record)).toThrow(
      "entry 1 (seat player, 'Take Decoy, play the turn'): the log holds 0 rolls for this step, which needs another (a d6: Decoy: how many turns)",
    );
  });

  it("plays a step taken back again, so the dice after it are as they fell", () => {
    const manual = createMatch(maltaConvoy, {}, { mode: "manual" }, [1, 1, 1, 1, 1, 1, 1, 1, 6]);
    let m = play(maltaConvoy, manual, SEAT, { type: "turn", option: "decoy" }, [2]);
    m = undo(maltaConvoy, m, SEAT);
    m = play(maltaConvoy, m, SEAT, { type: "turn", option: null });
    const again = replay(maltaConvoy, JSON.parse(JSON.stringify(recordOf(m))));
    expect(again.log.map((e) => ("undo" in e ? "undo" : "step"))).toEqual(["step", "undo", "step"]);
    expect(again.state).toEqual(m.state);
  });

  it("rebuilds a state from a checkpoint with the recorded rolls", () => {
    const m = turns([null, "split", null, null, null, null, null]);
    const five = turns([null, "split", null, null, null]);
    const at3 = turns([null, "split", null]);
    expect(stateAfter(maltaConvoy, m, m.entries, 5)).toEqual(five.state);
    expect(stateAfter(maltaConvoy, m, m.entries, 5, { standing: 3, state: at3.state })).toEqual(
      five.state,
    );
  });
});

describe("limits", () => {
  it("refuses a step past the entries a game may hold, in play and in a log", () => {
    const small = { ...maltaConvoy, limits: { entries: 2 } };
    let m = createMatch(small, {}, { mode: "seeded", seed: 1 });
    m = play(small, m, SEAT, { type: "turn", option: null });
    m = play(small, m, SEAT, { type: "turn", option: null });
    expect(() => play(small, m, SEAT, { type: "turn", option: null })).toThrow(
      "this game has reached the limit of 2 entries for a game of Malta Convoy",
    );
    const record = recordOf(m);
    record.entries.push(record.entries[0]);
    expect(() => replay(small, record)).toThrow(
      "this log holds 3 entries; a game of Malta Convoy holds at most 2",
    );
  });

  it("refuses a state a system bounds, with the system's sentence", () => {
    const bounded = {
      ...maltaConvoy,
      limits: { within: (s: { turn: number }) => (s.turn > 1 ? "one turn only" : null) },
    };
    const m = play(bounded, createMatch(bounded, {}, { mode: "seeded", seed: 1 }), SEAT, {
      type: "turn",
      option: null,
    });
    expect(() => play(bounded, m, SEAT, { type: "turn", option: null })).toThrow("one turn only");
  });

  it("refuses a log file larger than the system allows", () => {
    const m = createMatch(maltaConvoy, {}, { mode: "seeded", seed: 1 });
    const big = { ...toLogFile(m), padding: "é".repeat(140 * 1024) };
    expect(() => parseLogFile(JSON.stringify(big), () => maltaConvoy)).toThrow(
      /this log is 281 KB; a log of Malta Convoy may be at most 256 KB/,
    );
  });
});
