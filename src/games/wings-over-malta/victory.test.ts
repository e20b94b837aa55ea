/** Each scenario's victory points and the mission's winner, from the players' report. */
import { describe, expect, it } from "vitest";
import { missionScore, signed, vpPair } from "./format.js";
import type { CampaignState } from "./state.js";
import { confirm, newCampaign, pilot, quietReport, rollMission, step } from "./test-helpers.js";
import { SHIPS, score } from "./victory.js";

function mission(attacker: number, die: number): CampaignState {
  return confirm(rollMission(newCampaign(), attacker, die)).s;
}
const last = (s: CampaignState) => s.missions[s.missions.length - 1];

describe("victory points", () => {
  it("strafe: a point a boat damage, 16 a plane down, 20 to the defender if the boats got off with 20 or less", () => {
    const s = mission(1, 1);
    const m = last(s);
    const [a1] = m.crews.axis.map((x) => x.pilot as string);
    const [b1] = m.crews.british.map((x) => x.pilot as string);
    const r = quietReport(
      s,
      { [b1]: { shotDown: true, escape: "nurse", came: "sea" }, [a1]: { kills: 1 } },
      { boatDamage: 20 },
    );
    expect(score(m, r)).toMatchObject({ vp: { axis: 36, british: 20 }, winner: "axis" });
    expect(score(m, { ...r, boatDamage: 21 }).vp).toEqual({ axis: 37, british: 0 });
    // A plane that leaves the table on fire counts as shot down (ruling W4).
    const burning = quietReport(s, { [b1]: { left: "other-edge", fire: true } }, { boatDamage: 0 });
    expect(score(m, burning).vp).toEqual({ axis: 16, british: 20 });
  });

  it("airfield: two points a hangar damage, one for the other targets, 16 to the defender if 16 or less", () => {
    const s = mission(5, 4);
    const m = last(s);
    expect(score(m, quietReport(s, {}, { hangarDamage: 5, otherDamage: 6 })).vp).toEqual({
      axis: 16,
      british: 16,
    });
    expect(score(m, quietReport(s, {}, { hangarDamage: 5, otherDamage: 7 }))).toMatchObject({
      vp: { axis: 0, british: 17 },
      winner: "british",
    });
  });

  it("ship missions: bomb damage, doubled when sunk; 1 to the defender if no ship is hit; −2 destroyed, −1 leaving", () => {
    const s = mission(2, 2);
    const m = last(s);
    const [f1, f2, b1, b2] = m.crews.axis.map((x) => x.pilot as string);
    const [d1] = m.crews.british.map((x) => x.pilot as string);
    const ships = [
      { damage: 2, sunk: false },
      { damage: 3, sunk: true },
      { damage: 0, sunk: false },
      { damage: 0, sunk: false },
    ];
    const r = quietReport(
      s,
      {
        [f1]: { left: "own-edge" },
        [f2]: { left: "other-edge" },
        [b1]: { attacked: true },
        [b2]: { shotDown: true, escape: "nurse", came: "sea" },
        [d1]: { left: "own-edge" },
      },
      { ships },
    );
    // 2 + 6 = 8; bomber down −2; the fighter leaving by its own edge is free (both bombers done), the other −1.
    expect(score(m, r).vp).toEqual({ axis: 5, british: -1 });
    // Each ship's line says what scored in players' words: the damage on it, doubled if it sank.
    const [first, second] = SHIPS[m.scenario] ?? [];
    expect(score(m, r).lines.slice(0, 2)).toEqual([
      { side: "axis", text: `bomb damage on ${first}`, vp: 2 },
      { side: "axis", text: `bomb damage on ${second}, doubled as it sank`, vp: 6 },
    ]);
    // Had the second bomber not attacked nor been shot down, leaving by the own edge costs too.
    const r2 = quietReport(s, { [f1]: { left: "own-edge" }, [b1]: { attacked: true } }, { ships });
    expect(score(m, r2).vp).toEqual({ axis: 7, british: 0 });
    const none = quietReport(s, {}, {});
    expect(score(m, none).vp).toEqual({ axis: 0, british: 1 });
  });

  it("sink the carrier: only the carrier's damage scores; a hit on the destroyer still denies the defender's point", () => {
    const s = mission(1, 3);
    const m = last(s);
    const r = quietReport(
      s,
      {},
      {
        ships: [
          { damage: 0, sunk: false },
          { damage: 3, sunk: false },
        ],
      },
    );
    expect(score(m, r).vp).toEqual({ axis: 0, british: 0 });
    expect(score(m, r).winner).toBeNull();
    const r2 = quietReport(
      s,
      {},
      {
        ships: [
          { damage: 2, sunk: true },
          { damage: 0, sunk: false },
        ],
      },
    );
    expect(score(m, r2).vp).toEqual({ axis: 4, british: 0 });
  });

  it("harbour: 2 for a hit, 1 for a near miss, 1 to the defender if missed completely", () => {
    const s = mission(1, 5);
    const m = last(s);
    const [, , b1, b2] = m.crews.axis.map((x) => x.pilot as string);
    expect(score(m, quietReport(s, { [b1]: { bomb: "hit" }, [b2]: { bomb: "near" } })).vp).toEqual({
      axis: 3,
      british: 0,
    });
    expect(score(m, quietReport(s, { [b1]: { bomb: "miss" }, [b2]: { bomb: "miss" } })).vp).toEqual(
      { axis: 0, british: 1 },
    );
    expect(m.crews.british).toHaveLength(3);
  });

  it("dogfight: the side with planes left wins; equal numbers left is no winner (ruling W5)", () => {
    let s = rollMission(newCampaign(), 1, 6);
    s = confirm(s, [9, 1, 1, 1]).s;
    const m = last(s);
    const [a1, a2] = m.crews.axis.map((x) => x.pilot as string);
    const [b1, b2] = m.crews.british.map((x) => x.pilot as string);
    const down = { shotDown: true, escape: "nurse" as const, came: "friendly" as const };
    expect(score(m, quietReport(s, { [b1]: down, [b2]: { left: "other-edge" } })).winner).toBe(
      "axis",
    );
    expect(score(m, quietReport(s, { [a1]: down, [a2]: down })).winner).toBe("british");
    expect(score(m, quietReport(s, {})).winner).toBeNull();
    expect(pilot(s, a1).side).toBe("axis");
  });

  it("counts the missions won for the campaign", () => {
    let s = mission(1, 1);
    s = step(
      s,
      "axis",
      { type: "report", report: quietReport(s, {}, { boatDamage: 30 }) },
      [50, 50, 50, 50],
    ).s;
    expect(s.missions[0].winner).toBe("axis");
    expect(s.phase.kind).toBe("brief");
    expect(s.mission).toBe(2);
  });
});

