/** The mission tree: Mission 1, the attacker decided, advance, fall-back, the re-fight of Mission 1. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/errors.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState } from "./state.js";
import { act, cleanKill, club, flySortie, openDuel, WC } from "./test-helpers.js";

/** One sortie of the current mission in which `side`'s first pilot shoots down an enemy. */
function won(s: CampaignState, side: "allies" | "central", objectives = true): CampaignState {
  const t = openDuel(s);
  if (s.mission === "8") objectives = false;
  const [me, victim] = side === "allies" ? ["K1", "K3"] : ["K3", "K1"];
  return flySortie(
    t,
    { [me]: { line: { kills: [cleanKill(victim, me)] } } },
    objectives ? side : undefined,
  );
}

function mission1(s: CampaignState, side: "allies" | "central"): CampaignState {
  let t = s;
  for (let i = 0; i < 5; i++) t = won(t, side, false);
  return t;
}

describe("the mission tree", () => {
  it("starts at Mission 1 in 1916 with no attacker", () => {
    const s = club();
    expect(s.level).toBe(1);
    expect(s.mission).toBe("1");
    expect(s.year).toBe(1916);
    expect(s.attacker).toBeNull();
  });

  it("Mission 1 takes five sorties; the side with more Pilot Points attacks and picks a Mission 2", () => {
    let s = club();
    for (let i = 0; i < 4; i++) s = won(s, "central", false);
    expect(s.level).toBe(1);
    s = won(s, "central", false);
    expect(s.attacker).toBe("central");
    expect(s.level).toBe(2);
    expect(s.mission).toBeNull();
    const v = knightsOfTheAir.view(s, "p3");
    const choices = v.actions.flatMap((a) => (a.type === "choose-mission" ? [a.mission] : []));
    expect(choices).toEqual(["2a", "2b"]);
    // The defenders do not choose.
    expect(() => act(s, "p1", { type: "choose-mission", mission: "2a" })).toThrow(RuleError);
    s = act(s, "p3", { type: "choose-mission", mission: "2b" });
    expect(s.mission).toBe("2b");
    expect(s.runs[0].result?.winner).toBe("central");
    expect(s.runs[0].result?.points.central).toBeGreaterThan(s.runs[0].result?.points.allies ?? 0);
  });

  it("a sixth sortie of Mission 1 cannot be set up", () => {
    let s = club();
    for (let i = 0; i < 4; i++) s = won(s, "allies", false);
    s = openDuel(s);
    expect(() => openDuel(s)).toThrow(/all 5 sorties/);
  });

  it("Mission 1 drawn on points is flown again", () => {
    let s = club();
    for (let i = 0; i < 5; i++) s = flySortie(openDuel(s));
    expect(s.attacker).toBeNull();
    expect(s.level).toBe(1);
    expect(s.runs).toHaveLength(2);
    expect(s.runs[0].result?.winner).toBeNull();
  });

  it("advances on victory and falls back to the next lower mission on defeat", () => {
    let s = mission1(club(), "allies");
    s = act(s, "p1", { type: "choose-mission", mission: "2a" });
    for (let i = 0; i < 3; i++) s = won(s, "allies");
    expect(s.level).toBe(3);
    expect(s.mission).toBe("3");
    for (let i = 0; i < 3; i++) s = won(s, "central");
    expect(s.level).toBe(2);
    expect(s.mission).toBeNull();
    expect(s.attacker).toBe("allies");
  });

  it("defenders who push the attack back to Mission 1 and win the re-fight become the attackers", () => {
    let s = mission1(club(), "allies");
    s = act(s, WC, { type: "choose-mission", mission: "2b" });
    for (let i = 0; i < 3; i++) s = won(s, "central");
    expect(s.level).toBe(1);
    expect(s.attacker).toBe("allies");
    s = mission1(s, "central");
    expect(s.attacker).toBe("central");
    expect(s.level).toBe(2);
  });

  it("an objectives mission is won by most sorties won, then by points", () => {
    let s = mission1(club(), "allies");
    s = act(s, WC, { type: "choose-mission", mission: "2a" });
    s = won(s, "allies");
    s = won(s, "central");
    // A drawn sortie with no kills: 1–1 in sorties, points decide (equal kills, equal sorties flown).
    s = flySortie(openDuel(s), {}, "draw");
    expect(s.runs[1].result?.wins).toEqual({ allies: 1, central: 1 });
    expect(s.runs[1].result?.winner).toBeNull();
    expect(s.mission).toBe("2a");
    expect(s.runs).toHaveLength(3);
  });

  it("asks the Wing Commander for a sortie's winner on objective missions only", () => {
    let s = mission1(club(), "allies");
    s = act(s, WC, { type: "choose-mission", mission: "2a" });
    const t = openDuel(s);
    expect(() => flySortie(t)).toThrow(/objectives/);
    const u = openDuel(club());
    expect(() => flySortie(u, {}, "allies")).toThrow(/Pilot Points/);
  });

  it("the attackers who win Mission 8 win the war", () => {
    let s = mission1(club(), "allies");
    const picks: Record<number, string> = { 2: "2a", 4: "4b", 6: "6a", 7: "7b" };
    const years: Record<string, number> = {};
    while (!s.winner) {
      if (s.mission === null) s = act(s, "p1", { type: "choose-mission", mission: picks[s.level] });
      years[s.mission as string] = s.year;
      s = won(s, "allies");
    }
    // The Time Line: 1917 once Mission 3 is completed, 1918 once Mission 6 is.
    expect(years).toEqual({
      "2a": 1916,
      "3": 1916,
      "4b": 1917,
      "5": 1917,
      "6a": 1917,
      "7b": 1918,
      "8": 1918,
    });
    // Every fit airman had a year's end at each turn of the year.
    expect(
      s.pilots[0].log.filter((l) => l.mission.startsWith("end of")).map((l) => l.mission),
    ).toEqual(["end of 1916", "end of 1917"]);
    expect(s.winner).toBe("allies");
    expect(s.runs.map((r) => r.mission)).toEqual(["1", "2a", "3", "4b", "5", "6a", "7b", "8"]);
    expect(knightsOfTheAir.outcome(s)?.winners).toEqual(["allies"]);
    expect(() => openDuel(s)).toThrow(/over/);
  });
});
