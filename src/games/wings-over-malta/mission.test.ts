/** Before the battle: the mission table, the aircraft, the crews, the pre-mission and dogfight rolls. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/errors.js";
import { wingsOverMalta } from "./rules.js";
import { confirm, crews, newCampaign, pilot, rollMission, step } from "./test-helpers.js";

describe("the mission roll", () => {
  it("reads 1–3 as an Axis attack and 4–6 as a British one, with the mission by the second die", () => {
    const a = rollMission(newCampaign(), 3, 2);
    expect(a.missions[0]).toMatchObject({
      attacker: "axis",
      scenario: "torpedo",
      bomber: "SM.79-II",
    });
    const b = rollMission(newCampaign(), 4, 3);
    expect(b.missions[0]).toMatchObject({
      attacker: "british",
      scenario: "interdict",
      bomber: "Fairey Swordfish",
    });
    const c = rollMission(newCampaign(), 1, 3);
    expect(c.missions[0]).toMatchObject({ scenario: "carrier", bomber: "SM.79-II" });
    const d = rollMission(newCampaign(), 6, 6);
    expect(d.missions[0]).toMatchObject({ scenario: "dogfight", bomber: null });
    expect(rollMission(newCampaign(), 5, 5).missions[0]).toMatchObject({
      scenario: "harbour",
      bomber: "Blenheim I",
    });
    expect(rollMission(newCampaign(), 2, 4).missions[0]).toMatchObject({
      scenario: "airfield",
      bomber: null,
    });
    expect(rollMission(newCampaign(), 2, 1).missions[0]).toMatchObject({
      scenario: "strafe",
      bomber: null,
    });
  });

  it("rolls the fighter type once per side from the period's column", () => {
    const early = rollMission(newCampaign(), 1, 1, [4, 2]);
    expect(early.missions[0].fighters).toEqual({ axis: "Macchi C.200", british: "Hurricane IA" });
    const s = newCampaign();
    s.mission = 13;
    const later = rollMission(s, 1, 5, [5, 3]);
    expect(later.missions[0]).toMatchObject({
      period: "later",
      fighters: { axis: "Bf 109 E-7", british: "Spitfire IIA" },
      bomber: "Ju 88 A",
    });
    s.mission = 13;
    expect(rollMission(s, 4, 2, [1, 1]).missions[0]).toMatchObject({
      bomber: "Beaufort I",
      fighters: { axis: "Macchi C.202", british: "Hurricane IIA" },
    });
    expect(rollMission(s, 4, 3, [1, 1]).missions[0].bomber).toBe("Beaufighter IC");
    expect(rollMission(s, 4, 5, [1, 1]).missions[0].bomber).toBe("Blenheim IV");
    expect(rollMission(s, 1, 5, [1, 1]).missions[0].bomber).toBe("Ju 88 A");
  });

  it("re-rolls a combination already flown this period, and the log shows it", () => {
    const s = newCampaign();
    s.crossed = ["A2"];
    const { s: next, rolls } = step(s, "british", { type: "roll-mission" }, [2, 2, 5, 1, 1, 1]);
    expect(next.missions[0]).toMatchObject({ attacker: "british", roll: 1, scenario: "strafe" });
    expect(rolls[1].result).toMatch(/flown already this period: re-roll/);
    expect(next.crossed).toEqual(["A2", "B1"]);
  });
});

describe("the crews", () => {
  it("proposes free airmen of the right service and role, the most experienced first", () => {
    const s = newCampaign();
    pilot(s, "P3").xp = 20;
    const m = rollMission(s, 1, 2);
    expect(crews(m, "british")).toEqual(["P3", "P1"]);
    expect(crews(m, "axis")).toEqual(["P10", "P11", "P16", "P17"]);
  });

  it("enlists novices when a side runs short of the service the mission needs", () => {
    const s = newCampaign();
    s.mission = 13;
    for (const id of ["P19", "P20", "P21"]) pilot(s, id).status = "killed";
    const m = rollMission(s, 1, 1, [4, 1]);
    const axis = crews(m, "axis").map((id) => pilot(m, id));
    expect(axis.every((p) => p.service === "luftwaffe" && p.novice && p.rank === 0)).toBe(true);
    expect(axis[0].career[0].text).toMatch(/replacement/);
  });

  it("lets a side change its airmen, but never to one who must miss the mission or cannot fly the type", () => {
    let s = rollMission(newCampaign(), 1, 1);
    s = step(s, "british", { type: "assign", side: "british", pilots: ["P5", "P6"] }).s;
    expect(crews(s, "british")).toEqual(["P5", "P6"]);
    const hurt = structuredClone(s);
    pilot(hurt, "P4").miss = 1;
    pilot(hurt, "P4").status = "hospital";
    expect(() =>
      step(hurt, "british", { type: "assign", side: "british", pilots: ["P4", "P5"] }),
    ).toThrow(RuleError);
    expect(() =>
      step(s, "british", { type: "assign", side: "british", pilots: ["P7", "P5"] }),
    ).toThrow(/cannot fly a Gladiator/);
    expect(() =>
      step(s, "axis", { type: "assign", side: "british", pilots: ["P1", "P2"] }),
    ).toThrow(/only the British/);
    expect(() => step(s, "british", { type: "assign", side: "british", pilots: ["P1"] })).toThrow(
      /fly 2 aircraft/,
    );
    expect(() =>
      step(s, "british", { type: "assign", side: "british", pilots: ["P1", "P1"] }),
    ).toThrow(/only one aircraft/);
  });

  it("rolls a D6 for an old war wound when the crews are confirmed: on 1 he flies as if wounded", () => {
    let s = rollMission(newCampaign(), 1, 1);
    pilot(s, "P1").lasting.push("old-wound");
    pilot(s, "P10").lasting.push("old-wound");
    const { s: next, rolls } = confirm(s, [1, 4]);
    expect(rolls.map((r) => r.purpose)).toEqual([
      "Old war wound: Tenente Luigi Ferraro",
      "Old war wound: Pilot Officer Arthur Hale",
    ]);
    s = next;
    expect(s.missions[0].crews.axis[0].asWounded).toBe(true);
    expect(s.missions[0].crews.british[0].asWounded).toBe(false);
    // He may be replaced after the roll; a newcomer with an old wound rolls his own.
    pilot(s, "P3").lasting.push("old-wound");
    const swapped = step(
      s,
      "british",
      { type: "assign", side: "british", pilots: ["P3", "P2"] },
      [1],
    ).s;
    expect(swapped.missions[0].crews.british[0]).toMatchObject({ pilot: "P3", asWounded: true });
  });
});

describe("the dogfight set-up", () => {
  it("spots with a D10, +1 an ace, +2 to a British defender, ties re-rolled; then position and distance", () => {
    let s = rollMission(newCampaign(), 1, 6);
    pilot(s, "P10").skills.push("sniper");
    // Axis 5 + 1 ace = 6, British 4 + 2 = 6: tie, re-roll; then Axis 3 + 1 = 4 against British 1 + 2 = 3.
    s = confirm(s, [5, 4, 3, 1, 7, 9]).s;
    expect(s.missions[0].dogfight).toEqual({
      spotter: "axis",
      spotRolls: [
        { axis: 5, british: 4 },
        { axis: 3, british: 1 },
      ],
      position: 7,
      distance: 9,
    });
  });

  it("fixes the crews once the spotting roll is made; an old wound playing up may be replaced before it", () => {
    let s = rollMission(newCampaign(), 1, 6);
    pilot(s, "P10").lasting.push("old-wound");
    pilot(s, "P12").lasting.push("old-wound");
    // The old wound plays up: the spotting waits, so that he may be replaced first.
    s = confirm(s, [1]).s;
    expect(s.phase.kind).toBe("crews");
    expect(s.missions[0].dogfight).toBeUndefined();
    expect(s.missions[0].crews.axis[0]).toMatchObject({ pilot: "P10", asWounded: true });
    // His replacement makes his own old-wound roll; bringing P10 back does not roll him again.
    s = step(s, "axis", { type: "assign", side: "axis", pilots: ["P12", "P11"] }, [4]).s;
    expect(s.missions[0].crews.axis[0]).toMatchObject({ pilot: "P12", asWounded: false });
    const back = step(s, "axis", { type: "assign", side: "axis", pilots: ["P10", "P11"] }).s;
    expect(back.missions[0].crews.axis[0]).toMatchObject({ pilot: "P10", asWounded: true });
    // Confirmed again: the spotting, position and distance; no second old-wound roll.
    // Only the Axis, whose airman played up, confirms again.
    const { s: fight, rolls } = step(s, "axis", { type: "ready" }, [6, 2, 1, 1]);
    expect(rolls.map((r) => r.purpose)).toEqual([
      "Spotting: Axis",
      "Spotting: British",
      "Dogfight: relative position",
      "Dogfight: distance from the centre",
    ]);
    expect(fight.phase.kind).toBe("fight");
    expect(() =>
      step(fight, "axis", { type: "assign", side: "axis", pilots: ["P13", "P11"] }),
    ).toThrow(/crews are fixed once the spotting roll is made/);
    expect(wingsOverMalta.view(fight, "axis").forms).not.toContain("assign");
  });

  it("gives the British no +2 when they attack", () => {
    const s = rollMission(newCampaign(), 4, 6);
    const next = confirm(s, [5, 4, 1, 1]).s;
    expect(next.missions[0].dogfight?.spotter).toBe("axis");
  });
});
