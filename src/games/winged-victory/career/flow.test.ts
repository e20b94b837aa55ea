/** The career's steps: what is refused (with a message, nothing changed), standing down, re-equipping, undo, the view. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { canUndo, createMatch, play, undo } from "../../../engine/match.js";
import { type CareerAction, wingedVictoryCareer as rules, SEAT } from "./rules.js";
import type { CareerState } from "./state.js";
import { airman, mission, newCareer, report, step } from "./test-helpers.js";

const rolled = (opts: Record<string, unknown> = {}) =>
  step(newCareer(opts), { type: "roll-mission" }, [1, 3, 3]).s;

function refuses(s: CareerState, a: unknown, msg: RegExp) {
  const before = JSON.stringify(s);
  expect(() => rules.act(s, SEAT, rules.parseAction(a), scriptedDice([]))).toThrow(msg);
  expect(JSON.stringify(s)).toBe(before);
}

describe("options", () => {
  it.each([
    [{ start: "1915-06-01" }, /1916-01-01/],
    [{ start: "1917-02-30" }, /not a date/],
    [{ end: "1917-01-01", start: "1917-06-01" }, /not after the start/],
    [{ corps: "luftstreitkrafte", role: "bomber" }, /no bomber squadron/],
    [{ corps: "usas" }, /corps/],
    [{ colour: "red" }, /Unrecognized|colour/i],
  ])("refuses %j", (o, msg) => {
    expect(() => rules.parseOptions(o)).toThrow(msg);
  });

  it("defaults to an RFC fighter squadron from June 1917 to the Armistice", () => {
    const o = rules.parseOptions(undefined);
    expect([o.corps, o.role, o.start, o.end, o.squadron]).toEqual([
      "rfc",
      "fighter",
      "1917-06-01",
      "1918-11-11",
      "No. 60 Squadron",
    ]);
  });
});

describe("crews", () => {
  it.each([
    [{ crews: [{ plane: "B9999", crew: ["a1"] }] }, /no plane "B9999"/],
    [{ crews: [{ plane: "B1001", crew: ["a9"] }] }, /no airman "a9"/],
    [{ crews: [{ plane: "B1001", crew: ["a1", "a2"] }] }, /takes 1 airman/],
    [
      {
        crews: [
          { plane: "B1001", crew: ["a1"] },
          { plane: "B1002", crew: ["a1"] },
        ],
      },
      /named twice/,
    ],
    [
      {
        crews: [
          { plane: "B1001", crew: ["a1"] },
          { plane: "B1001", crew: ["a2"] },
        ],
      },
      /named twice/,
    ],
  ])("refuses %j", (a, msg) => {
    refuses(rolled(), { type: "assign", ...a }, msg);
  });

  it("refuses a wounded pilot, a plane in the repair shop, a gunner at the controls, and too many planes", () => {
    let s = rolled();
    s = {
      ...s,
      airmen: s.airmen.map((a) =>
        a.id === "a1" ? { ...a, status: "wounded", back: "1917-08-01" } : a,
      ),
    };
    refuses(s, { type: "assign", crews: [{ plane: "B1001", crew: ["a1"] }] }, /not fit to fly/);
    s = {
      ...s,
      planes: s.planes.map((p) => (p.serial === "B1002" ? { ...p, status: "repair" } : p)),
    };
    refuses(s, { type: "assign", crews: [{ plane: "B1002", crew: ["a2"] }] }, /repair shop/);
    // Scramble (2 F): the two-seater squadron flies one plane; an attached fighter, S.E.5a or Camel (d2).
    const t = step(newCareer({ role: "two-seater" }), { type: "roll-mission" }, [1, 1, 3, 3]).s;
    expect(mission(t).attached.map((x) => x.type)).toEqual(["se5a"]);
    refuses(
      t,
      { type: "assign", crews: [{ plane: "B1001", crew: ["a3", "a1"] }] },
      /a gunner, not the pilot/,
    );
    refuses(
      t,
      {
        type: "assign",
        crews: [
          { plane: "B1001", crew: ["a1", "a3"] },
          { plane: "B1002", crew: ["a2", "a4"] },
        ],
      },
      /flies 1 plane/,
    );
  });

  it("stands down only when no crew can fly, and the calendar moves on", () => {
    refuses(rolled(), { type: "stand-down" }, /a crew can fly/);
    let s = rolled();
    s = {
      ...s,
      airmen: s.airmen.map((a) => ({ ...a, status: "wounded" as const, back: "1917-07-03" })),
    };
    expect(rules.view(s, SEAT).actions).toEqual([{ type: "stand-down" }]);
    s = step(s, { type: "stand-down" }, [1]).s;
    expect(s.phase.kind).toBe("brief");
    expect(mission(s).stoodDown).toBe(true);
    expect(airman(s, "a1").status).toBe("active");
  });
});

describe("the report", () => {
  const fl = () => step(rolled(), { type: "assign", crews: [{ plane: "B1001", crew: ["a1"] }] }).s;
  it.each([
    [{ B1001: { fate: "downed", where: "enemy" } }, {}, /everyone aboard is killed/],
    [{ B1001: { crew: ["killed"] } }, {}, /so it was downed/],
    [{ B1001: { fate: "landed" } }, {}, /say where it came down/],
    [{ B1001: { where: "own" } }, {}, /no place where it came down/],
    [{ B1001: { crew: ["unhurt", "unhurt"] } }, {}, /flew with 1 aboard/],
    [{}, { claims: [{ by: "a2", enemy: 0, fate: "downed", where: "own" }] }, /did not fly/],
    [{}, { claims: [{ by: "a1", enemy: 2, fate: "downed", where: "own" }] }, /not 3/],
    [
      {},
      { claims: [{ by: "a1", enemy: 0, fate: "downed", where: "own" }], fled: [0] },
      /reported twice/,
    ],
  ])("refuses %j %j", (planes, extra, msg) => {
    const s = fl();
    refuses(s, { type: "report", report: report(s, planes as never, extra as never) }, msg);
  });

  it("refuses a report that leaves out a plane, and one for a plane that did not fly", () => {
    const s = fl();
    refuses(s, { type: "report", report: { ...report(s), planes: [] } }, /leaves out B1001/);
    refuses(
      s,
      {
        type: "report",
        report: {
          ...report(s),
          planes: [{ plane: "B1002", fate: "home", damaged: false, crew: ["unhurt"] }],
        },
      },
      /B1002 did not fly/,
    );
  });

  it("refuses steps out of order and other seats", () => {
    const s = newCareer();
    refuses(s, { type: "confirm" }, /no report/);
    refuses(
      s,
      { type: "assign", crews: [{ plane: "B1001", crew: ["a1"] }] },
      /after the mission roll/,
    );
    expect(() =>
      rules.act(s, "germans", { type: "roll-mission" }, scriptedDice([1, 3, 3])),
    ).toThrow(/Wing Commander/);
    expect(() => rules.parseAction({ type: "fly" })).toThrow(/not a Squadron Career step/);
  });
});

describe("re-equipping", () => {
  it("changes every plane not lost to a type in service, only before the mission roll", () => {
    const s = step(newCareer(), { type: "re-equip", plane: "camel" }).s;
    expect(s.planeType).toBe("camel");
    expect(s.planes.map((p) => p.type)).toEqual(["camel", "camel"]);
    refuses(s, { type: "re-equip", plane: "camel" }, /already/);
    refuses(s, { type: "re-equip", plane: "fokker-d7" }, /has no "fokker-d7"/);
    refuses(rolled(), { type: "re-equip", plane: "camel" }, /before the next roll/);
    expect(rules.view(newCareer(), SEAT).actions).toContainEqual({
      type: "re-equip",
      plane: "camel",
    });
  });
});

describe("undo", () => {
  const o = rules.parseOptions({
    start: "1917-07-02",
    tables: { establishment: { pilots: 2, planes: 2 } },
  });
  const flownTo = (mode: "seeded" | "manual") => {
    const typed = (v: number[]) => (mode === "manual" ? v : []);
    let m = createMatch(rules, o, mode === "seeded" ? { mode, seed: 3 } : { mode }, typed([3, 3]));
    m = play(rules, m, SEAT, { type: "roll-mission" }, typed([1, 3, 3]));
    const crews = rules.view(m.state, SEAT).actions[0] as CareerAction;
    m = play(rules, m, SEAT, crews);
    return m;
  };
  it("seeded dice: a step that rolled stands; a step that rolled nothing may be taken back", () => {
    let m = flownTo("seeded");
    expect(canUndo(rules, m)).toBe(true);
    m = undo(rules, m, SEAT);
    expect(m.state.phase.kind).toBe("assign");
    expect(canUndo(rules, m)).toBe(false); // the mission roll was seen
  });
  it("dice typed in at the table: anything may be taken back (the player rolls again anyway)", () => {
    let m = flownTo("manual");
    m = undo(rules, undo(rules, m, SEAT), SEAT);
    expect(m.state.phase.kind).toBe("brief");
  });
});

describe("the view", () => {
  it("names the corps by date, the briefing, and the forms open now", () => {
    const v = rules.view(rolled(), SEAT);
    expect(v.corpsName).toBe("Royal Flying Corps");
    expect(v.briefing?.ours.name).toBe("Scramble");
    expect(v.briefing?.enemy.map((e) => e.name)).toEqual(["DFW C.V", "Albatros D.V"]);
    expect(v.forms).toEqual(["assign", "rename"]);
    expect(rules.view(rolled(), null).actions).toEqual([]);
    const raf = rules.view(newCareer({ start: "1918-04-01" }), SEAT);
    expect(raf.corpsName).toBe("Royal Air Force");
  });
});
