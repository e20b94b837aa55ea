/** The flying school's questions, each answer as the text gives it. */
import { describe, expect, it } from "vitest";
import { fullAmmo, mayFireAmmo } from "../combat/combat.js";
import { getPlane } from "../planes/planes.js";
import { legalThrottles, throttleProblem } from "./energy.js";
import { flySequence, parseTurn } from "./flight.js";
import {
  checkMove,
  FIT,
  type Flight,
  flightAt,
  flyTurn,
  DEFAULT_FLIGHT_OPTIONS as O,
} from "./manoeuvres.js";

const H = FIT.engine;

describe("questions on the Energy dial", () => {
  it("1. the Fokker Dr.I's maximum level speed at Medium is 5", () => {
    expect(getPlane("fokker-dr1").maxLevelSpeed.medium).toBe(5);
  });
  it("2. an R.E.8 at Low may set its throttle at 3 (no underscored numbers)", () => {
    const re8 = getPlane("re8");
    expect(re8.engine).toBe("inline");
    expect(throttleProblem(re8, "low", H, 3)).toBeNull();
  });
  it("3. at High the S.E.5a (6) is faster than the Fokker D.VII (5)", () => {
    expect(getPlane("se5a").maxLevelSpeed.high).toBe(6);
    expect(getPlane("fokker-d7").maxLevelSpeed.high).toBe(5);
  });
  it("4. a Camel at Medium cannot set 3: only 0 or its maximum, 6", () => {
    const camel = getPlane("camel");
    expect(throttleProblem(camel, "medium", H, 3)).toMatch(/rotary engine: its throttle is 0 or 6/);
    expect(legalThrottles(camel, "medium", H)).toEqual([0, 6]);
  });
  it("5. speed 7 at the start of the turn: 7 Hexes", () => {
    const r = flyTurn(getPlane("se5a"), flightAt(5, 7), FIT, O, 7, { kind: "level" });
    expect(r.hexes).toBe(7);
  });
  it("6. starting on a red-and-white box: a crackup, everyone aboard killed", () => {
    const se5a = getPlane("se5a");
    const r = flyTurn(se5a, flightAt(15, se5a.redAndWhite[0]), FIT, O, 7, { kind: "level" });
    expect(r.events).toEqual(["crackup"]);
    expect(r.flight.lost).toBe("crackup");
    expect(r.level).toBe(0);
  });
});

describe("questions on changing altitude", () => {
  it("1. an R.E.8 moves 3 preparatory Hexes at High (underscored)", () => {
    expect(getPlane("re8").preparatory.high).toEqual({ hexes: 3, shallowOnly: true });
  });
  it("2. at High the Dr.I needs more preparatory movement than the S.E.5a; at Medium it needs none", () => {
    const se5a = getPlane("se5a");
    const dr1 = getPlane("fokker-dr1");
    expect(dr1.preparatory.high.hexes).toBeGreaterThan(se5a.preparatory.high.hexes);
    expect(dr1.preparatory.medium.hexes).toBe(0);
    // At speed 2 at High the S.E.5a can climb, the Dr.I cannot follow.
    const climb = { kind: "climb", hard: false, turn: false } as const;
    expect(checkMove(se5a, flightAt(24, 2), FIT, O, climb)).toBeNull();
    expect(checkMove(dr1, flightAt(24, 2), FIT, O, climb)).toMatch(/needs 3 Hexes/);
  });
  it("3. a Camel hard climbing at Medium, speed 5, loses 3 + 2 = 5", () => {
    const r = flyTurn(getPlane("camel"), flightAt(15, 5), FIT, O, 6, {
      kind: "climb",
      hard: true,
      turn: false,
    });
    expect(r.startSpeed - r.speed).toBe(5);
  });
  it("4. diving 2 levels gains 2, shallow or hard", () => {
    for (const hard of [false, true]) {
      const r = flyTurn(getPlane("se5a"), flightAt(12, 5), FIT, O, 0, {
        kind: "dive",
        hard,
        levels: 2,
        turn: false,
      });
      expect(r.speed - r.startSpeed).toBe(2);
      expect(r.level).toBe(10);
    }
  });
  it("5. a DFW C.V may hard dive (the underscore restricts climbs only), not hard climb", () => {
    const dfw = getPlane("dfw-c5");
    expect(
      checkMove(dfw, flightAt(8, 5), FIT, O, { kind: "dive", hard: true, levels: 2, turn: false }),
    ).toBeNull();
    expect(
      checkMove(dfw, flightAt(8, 5), FIT, O, { kind: "climb", hard: true, turn: false }),
    ).toMatch(/underscored: shallow climbs only/);
  });
});

