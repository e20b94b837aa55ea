import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import {
  accomplished,
  BRIEFINGS,
  emptyTally,
  flakMarkers,
  MISSION_IDS,
  MISSION_TABLES,
  missionById,
  missionResults,
  missionWinner,
  rollMissions,
  shortfall,
  vpScored,
  withBriefings,
} from "./missions.js";

describe("the mission tables", () => {
  it("hold the text's d20 rows for 1916 and 1917", () => {
    expect(MISSION_TABLES[1916]).toHaveLength(20);
    expect(MISSION_TABLES[1917]).toHaveLength(20);
    expect([1, 2, 18, 19, 20].map((r) => MISSION_TABLES[1916][r - 1])).toEqual([
      "cap",
      "strategic-bombing",
      "strafing",
      "balloon-busting",
      "scramble",
    ]);
    expect([1, 5, 10, 16, 20].map((r) => MISSION_TABLES[1917][r - 1])).toEqual([
      "scramble",
      "cap",
      "cap",
      "cap",
      "scramble",
    ]);
  });

  it("every mission has a briefing marked reconstructed with a requirement", () => {
    for (const id of MISSION_IDS) {
      expect(BRIEFINGS[id].reconstructed).toBe(true);
      expect(BRIEFINGS[id].requirement.kind).toBeTruthy();
      if (BRIEFINGS[id].red) expect(MISSION_IDS).toContain(BRIEFINGS[id].counter);
    }
    expect(() => missionById("dawn-patrol")).toThrow(/no mission "dawn-patrol"/);
  });
});

describe("rolling missions", () => {
  it("each side rolls a d20 on its year's table", () => {
    const dice = scriptedDice([4, 9]);
    expect(rollMissions(1916, dice)).toEqual({ allies: "artillery", germans: "recon" });
    expect(dice.rolls.map((r) => r.result)).toEqual(["4 → Artillery Fire Direction", "9 → RECON"]);
  });

  it("a red mission sets the other side's mission to its counterpart", () => {
    expect(rollMissions(1916, scriptedDice([2]))).toEqual({
      allies: "strategic-bombing",
      germans: "scramble",
    });
    expect(rollMissions(1917, scriptedDice([6, 2]))).toEqual({
      allies: "cap",
      germans: "balloon-busting",
    });
  });
});

describe("accomplishing a mission", () => {
  it("each requirement, met and not met", () => {
    const t = emptyTally();
    expect(accomplished("strafing", t, false)).toBe(false);
    expect(accomplished("strafing", { ...t, groundDestroyed: 1 }, false)).toBe(true);
    expect(accomplished("balloon-busting", { ...t, groundDestroyed: 1 }, false)).toBe(false);
    expect(accomplished("balloon-busting", { ...t, balloonsDestroyed: 1 }, false)).toBe(true);
    expect(accomplished("strategic-bombing", { ...t, bombHits: 1 }, false)).toBe(false);
    expect(accomplished("strategic-bombing", { ...t, bombHits: 1, cameHome: true }, false)).toBe(
      true,
    );
    expect(accomplished("artillery", { ...t, observeTurns: 3 }, false)).toBe(false);
    expect(accomplished("artillery", { ...t, observeTurns: 3, cameHome: true }, false)).toBe(true);
    expect(accomplished("recon", { ...t, photographed: true, cameHome: true }, false)).toBe(true);
    const patrol = { ...t, crossedFront: true, turnsFlown: 12, planesAloftAtEnd: 1 };
    expect(accomplished("patrol", patrol, false)).toBe(true);
    expect(accomplished("patrol", { ...patrol, crossedFront: false }, false)).toBe(false);
    const held = { ...t, turnsFlown: 12, planesAloftAtEnd: 2 };
    expect(accomplished("cap", held, false)).toBe(true);
    expect(accomplished("cap", held, true)).toBe(false);
    // A fight that ended early because the enemy left it: the patrol and the guard held the sky.
    const early = { ...held, turnsFlown: 9 };
    expect(accomplished("cap", early, false)).toBe(false);
    expect(accomplished("cap", { ...early, enemyGone: true }, false)).toBe(true);
    expect(accomplished("cap", { ...early, enemyGone: true, planesAloftAtEnd: 0 }, false)).toBe(
      false,
    );
    expect(accomplished("patrol", { ...patrol, turnsFlown: 9 }, false)).toBe(false);
    expect(accomplished("patrol", { ...patrol, turnsFlown: 9, enemyGone: true }, false)).toBe(true);
    expect(accomplished("scramble", t, false)).toBe(true);
    expect(accomplished("scramble", t, true)).toBe(false);
    expect(accomplished("scramble", { ...t, enemyDowned: 1 }, true)).toBe(true);
  });

  it("says what a failed mission lacked, and nothing for one accomplished", () => {
    const t = emptyTally();
    expect(shortfall("strafing", t, false)).toBe("the ground target still stands");
    expect(shortfall("strafing", { ...t, groundDestroyed: 1 }, false)).toBeNull();
    expect(shortfall("artillery", { ...t, observeTurns: 2 }, false)).toBe(
      "a two-seater spent 2 of 3 turns low over the enemy side",
    );
    expect(shortfall("artillery", { ...t, observeTurns: 3 }, false)).toBe(
      "no plane that did the job came home",
    );
    expect(shortfall("patrol", t, false)).toBe("no plane crossed the front");
    const held = { ...t, turnsFlown: 12, planesAloftAtEnd: 1 };
    expect(shortfall("cap", held, true)).toBe("the enemy accomplished its mission");
    expect(shortfall("cap", { ...held, turnsFlown: 9 }, false)).toBe(
      "the fight ended before the 12 turns were held",
    );
  });

  it("a mission that denies is judged after the enemy's", () => {
    const raid = { ...emptyTally(), groundDestroyed: 1 };
    const guard = { ...emptyTally(), turnsFlown: 12, planesAloftAtEnd: 1 };
    expect(
      missionResults({ allies: "bombing", germans: "cap" }, { allies: raid, germans: guard }),
    ).toEqual({
      allies: true,
      germans: false,
    });
    expect(
      missionResults(
        { allies: "bombing", germans: "cap" },
        { allies: emptyTally(), germans: guard },
      ),
    ).toEqual({ allies: false, germans: true });
  });
});

