/** The after-action step on scripted dice: landings and capture, claims, skill, aces, awards, ranks. */
import { describe, expect, it } from "vitest";
import type { CareerState, Claim } from "./state.js";
import { airman, mission, newCareer, report, step } from "./test-helpers.js";

/** A fighter squadron's mission flown by a1 in B1001 and a2 in B1002 (Scramble against Bombing: 2 enemy planes). */
function flown(options: Record<string, unknown> = {}, founders = [3, 3]): CareerState {
  let s = newCareer(options, founders);
  s = step(s, { type: "roll-mission" }, [1, 3, 3]).s;
  return step(s, {
    type: "assign",
    crews: [
      { plane: s.planes[0].serial, crew: ["a1"] },
      { plane: s.planes[1].serial, crew: ["a2"] },
    ],
  }).s;
}

const claim = (
  by: string,
  enemy: number,
  where: Claim["where"],
  fate: Claim["fate"] = "downed",
): Claim => ({
  by,
  enemy,
  fate,
  where,
});

describe("where a plane came down", () => {
  it("downed: the plane is lost and its crew killed", () => {
    let s = flown();
    s = step(s, {
      type: "report",
      report: report(s, { B1001: { fate: "downed", where: "enemy", crew: ["killed"] } }),
    }).s;
    // next mission d6 1; replacement pilot d6 2; a new plane.
    s = step(s, { type: "confirm" }, [1, 2]).s;
    expect(airman(s, "a1").status).toBe("killed");
    expect(s.planes.find((p) => p.serial === "B1001")?.status).toBe("lost");
    expect(s.planes.map((p) => p.serial)).toContain("B1003");
    expect(airman(s, "a3").skill).toBe("recruit");
    expect(mission(s).vpLost).toBe(4);
  });

  it("forced to land on our side: crew safe, the plane in the repair shop for d6 days", () => {
    let s = flown();
    s = step(s, {
      type: "report",
      report: report(s, { B1001: { fate: "landed", where: "own" } }),
    }).s;
    s = step(s, { type: "confirm" }, [3, 1]).s; // repair 3 days; next mission 1 day
    expect(airman(s, "a1").status).toBe("active");
    expect(s.planes[0]).toMatchObject({ status: "repair", back: "1917-07-05" });
  });

  it("forced to land in no-man's-land: each airman gets back on 4+, else taken prisoner; the plane is lost", () => {
    for (const [die, status] of [
      [3, "prisoner"],
      [4, "active"],
    ] as const) {
      let s = flown();
      s = step(s, {
        type: "report",
        report: report(s, { B1001: { fate: "landed", where: "no-mans-land" } }),
      }).s;
      const extra = status === "prisoner" ? [1, 3] : [1]; // next mission, then a replacement's skill
      s = step(s, { type: "confirm" }, [die, ...extra]).s;
      expect(airman(s, "a1").status).toBe(status);
      expect(s.planes[0].status).toBe("lost");
    }
  });

  it("forced to land behind the enemy's lines: taken prisoner, no roll", () => {
    let s = flown();
    s = step(s, {
      type: "report",
      report: report(s, { B1001: { fate: "landed", where: "enemy", crew: ["wounded"] } }),
    }).s;
    s = step(s, { type: "confirm" }, [1, 3]).s;
    expect(airman(s, "a1").status).toBe("prisoner");
    expect(airman(s, "a1").wounds).toBe(0);
  });
});

describe("claims", () => {
  it("RFC: on our side confirmed at once, in no-man's-land on 3+, behind their lines on 4+", () => {
    let s = flown();
    s = step(s, {
      type: "report",
      report: report(s, {}, { claims: [claim("a1", 0, "own"), claim("a2", 1, "enemy")] }),
    }).s;
    // a2's claim d6 3: unconfirmed; next mission 1.
    s = step(s, { type: "confirm" }, [3, 1]).s;
    expect(airman(s, "a1").victories).toBe(1);
    expect(airman(s, "a2").victories).toBe(0);
    expect(mission(s).confirmed).toBe(1);
    expect(airman(s, "a2").lines.some((l) => /unconfirmed/.test(l.text))).toBe(true);
    // VP for both enemy planes (DFW 2 + Albatros 3), confirmed or not.
    expect(mission(s).vpScored).toBe(5);
  });

  it("Luftstreitkräfte: a victory behind the enemy's lines needs a 6", () => {
    let s = newCareer({ corps: "luftstreitkrafte", start: "1917-07-02" });
    // Patrol against Patrol: 2 F; the Allies on 1917-07-02 fly the S.E.5a or the Camel (d2, then skill).
    s = step(s, { type: "roll-mission" }, [4, 4, 1, 3, 2, 3]).s;
    s = step(s, { type: "assign", crews: [{ plane: s.planes[0].serial, crew: ["a1"] }] }).s;
    s = step(s, { type: "report", report: report(s, {}, { claims: [claim("a1", 0, "enemy")] }) }).s;
    const r = step(s, { type: "confirm" }, [5, 1]);
    expect(airman(r.s, "a1").victories).toBe(0);
    expect(r.rolls[0].purpose).toMatch(/6\+/);
  });
});

