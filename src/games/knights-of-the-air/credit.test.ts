/** Credit for kills in every case the text names. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/errors.js";
import { lineOf } from "./actions.js";
import { creditFor, damageOrder } from "./credit.js";
import type { KillClaim } from "./state.js";
import { act, club, logged, openDuel, pilotOf } from "./test-helpers.js";

const noQuick = () => false;
const shot = (shots: KillClaim["shots"], before = 8, total = 11): KillClaim => ({
  victim: "V",
  how: "shot",
  shots,
  damageBefore: before,
  toDestroy: total,
});

describe("the damage order", () => {
  it("one on one: the only shooter gets the kill", () => {
    expect(creditFor(shot([{ by: "A", distance: 2, damage: 3 }]), "A", noQuick).by).toBe("A");
  });

  it("several planes: the nearest deals all its cards first", () => {
    const c = shot([
      { by: "far", distance: 3, damage: 4 },
      { by: "near", distance: 1, damage: 2 },
    ]);
    // 8 + 2 (near) = 10, then far's 4 brings it to 14: the far plane's kill.
    expect(creditFor(c, "far", noQuick).by).toBe("far");
    const d = shot([
      { by: "far", distance: 3, damage: 4 },
      { by: "near", distance: 1, damage: 3 },
    ]);
    expect(creditFor(d, "near", noQuick).by).toBe("near");
  });

  it("balloons and ground targets deal their damage before any plane", () => {
    const c = shot([
      { by: "A", distance: 0.5, damage: 3 },
      { by: "balloon", distance: 5, damage: 2 },
    ]);
    expect(damageOrder(c.shots ?? [], noQuick).map((x) => x.by)).toEqual(["balloon", "A"]);
    expect(creditFor(c, "A", noQuick).by).toBe("A");
  });

  it("the anti-aircraft gun that deals the last damage leaves no pilot credited", () => {
    const c = shot([
      { by: "A", distance: 1, damage: 3 },
      { by: "ground", distance: 2, damage: 3 },
    ]);
    expect(creditFor(c, "A", noQuick)).toMatchObject({ by: null, kind: "none" });
  });

  it("aces with Quick Shot fire before everyone else", () => {
    const c = shot([
      { by: "near", distance: 1, damage: 3 },
      { by: "ace", distance: 4, damage: 3 },
    ]);
    expect(creditFor(c, "ace", (by) => by === "ace").by).toBe("ace");
    expect(creditFor(c, "near", noQuick).by).toBe("near");
  });

  it("damage that does not bring the plane down is refused", () => {
    expect(() => creditFor(shot([{ by: "A", distance: 1, damage: 1 }]), "A", noQuick)).toThrow(
      RuleError,
    );
  });
});

describe("kills not by shooting", () => {
  it("fire or structural damage in the last full turn: no one is credited", () => {
    expect(
      creditFor({ victim: "V", how: "fire", lastFullTurn: true, setBy: "A" }, "A", noQuick).by,
    ).toBeNull();
    expect(
      creditFor({ victim: "V", how: "structure", lastFullTurn: true, setBy: "A" }, "A", noQuick).by,
    ).toBeNull();
  });

  it("fire set earlier: the pilot who set it alight (ruling K6)", () => {
    expect(
      creditFor({ victim: "V", how: "fire", lastFullTurn: false, setBy: "A" }, "A", noQuick),
    ).toMatchObject({
      by: "A",
      kind: "kill",
    });
  });

  it("chased off the table: credit only for a pilot who fired at it in the last two turns", () => {
    expect(
      creditFor({ victim: "V", how: "chased", shotLastTwoTurns: true }, "A", noQuick),
    ).toMatchObject({
      by: "A",
      kind: "chase",
    });
    expect(
      creditFor({ victim: "V", how: "chased", shotLastTwoTurns: false }, "A", noQuick).by,
    ).toBeNull();
  });
});

describe("kills in log lines", () => {
  it("a claim the damage order gives to someone else is refused, naming who gets it", () => {
    const s = openDuel(club());
    const report = lineOf({
      kills: [
        {
          victim: "K3",
          how: "shot",
          shots: [
            { by: "K1", distance: 1, damage: 5 },
            { by: "K2", distance: 2, damage: 5 },
          ],
          damageBefore: 5,
          toDestroy: 9,
        },
      ],
    });
    expect(() => act(s, "p2", { type: "log", sortie: 1, pilot: "K2", report })).toThrow(
      /Albert Ball's kill/,
    );
  });

  it("a Quick Shot ace's claim counts from his abilities", () => {
    let s = openDuel(club());
    pilotOf(s, "K2").abilities = ["quick-shot"];
    const kill = {
      victim: "K3",
      how: "shot" as const,
      shots: [
        { by: "K1", distance: 1, damage: 5 },
        { by: "K2", distance: 2, damage: 5 },
      ],
      damageBefore: 5,
      toDestroy: 9,
    };
    s = logged(s, "K2", { kills: [kill] });
    expect(pilotOf(s, "K2")).toMatchObject({ kills: 1, points: 1 + 5 });
  });

  it("one on one, damage is dealt at the same time: two planes may shoot each other down", () => {
    let s = openDuel(club());
    s = logged(
      s,
      "K1",
      { kills: [cleanKillOf("K3", "K1")], shotDown: { deck: "B", explosion: false, place: "own" } },
      ["1"],
    );
    s = logged(
      s,
      "K3",
      { kills: [cleanKillOf("K1", "K3")], shotDown: { deck: "A", explosion: false, place: "own" } },
      ["1"],
    );
    expect(pilotOf(s, "K1").kills).toBe(1);
    expect(pilotOf(s, "K3").kills).toBe(1);
  });

  it("a chase earns the chase points, not a kill", () => {
    let s = openDuel(club());
    s = logged(s, "K1", { kills: [{ victim: "K3", how: "chased", shotLastTwoTurns: true }] });
    expect(pilotOf(s, "K1")).toMatchObject({ kills: 0, points: 1 + 2 });
  });
});

describe("claims across the lines of one sortie", () => {
  it("a plane is claimed once, and no more balloons are destroyed in all than the enemy had", () => {
    let s = act(club(), "wc-club", {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", plane: "nieuport-17" },
        { pilot: "K2", plane: "nieuport-11" },
        { pilot: "K3", plane: "albatros-d2" },
      ],
      // The Central Powers have one balloon.
      cards: ["0", "2 engine", "0", "0"],
    });
    s = act(s, "p1", {
      type: "log",
      sortie: 1,
      pilot: "K1",
      report: lineOf({ kills: [cleanKillOf("K3", "K1")], balloons: 1 }),
    });
    expect(() =>
      act(s, "p2", {
        type: "log",
        sortie: 1,
        pilot: "K2",
        report: lineOf({ kills: [cleanKillOf("K3", "K2")] }),
      }),
    ).toThrow(/claimed in another line/);
    expect(() =>
      act(s, "p2", { type: "log", sortie: 1, pilot: "K2", report: lineOf({ balloons: 1 }) }),
    ).toThrow(/had 1 balloon in sortie 1; the lines claim 2/);
    // Once K1's line is refused, K2 may claim them.
    s = act(s, "wc-club", {
      type: "verify",
      line: 1,
      verdict: "refuse",
      reason: "it was Nungesser",
    });
    s = act(s, "p2", {
      type: "log",
      sortie: 1,
      pilot: "K2",
      report: lineOf({ kills: [cleanKillOf("K3", "K2")], balloons: 1 }),
    });
    expect(s.lines[1].status).toBe("pending");
  });
});

const cleanKillOf = (victim: string, by: string) => ({
  victim,
  how: "shot" as const,
  shots: [{ by, distance: 1, damage: 3 }],
  damageBefore: 10,
  toDestroy: 11,
});