describe("how a score reads", () => {
  it("names the winner with his score first, and prints a negative score with a minus sign", () => {
    expect(missionScore({ axis: 1, british: -2 }, "axis")).toBe("Axis win (1 to −2)");
    expect(missionScore({ axis: -2, british: 1 }, "british")).toBe("British win (1 to −2)");
    expect(missionScore({ axis: 0, british: 0 }, null)).toBe("no winner (0 to 0)");
    expect(vpPair({ axis: 1, british: -2 })).toBe("VP 1 · −2");
    expect(signed(-3)).toBe("−3");
    expect(signed(4, true)).toBe("+4");
  });

  it("writes the mission's result into each winner's record with the score", () => {
    // Torpedo the supply ships: no ship hit (+1 to the British), one Axis fighter down (−2).
    const s = mission(1, 2);
    const [a1] = last(s).crews.axis.map((x) => x.pilot as string);
    const [b1] = last(s).crews.british.map((x) => x.pilot as string);
    const r = quietReport(s, { [a1]: { shotDown: true, escape: "nurse", came: "friendly" } });
    const n = step(s, "axis", { type: "report", report: r }, [85, 50, 50, 50, 50, 50]).s;
    expect(pilot(n, b1).career.at(-1)?.text).toBe("Mission 1: British win (1 to −2)");
  });
});