describe("skill, aces, awards and ranks", () => {
  it("a recruit becomes an expert on d6 + 1 a victory + 1 if accomplished ≥ 6", () => {
    for (const [die, skill] of [
      [3, "recruit"],
      [4, "expert"],
    ] as const) {
      let s = flown({}, [1, 3]);
      s = step(s, {
        type: "report",
        report: report(s, {}, { accomplished: true, claims: [claim("a1", 0, "own")] }),
      }).s;
      const r = step(s, { type: "confirm" }, [die, 1]);
      expect(airman(r.s, "a1").skill).toBe(skill);
      expect(r.rolls[0].purpose).toMatch(/d6 \+ 2, 6\+/);
    }
  });

  it("a recruit who has flown 5 missions is seasoned: +1", () => {
    let s = flown({}, [1, 3]);
    s = { ...s, airmen: s.airmen.map((a) => (a.id === "a1" ? { ...a, missions: 4 } : a)) };
    s = step(s, { type: "report", report: report(s) }).s;
    const r = step(s, { type: "confirm" }, [5, 1]);
    expect(r.rolls[0].purpose).toMatch(/d6 \+ 1, 6\+/);
    expect(airman(r.s, "a1").skill).toBe("expert");
  });

  it("gunners roll no skill: they are always experts at the guns", () => {
    let s = newCareer({ role: "two-seater" }, [3, 3]);
    s = step(s, { type: "roll-mission" }, [1, 1, 3, 3]).s;
    s = step(s, { type: "assign", crews: [{ plane: "B1001", crew: ["a1", "a3"] }] }).s;
    s = step(s, { type: "report", report: report(s) }).s;
    const r = step(s, { type: "confirm" }, [1]);
    expect(r.rolls.map((x) => x.purpose)).toEqual(["Days until the next mission (d6)"]);
    expect(airman(r.s, "a3")).toMatchObject({ skill: "expert", missions: 1 });
  });

  it("an expert is an ace at 5 victories, takes the Military Cross on 4+, and is promoted at 3", () => {
    let s = flown();
    s = { ...s, airmen: s.airmen.map((a) => (a.id === "a1" ? { ...a, victories: 4 } : a)) };
    s = step(s, { type: "report", report: report(s, {}, { claims: [claim("a1", 0, "own")] }) }).s;
    const r = step(s, { type: "confirm" }, [4, 1]); // the MC roll, next mission
    const a = airman(r.s, "a1");
    expect(a.skill).toBe("ace");
    expect(a.awards).toEqual(["Military Cross"]);
    expect(a.rank).toBe(1);
    expect(mission(r.s).events).toContain(`${a.name} promoted Lieutenant`);
  });

  it("a missed award is rolled for again after the next mission", () => {
    let s = flown();
    s = {
      ...s,
      airmen: s.airmen.map((a) => (a.id === "a1" ? { ...a, victories: 5, skill: "ace" } : a)),
    };
    s = step(s, { type: "report", report: report(s) }).s;
    s = step(s, { type: "confirm" }, [3, 1]).s;
    expect(airman(s, "a1").awards).toEqual([]);
  });
});

describe("the end of the war", () => {
  it("ends when the days run past the end date", () => {
    let s = flown({ end: "1917-07-05" });
    s = step(s, { type: "report", report: report(s) }).s;
    s = step(s, { type: "confirm" }, [6]).s;
    expect(s.phase.kind).toBe("over");
    expect(s.date).toBe("1917-07-05");
    expect(mission(s).events.at(-1)).toMatch(/war is over/);
  });
});
