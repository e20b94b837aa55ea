/** Pilots: Pilot Points, aces and their abilities, medals per service, the Time Line and the leading aces. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/errors.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import {
  act,
  cleanKill,
  club,
  DUEL,
  downed,
  flySortie,
  logged,
  openDuel,
  pilotOf,
  WC,
} from "./test-helpers.js";

describe("Pilot Points (Table 1)", () => {
  it("adds up every achievement of a verified line", () => {
    let s = act(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", observer: "K5", plane: "fe2b", bombs: { threes: 1, singles: 0 } },
        { pilot: "K3", plane: "albatros-d2" },
      ],
      // Central Powers: two balloons (explosion), one ground target (an icon).
      cards: ["0", "explosion", "0", "2 engine"],
    });
    // The Allies came within long range of it: it is turned face up (ruling K25).
    s = act(s, WC, { type: "reveal", sortie: 1, side: "central", index: 0, target: "depot" });
    s = logged(s, "K1", {
      kills: [cleanKill("K3", "K1")],
      balloons: 2,
      groundTargets: 1,
      bombDamage: 5,
      illegal: 1,
    });
    // sortie 1 + kill 5 + balloons 2×4 + target 3 + bombs ⌊5/2⌋×1 − illegal 1
    expect(pilotOf(s, "K1").points).toBe(1 + 5 + 8 + 3 + 2 - 1);
    s = logged(s, "K5", { observed: 1 });
    expect(pilotOf(s, "K5").points).toBe(1 + 3);
  });

  it("a line counts only once verified; a refused line counts nothing and may be entered again", () => {
    let s = openDuel(club());
    s = act(s, "p1", { type: "log", sortie: 1, pilot: "K1", report: lineOfKill() });
    expect(pilotOf(s, "K1").points).toBe(0);
    expect(() => act(s, WC, { type: "verify", line: 1, verdict: "refuse" })).toThrow(/reason/);
    s = act(s, WC, { type: "verify", line: 1, verdict: "refuse", reason: "Boelcke got home" });
    expect(s.lines[0]).toMatchObject({ status: "refused", reason: "Boelcke got home" });
    expect(
      knightsOfTheAir.describe({
        type: "verify",
        line: 1,
        verdict: "refuse",
        reason: "Boelcke got home",
      }),
    ).toBe("Refuses log line 1: Boelcke got home");
    expect(pilotOf(s, "K1").points).toBe(0);
    s = act(s, "p1", { type: "log", sortie: 1, pilot: "K1", report: lineOfKill() });
    s = act(s, WC, {
      type: "verify",
      line: 2,
      verdict: "correct",
      report: lineOfKill(false),
      reason: "a chase, not a kill",
    });
    expect(s.lines[1]).toMatchObject({ status: "corrected", reason: "a chase, not a kill" });
    expect(pilotOf(s, "K1")).toMatchObject({ kills: 0, points: 3 });
  });

  it("observations are lost with the plane that carried them", () => {
    let s = act(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", observer: "K5", plane: "fe2b" },
        { pilot: "K3", plane: "albatros-d2" },
      ],
      cards: ["0", "0", "0", "2 engine"],
    });
    s = act(s, WC, { type: "reveal", sortie: 1, side: "central", index: 0, target: "depot" });
    s = logged(s, "K5", { observed: 1, shotDown: { deck: "B", explosion: false, place: "own" } }, [
      "0",
    ]);
    expect(pilotOf(s, "K5").points).toBe(1);
  });
});

function lineOfKill(kill = true) {
  return {
    kills: [
      kill
        ? cleanKill("K3", "K1")
        : { victim: "K3", how: "chased" as const, shotLastTwoTurns: true },
    ],
    balloons: 0,
    groundTargets: 0,
    observed: 0,
    bombDamage: 0,
    illegal: 0,
    fled: null,
    shotDown: null,
    incapacitated: null,
    rescuedBy: null,
    carrierDown: null,
    rescued: [],
  };
}

function withKills(s: CampaignState, id: string, kills: number): CampaignState {
  const p = s.pilots.find((x) => x.id === id);
  if (p) p.kills = kills;
  return s;
}

describe("aces", () => {
  it("the fifth kill makes an ace who chooses an ability; the tenth another", () => {
    let s = withKills(openDuel(club()), "K1", 4);
    s = logged(s, "K1", { kills: [cleanKill("K3", "K1")] });
    expect(pilotOf(s, "K1").owed).toBe(1);
    const v = knightsOfTheAir.view(s, "p1");
    expect(v.actions.filter((a) => a.type === "ability")).toHaveLength(11);
    expect(knightsOfTheAir.view(s, "p2").actions.filter((a) => a.type === "ability")).toHaveLength(
      0,
    );
    expect(() => act(s, "p2", { type: "ability", pilot: "K1", ability: "daredevil" })).toThrow(
      /not your airman/,
    );
    s = act(s, "p1", { type: "ability", pilot: "K1", ability: "quick-shot" });
    expect(pilotOf(s, "K1")).toMatchObject({ owed: 0, abilities: ["quick-shot"] });
    expect(() => act(s, "p1", { type: "ability", pilot: "K1", ability: "daredevil" })).toThrow(
      /no ace ability/,
    );
    const down = downed("A");
    s = logged(logged(logged(s, "K2"), "K3", down.line, down.cards), "K4");
    s = act(s, WC, { type: "close-sortie", sortie: 1 });
    s = withKills(openDuel(s), "K1", 9);
    s = logged(s, "K1", { kills: [cleanKill("K4", "K1")] });
    expect(pilotOf(s, "K1").owed).toBe(1);
    expect(() => act(s, "p1", { type: "ability", pilot: "K1", ability: "quick-shot" })).toThrow(
      /already/,
    );
  });

  it("an observer chooses only from the second list", () => {
    let s = act(club(), WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", observer: "K5", plane: "fe2b" },
        { pilot: "K3", plane: "albatros-d2" },
      ],
      cards: ["0", "0", "0", "0"],
    });
    s = withKills(s, "K5", 4);
    s = logged(s, "K5", { kills: [cleanKill("K3", "K5")] });
    const options = knightsOfTheAir
      .view(s, "p1")
      .actions.flatMap((a) => (a.type === "ability" ? [a.ability] : []));
    expect(options).toHaveLength(6);
    expect(options).not.toContain("daredevil");
    expect(() => act(s, "p1", { type: "ability", pilot: "K5", ability: "evasive" })).toThrow(
      /pilots only/,
    );
  });
});

describe("medals (Table 2)", () => {
  it("each service has its own awards: a German's first kill brings the Ehrenbecher", () => {
    let s = openDuel(club());
    s = logged(s, "K3", { kills: [cleanKill("K1", "K3")] }, ["0"]);
    expect(pilotOf(s, "K3").medals.map((m) => m.medal)).toEqual(["ehrenbecher"]);
  });

  it("an award created during the war waits for its year (the DFC from 1918)", () => {
    let s = openDuel(club());
    pilotOf(s, "K1").points = 29;
    s = logged(s, "K1", {}, ["0"]);
    expect(pilotOf(s, "K1").medals.map((m) => m.medal)).toEqual(["mc"]);
    s.year = 1918;
    const down = downed("A");
    s = logged(logged(logged(s, "K2"), "K3", down.line, down.cards), "K4");
    s = act(s, WC, { type: "close-sortie", sortie: 1 });
    s = openDuel(s);
    s = logged(s, "K1", {}, ["0"]);
    expect(pilotOf(s, "K1").medals.map((m) => m.medal)).toEqual(["mc", "dfc"]);
  });
});

describe("the Time Line and the leading aces", () => {
  it("never falls back: 1917 stays after the attack is pushed back below Mission 3", () => {
    let s = club();
    s.level = 3;
    s.mission = "3";
    s.attacker = "allies";
    s.runs = [{ mission: "3", level: 3, attacker: "allies", sorties: [] }];
    for (let i = 0; i < 3; i++) s = flySortie(openDuel(s), {}, "central");
    expect(s.year).toBe(1917);
    expect(s.level).toBe(2);
    s = act(s, "p1", { type: "choose-mission", mission: "2a" });
    for (let i = 0; i < 3; i++) s = flySortie(openDuel(s), {}, "central");
    expect(s.level).toBe(1);
    expect(s.year).toBe(1917);
  });

  it("in Mission 3 the leading ace of each side may fly a 1917 plane; no one else may", () => {
    let s = club();
    s.level = 3;
    s.mission = "3";
    s.attacker = "allies";
    s.runs = [{ mission: "3", level: 3, attacker: "allies", sorties: [] }];
    s = withKills(withKills(s, "K1", 5), "K2", 2);
    expect(knightsOfTheAir.view(s, null).leadingAces).toEqual({ allies: "K1", central: null });
    const crews = (pilot: string) => [
      { pilot, plane: "camel" },
      { pilot: pilot === "K1" ? "K2" : "K1", plane: "pup" },
      DUEL[2],
    ];
    const t = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: crews("K1"),
      cards: ["0", "0", "0", "0"],
    });
    expect(t.sorties[0].crews[0]).toMatchObject({ plane: "camel", upgrade: true });
    expect(() => act(s, WC, { type: "open-sortie", kind: "campaign", crews: crews("K2") })).toThrow(
      /1917 plane; Charles Nungesser may fly 1916 planes now \(in Mission 3 only the Allies' leading ace, Albert Ball \(5 kills\), flies 1917 planes\)/,
    );
    // Not in league games, and not at other missions.
    expect(() => act(s, WC, { type: "open-sortie", kind: "league", crews: crews("K1") })).toThrow(
      RuleError,
    );
    s.level = 2;
    expect(() => act(s, WC, { type: "open-sortie", kind: "campaign", crews: crews("K1") })).toThrow(
      RuleError,
    );
  });

  it("in Mission 6 the leading ace may fly a 1918 plane", () => {
    let s = club();
    s.level = 6;
    s.mission = "6a";
    s.year = 1917;
    s.attacker = "central";
    s.runs = [{ mission: "6a", level: 6, attacker: "central", sorties: [] }];
    s = withKills(s, "K4", 6);
    s = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [DUEL[0], { pilot: "K4", plane: "fokker-d7" }],
      cards: ["0", "0", "0", "0"],
    });
    expect(s.sorties[0].crews[1].upgrade).toBe(true);
  });
});

describe("rulings on points, medals and leading aces", () => {
  it("ruling K17: points never fall below 0, and a medal once won is kept after a penalty", () => {
    let s = openDuel(club());
    pilotOf(s, "K1").points = 9;
    s = logged(s, "K1", {}, ["0"]);
    expect(pilotOf(s, "K1").medals).toHaveLength(1);
    const down = downed("A");
    s = logged(logged(logged(s, "K2"), "K3", down.line, down.cards), "K4");
    s = act(s, WC, { type: "close-sortie", sortie: 1 });
    s = openDuel(s);
    pilotOf(s, "K1").points = 1;
    s = logged(s, "K1", { illegal: 3, fled: "own" });
    expect(pilotOf(s, "K1")).toMatchObject({ points: 0, peak: 10 });
    expect(pilotOf(s, "K1").medals).toHaveLength(1);
  });

  it("ruling K22: no medal for an airman who left the war in that sortie", () => {
    let s = openDuel(club());
    pilotOf(s, "K1").points = 9;
    s = logged(s, "K1", { shotDown: { deck: "B", explosion: true, place: "own" } }, ["0"]);
    expect(pilotOf(s, "K1")).toMatchObject({ status: "killed", medals: [], left: 1 });
  });

  it("ruling K11: the leading ace is the side's ace with most kills, then most points, then the earliest registered; observers do not count", () => {
    const s = club();
    const lead = () => knightsOfTheAir.view(s, null).leadingAces;
    pilotOf(s, "K1").kills = 6;
    pilotOf(s, "K2").kills = 6;
    pilotOf(s, "K2").points = 20;
    pilotOf(s, "K5").kills = 9;
    expect(lead().allies).toBe("K2");
    // Kills come first: seven kills lead six, whatever the points.
    pilotOf(s, "K1").kills = 7;
    expect(lead().allies).toBe("K1");
    // Level on kills and points: the earlier registered.
    pilotOf(s, "K1").kills = 6;
    pilotOf(s, "K1").points = 20;
    expect(lead().allies).toBe("K1");
    // A prisoner leads nobody.
    pilotOf(s, "K1").status = "captured";
    expect(lead().allies).toBe("K2");
  });

  it("ruling K11: a side whose best pilot has fewer than five kills has no leading ace and no early upgrade", () => {
    let s = club();
    s.level = 3;
    s.mission = "3";
    s.attacker = "allies";
    s.runs = [{ mission: "3", level: 3, attacker: "allies", sorties: [] }];
    s = withKills(withKills(withKills(s, "K1", 5), "K3", 2), "K4", 4);
    expect(knightsOfTheAir.view(s, null).leadingAces).toEqual({ allies: "K1", central: null });
    const crews = (central: string) => [
      { pilot: "K1", plane: "camel" },
      { pilot: "K3", plane: central },
    ];
    expect(() =>
      act(s, WC, { type: "open-sortie", kind: "campaign", crews: crews("albatros-d3") }),
    ).toThrow(
      /Albatros D.III is a 1917 plane; Oswald Boelcke may fly 1916 planes now \(in Mission 3 only a side's leading ace flies 1917 planes, and the Central Powers have no ace \(5 kills\)\)/,
    );
    // The Allies' ace may take his early upgrade; the Central Powers fly 1916 planes.
    const t = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: crews("albatros-d2"),
      cards: ["0", "0", "0", "0"],
    });
    expect(t.sorties[0].crews.map((c) => !!c.upgrade)).toEqual([true, false]);
    // Boelcke's fifth kill makes him an ace and his side's leading ace.
    expect(knightsOfTheAir.view(withKills(t, "K3", 5), null).leadingAces.central).toBe("K3");
  });
});

describe("ruling K24: a Wing Commander enters the line of an absent player", () => {
  it("so that a sortie can always be closed; a player still enters only his own", () => {
    let s = openDuel(club());
    s = act(s, WC, { type: "log", sortie: 1, pilot: "K1", report: lineOfKill(false) });
    expect(s.lines[0]).toMatchObject({ pilot: "K1", status: "pending" });
    expect(() =>
      act(s, "p1", { type: "log", sortie: 1, pilot: "K4", report: lineOfKill(false) }),
    ).toThrow(/not your airman/);
  });
});

describe("renaming an airman", () => {
  it("his player may rename him; nobody else", () => {
    const s = act(club(), "p1", { type: "rename", pilot: "K1", name: "Mick Mannock" });
    expect(pilotOf(s, "K1").name).toBe("Mick Mannock");
    expect(() => act(s, "p2", { type: "rename", pilot: "K1", name: "X" })).toThrow(
      /not your airman/,
    );
    expect(() => knightsOfTheAir.parseAction({ type: "rename", pilot: "K1", name: " " })).toThrow(
      /not a Knights of the Air step/,
    );
  });
});