describe("victory", () => {
  it("the only side to accomplish its mission wins; both or neither: VP decide; equal VP a draw", () => {
    expect(missionWinner({ allies: true, germans: false }, { allies: 0, germans: 9 })).toBe(
      "allies",
    );
    expect(missionWinner({ allies: true, germans: true }, { allies: 3, germans: 5 })).toBe(
      "germans",
    );
    expect(missionWinner({ allies: false, germans: false }, { allies: 4, germans: 2 })).toBe(
      "allies",
    );
    expect(missionWinner({ allies: true, germans: true }, { allies: 4, germans: 4 })).toBeNull();
  });

  it("VP for planes downed, forced to land or driven off the map", () => {
    expect(
      vpScored([
        { vp: 4, fate: "downed" },
        { vp: 3, fate: "landed" },
        { vp: 2, fate: "fled" },
      ]),
    ).toBe(9);
  });
});

describe("a briefings file", () => {
  it("corrects a reconstructed briefing", () => {
    const b = withBriefings(BRIEFINGS, {
      artillery: { requirement: { kind: "observe", turns: 5 } },
    });
    const t = { ...emptyTally(), observeTurns: 4, cameHome: true };
    expect(accomplished("artillery", t, false)).toBe(true);
    expect(accomplished("artillery", t, false, b)).toBe(false);
    expect(BRIEFINGS.artillery.requirement).toEqual({ kind: "observe", turns: 3 });
  });

  it("is refused when broken, naming the field", () => {
    expect(() => withBriefings(BRIEFINGS, { recon: { turns: 0 } })).toThrow(
      /briefings: recon › turns: must be at/,
    );
    expect(() => withBriefings(BRIEFINGS, { raid: {} })).toThrow(/briefings/);
    expect(() => withBriefings(BRIEFINGS, { recon: { requirement: { kind: "fly" } } })).toThrow(
      /briefings: recon › requirement/,
    );
    expect(() => withBriefings(BRIEFINGS, { patrol: { red: true } })).toThrow(/needs its counter/);
  });
});

describe("flak", () => {
  it("the side a mission flies against gets its barrage markers", () => {
    expect(flakMarkers({ allies: "strategic-bombing", germans: "scramble" })).toEqual({
      allies: 0,
      germans: 2,
    });
    expect(flakMarkers({ allies: "patrol", germans: "recon" })).toEqual({ allies: 1, germans: 0 });
    const b = withBriefings(BRIEFINGS, { patrol: { enemyFlak: 3 } });
    expect(flakMarkers({ allies: "patrol", germans: "recon" }, b)).toEqual({
      allies: 1,
      germans: 3,
    });
  });
});
