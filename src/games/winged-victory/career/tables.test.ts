/** The Squadron Career's reconstructed tables, each on scripted dice, and the tables file. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { BRIEFINGS } from "../missions/missions.js";
import { planesForSlot, planesOn } from "./availability.js";
import { flightCodes, splitFlight } from "./briefing.js";
import { addDays } from "./calendar.js";
import { wingedVictoryCareer as rules } from "./rules.js";
import { DEFAULT_TABLES, missionTableOf, parseTables } from "./tables.js";
import { airman, mission, newCareer, report, step } from "./test-helpers.js";

const ids = (xs: { plane: { id: string } }[]) => xs.map((x) => x.plane.id);

describe("planes by date", () => {
  it("gives each corps the planes in service on the day", () => {
    const t = DEFAULT_TABLES;
    expect(ids(planesOn({ tables: t }, "1917-06-15", "allies", "F", "rfc"))).toEqual(["se5a"]);
    expect(ids(planesOn({ tables: t }, "1917-07-01", "allies", "F", "rfc"))).toEqual([
      "se5a",
      "camel",
    ]);
    expect(ids(planesOn({ tables: t }, "1918-06-10", "germans", "F"))).toEqual([
      "albatros-d5",
      "fokker-dr1",
      "fokker-d7",
    ]);
    expect(ids(planesOn({ tables: t }, "1918-09-10", "germans", "F"))).toEqual([
      "albatros-d5",
      "fokker-d7",
    ]);
    // The Nieuport 28 flies for the Allies but not for the RFC.
    expect(ids(planesOn({ tables: t }, "1918-05-01", "allies", "F"))).toContain("nieuport28");
    expect(ids(planesOn({ tables: t }, "1918-05-01", "allies", "F", "rfc"))).not.toContain(
      "nieuport28",
    );
  });

  it("stands in the earliest plane of a code before any is in service, and a two-seater for a code a side lacks", () => {
    const early = planesOn({ tables: DEFAULT_TABLES }, "1916-03-01", "germans", "F");
    expect(ids(early)).toEqual(["albatros-d5"]);
    expect(early[0].standIn).toBe(true);
    expect(ids(planesForSlot({ tables: DEFAULT_TABLES }, "1917-08-01", "germans", "B"))).toEqual([
      "dfw-c5",
    ]);
  });
});

describe("the mission and its flight", () => {
  it("uses the 1917 table in 1918 (reconstructed) and the text's tables for 1916 and 1917", () => {
    expect(missionTableOf(DEFAULT_TABLES, 1916)).toBe(1916);
    expect(missionTableOf(DEFAULT_TABLES, 1917)).toBe(1917);
    expect(missionTableOf(DEFAULT_TABLES, 1918)).toBe(1917);
  });

  it("splits a flight: the squadron's own code, or one plane in place of the first", () => {
    const sb = flightCodes(BRIEFINGS["strategic-bombing"]);
    expect(sb).toEqual(["B", "F", "F"]);
    expect(splitFlight(sb, "F")).toEqual({ slots: 2, others: ["B"] });
    expect(splitFlight(sb, "R")).toEqual({ slots: 1, others: ["F", "F"] });
    expect(splitFlight(flightCodes(BRIEFINGS.patrol), "B")).toEqual({ slots: 1, others: ["F"] });
  });

  it("rolls the missions, the enemy's planes and their pilots' skill", () => {
    // d20 1 on the 1917 table: Scramble, red, so the Germans fly Bombing (1 B + 1 F): no
    // German bomber, so a DFW (the only two-seater: no roll); one F in service (no roll).
    const { s, rolls } = step(newCareer(), { type: "roll-mission" }, [1, 1, 6]);
    const m = mission(s);
    expect(m.missions).toEqual({ allies: "scramble", germans: "bombing" });
    expect(m.slots).toBe(2);
    expect(m.attached).toEqual([]);
    expect(m.enemy).toEqual([
      { type: "dfw-c5", skill: "recruit", standIn: false },
      { type: "albatros-d5", skill: "ace", standIn: false },
    ]);
    expect(rolls.map((r) => r.sides)).toEqual([20, 6, 6]);
    expect(s.phase.kind).toBe("assign");
  });

  it("rolls which plane when a code has several in service", () => {
    // 1918-06-10: three German fighters. Allied d20 4 → Patrol (2 F, not red); German d20 4 → Patrol.
    const s0 = newCareer({ start: "1918-06-10" });
    const { s, rolls } = step(s0, { type: "roll-mission" }, [4, 4, 3, 2, 1, 5]);
    expect(mission(s).enemy.map((e) => [e.type, e.skill])).toEqual([
      ["fokker-d7", "recruit"],
      ["albatros-d5", "expert"],
    ]);
    expect(rolls.map((r) => r.sides)).toEqual([20, 20, 3, 6, 3, 6]);
  });
});

describe("founding and replacement pilots", () => {
  it("gives founding pilots their skill by d6; an ace starts with an ace's victories and rank", () => {
    const s = newCareer({}, [1, 6]);
    expect(s.airmen.map((a) => a.skill)).toEqual(["recruit", "ace"]);
    expect(airman(s, "a2").victories).toBe(5);
    expect(airman(s, "a2").rank).toBe(1);
    expect(s.planes.map((p) => [p.serial, p.type])).toEqual([
      ["B1001", "se5a"],
      ["B1002", "se5a"],
    ]);
  });

  it("gives a two-seater squadron a gunner for each pilot", () => {
    const s = newCareer({ role: "two-seater" });
    expect(s.airmen.map((a) => [a.role, a.skill])).toEqual([
      ["pilot", "expert"],
      ["pilot", "expert"],
      ["gunner", "expert"],
      ["gunner", "expert"],
    ]);
    expect(s.planeType).toBe("strutter");
  });
});

describe("the tables file", () => {
  it("replaces the tables it names and keeps the rest", () => {
    const t = parseTables({ daysDie: 3, reconstructed: false });
    expect(t.daysDie).toBe(3);
    expect(t.wounds).toEqual(DEFAULT_TABLES.wounds);
    expect(t.reconstructed).toBe(false);
  });

  it.each([
    [{ daysDie: 0 }, /daysDie/],
    [{ wounds: [] }, /wounds/],
    [{ colour: 3 }, /colour|Unrecognized/i],
    [
      { availability: [{ plane: "spad", corps: ["rfc"], from: "1917-01-01", to: "1918-01-01" }] },
      /no plane "spad"/,
    ],
    [
      { availability: [{ plane: "camel", corps: ["rfc"], from: "1918-01-01", to: "1917-01-01" }] },
      /before/,
    ],
    [{ missionYear: { 1916: 1916, 1917: 1917, 1918: 1918 } }, /missionYear/],
    [{ confirm: { rfc: { own: 1, "no-mans-land": 3, enemy: 9 } } }, /confirm/],
  ])("refuses %j with a message naming the field", (file, msg) => {
    expect(() => parseTables(file)).toThrow(msg);
  });

  it("takes a tables file through the career's options", () => {
    const o = rules.parseOptions({ tables: { daysDie: 2 } });
    const s = rules.setup(o, scriptedDice([3, 3, 3, 3, 3, 3, 3, 3]));
    expect(s.tables.daysDie).toBe(2);
  });
});

describe("the wound table", () => {
  function wounded(d: number[]) {
    let s = newCareer();
    s = step(s, { type: "roll-mission" }, [1, 3, 3]).s;
    s = step(s, { type: "assign", crews: [{ plane: "B1001", crew: ["a1"] }] }).s;
    s = step(s, { type: "report", report: report(s, { B1001: { crew: ["wounded"] } }) }).s;
    return step(s, { type: "confirm" }, d);
  }

  it("a light wound: 2 + d6 days", () => {
    // wound d6 1, days d6 4 (6 days), recruit roll none (expert), days until next mission d6 2.
    const { s } = wounded([1, 4, 2]);
    expect(airman(s, "a1").status).toBe("wounded");
    expect(airman(s, "a1").back).toBe("1917-07-08");
    expect(s.date).toBe("1917-07-04");
  });

  it("a serious wound: 10 + 3 × d6 days", () => {
    const { s } = wounded([3, 2, 1]);
    expect(airman(s, "a1").back).toBe("1917-07-18");
  });

  it("a severe wound: 30 + 7 × d6 days", () => {
    const { s } = wounded([5, 6, 1]);
    expect(airman(s, "a1").back).toBe(addDays("1917-07-02", 72));
  });

  it("invalided home on a 6: no days roll, gone for good, and a replacement joins", () => {
    // wound 6; days until next 1; replacement pilot's skill d6 6 → expert.
    const { s } = wounded([6, 1, 6]);
    expect(airman(s, "a1").status).toBe("invalided");
    expect(airman(s, "a3").skill).toBe("expert");
    expect(airman(s, "a3").lines[0].text).toMatch(/replacement/);
  });

  it("the wounded come back on their day", () => {
    let { s } = wounded([1, 1, 1]); // back on 1917-07-05; the next mission on 1917-07-03
    expect(airman(s, "a1").status).toBe("wounded");
    s = step(s, { type: "roll-mission" }, [1, 3, 3]).s;
    s = step(s, { type: "assign", crews: [{ plane: "B1001", crew: ["a2"] }] }).s;
    s = step(s, { type: "report", report: report(s) }).s;
    s = step(s, { type: "confirm" }, [2]).s; // to 1917-07-05
    expect(airman(s, "a1").status).toBe("active");
    expect(airman(s, "a1").back).toBeUndefined();
  });
});