describe("questions on turning", () => {
  const strutter = getPlane("strutter");
  it("1. no preparatory movement before a turn: a Strutter (2 at Low) turns at speed 1", () => {
    expect(
      checkMove(strutter, flightAt(5, 1), FIT, O, { kind: "turn", turn: "normal", keep: 0 }),
    ).toBeNull();
  });
  it("2. at level 2 a hard turn crashes into the ground, a normal turn ends at level 1", () => {
    const hard = flyTurn(strutter, flightAt(2, 5), FIT, O, 5, {
      kind: "turn",
      turn: "hard",
      keep: 0,
    });
    expect(hard.events).toContain("crash");
    expect(hard.flight.lost).toBe("crash");
    const normal = flyTurn(strutter, flightAt(2, 5), FIT, O, 5, {
      kind: "turn",
      turn: "normal",
      keep: 0,
    });
    expect(normal.level).toBe(1);
    expect(normal.events).toEqual([]);
    const kept = flyTurn(strutter, flightAt(2, 5), FIT, O, 5, {
      kind: "turn",
      turn: "hard",
      keep: 1,
    });
    expect(kept.level).toBe(1);
  });
  it("3. Dr.I against Strutter at Medium, speed 5, normal turn keeping the level: the Fokker loses 6 and ends at 2, the Strutter loses 8 and stalls", () => {
    const keep = { kind: "turn", turn: "normal", keep: 1 } as const;
    const dr1 = flyTurn(getPlane("fokker-dr1"), flightAt(15, 5), FIT, O, 5, keep);
    expect([dr1.startSpeed - dr1.speed, dr1.endSpeed, dr1.events]).toEqual([6, 2, []]);
    const st = flyTurn(strutter, flightAt(15, 5), FIT, O, 5, keep);
    expect([st.startSpeed - st.speed, st.endSpeed, st.events]).toEqual([8, 1, ["stall"]]);
    expect(st.flight.outOfControl).toBe("stall");
  });
  it("4. no easy, normal or hard turns while climbing or diving", () => {
    expect(() => parseTurn("climb-shallow+turn-normal")).toThrow(
      /no normal or hard turns while climbing/,
    );
    expect(() => parseTurn("dive-hard:1+turn-hard")).toThrow(
      /no normal or hard turns while climbing/,
    );
  });
  it("5. a turn while shallow diving 3 levels at speed 5 gains 3 less the turn's drag", () => {
    const diving: Flight = { ...flightAt(10, 5), attitude: "dive-shallow" };
    const r = flyTurn(strutter, diving, FIT, O, 5, {
      kind: "dive",
      hard: false,
      levels: 3,
      turn: true,
    });
    expect(r.speed).toBe(5 + 3 - 4);
    expect(r.level).toBe(7);
  });
});

describe("facts the text states about planes elsewhere", () => {
  it("a Strutter with −2 engine damage at Low cannot set more than 3", () => {
    const s = getPlane("strutter");
    const damaged = { ...H, loss: 2 };
    expect(legalThrottles(s, "low", damaged)).toEqual([0, 3]);
    expect(throttleProblem(s, "low", damaged, 5)).toMatch(/engine damage/);
  });
  it("a loaded Handley Page O/400 sets up to 2, once the bombs are gone up to 4", () => {
    const hp = getPlane("hp-o400");
    expect(hp.code).toBe("B");
    expect(legalThrottles(hp, "low", { ...H, loaded: true })).toEqual([0, 1, 2]);
    expect(legalThrottles(hp, "low", H)).toEqual([0, 1, 2, 3, 4]);
  });
  it("the Strutter's two machine guns, the pilot's and the observer's, both loaded at the start", () => {
    const crew = getPlane("strutter").crew;
    expect(crew.map((c) => c.role)).toEqual(["pilot", "observer"]);
    for (const c of crew) {
      const w = c.weapon;
      if (!w) throw new Error(`${c.role} has no gun`);
      const ammo = fullAmmo(w);
      expect(ammo.rounds).toBe(w.magazines[0]); // the die shows the plate's first number
      expect(mayFireAmmo(w, ammo)).toBe(true);
    }
  });
  it("the Nieuport 28 has a single magazine", () => {
    expect(getPlane("nieuport28").crew[0].weapon?.magazines).toHaveLength(1);
  });
  it("spotting dice: the Camel grey, the S.E.5a yellow", () => {
    expect(getPlane("camel").spottingDie).toBe("grey");
    expect(getPlane("se5a").spottingDie).toBe("yellow");
  });
  it("the Strutter's throttle: 0, 4 or 5 (5 at Low and Medium, 4 at High)", () => {
    const s = getPlane("strutter");
    expect(legalThrottles(s, "low", H)).toEqual([0, 5]);
    expect(legalThrottles(s, "medium", H)).toEqual([0, 5]);
    expect(legalThrottles(s, "high", H)).toEqual([0, 4]);
  });
  it("the S.E.5a: 0–7 at Low and Medium, 0–6 at High, no preparatory movement at Low", () => {
    const s = getPlane("se5a");
    expect(legalThrottles(s, "medium", H)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(legalThrottles(s, "high", H)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(s.preparatory.low.hexes).toBe(0);
  });
  it("the Strutter's Low drag at speed 9 is the row's last value, 5", () => {
    const [t] = flySequence(
      getPlane("strutter"),
      flightAt(5, 9),
      FIT,
      O,
      [parseTurn("turn-easy")],
      5,
    );
    expect(t.startSpeed - t.speed).toBe(5);
    expect(t.events[0]).toBe("structural-test:not-rolled");
  });
});
