/** Behind enemy lines and in no-man's land: the capture check against each mission number; league games; fleeing; rescues. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { Typed } from "./cards.js";
import { DECKS } from "./decks.js";
import { captureCheck } from "./health.js";
import { MISSIONS } from "./missions.js";
import type { CampaignState } from "./state.js";
import { club, logged, openDuel, pilotOf } from "./test-helpers.js";

/** Three deck A cards summing to n (n ≤ 13). */
function cardsFor(n: number): string[] {
  const out: string[] = [];
  let left = n;
  for (const max of [5, 4, 4]) {
    const v = Math.min(max, left);
    out.push(String(v));
    left -= v;
  }
  return out;
}

const check = (level: number, cards: string[]) => {
  const typed = new Typed(cards);
  const c = captureCheck(DECKS, level, scriptedDice([]), typed, "him");
  typed.finish();
  return c;
};

describe("the capture check", () => {
  const levels = [...new Set(MISSIONS.map((m) => m.level))];
  for (const level of levels) {
    it(`Mission ${level}: a sum of ${level} gets him home, ${level - 1} has him captured`, () => {
      expect(check(level, cardsFor(level))).toMatchObject({ captured: false, sum: level });
      if (level > 1) expect(check(level, cardsFor(level - 1))).toMatchObject({ captured: true });
    });
  }

  it("the explosion card means capture, however high the rest", () => {
    expect(check(1, ["5", "explosion"])).toMatchObject({ captured: true });
  });
});

/** A campaign standing at mission `level`. */
function at(level: number): CampaignState {
  const s = club();
  s.level = level;
  s.mission = MISSIONS.find((m) => m.level === level)?.id ?? null;
  s.attacker = "allies";
  s.runs = [{ mission: s.mission as string, level, attacker: "allies", sorties: [] }];
  return s;
}

describe("capture in the campaign", () => {
  it("down behind enemy lines in Mission 3 with 2 on the cards: a prisoner, out of the war", () => {
    let s = openDuel(at(3));
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: false, place: "enemy" } }, [
      "1",
      "1",
      "1",
      "0",
    ]);
    expect(pilotOf(s, "K1")).toMatchObject({ status: "captured", health: 24 });
    expect(() => openDuel(s)).toThrow(/prisoner of war/);
  });

  it("down in no-man's land in Mission 3 with 3: evades and earns the evasion points", () => {
    let s = openDuel(at(3));
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: false, place: "no-mans-land" } }, [
      "1",
      "1",
      "1",
      "1",
    ]);
    expect(pilotOf(s, "K1")).toMatchObject({ status: "active", points: 1 + 2 });
  });

  it("down over his own lines: no check", () => {
    let s = openDuel(at(8));
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: false, place: "own" } }, ["1"]);
    expect(pilotOf(s, "K1").status).toBe("active");
  });

  it("fleeing from over enemy ground is checked as if shot down", () => {
    let s = openDuel(at(5));
    s = logged(s, "K1", { fled: "enemy" }, ["1", "1", "1"]);
    expect(pilotOf(s, "K1").status).toBe("captured");
  });

  it("league games never capture", () => {
    let s = openDuel(at(8), "league");
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: false, place: "enemy" } }, ["1"]);
    expect(pilotOf(s, "K1").status).toBe("active");
  });

  it("a pilot carried home in a daring rescue is not checked; his rescuer earns the rescue points", () => {
    let s = openDuel(at(7));
    s = logged(
      s,
      "K2",
      { shotDown: { deck: "B", explosion: false, place: "enemy" }, rescuedBy: "K1" },
      ["2"],
    );
    s = logged(s, "K1", { rescued: ["K2"] });
    expect(pilotOf(s, "K2")).toMatchObject({ status: "active", health: 23 });
    expect(pilotOf(s, "K1").points).toBe(1 + 5);
  });

  it("a passenger whose rescuer comes down behind enemy lines is checked where the rescuer fell", () => {
    let s = openDuel(at(7));
    s = logged(
      s,
      "K2",
      {
        shotDown: { deck: "B", explosion: false, place: "own" },
        rescuedBy: "K1",
        carrierDown: { deck: "B", explosion: false, place: "enemy" },
      },
      ["1", "1", "3", "2", "2"],
    );
    expect(pilotOf(s, "K2")).toMatchObject({ status: "active", health: 25 - 1 - 3 });
  });
});
