/** The acrobatic manoeuvres: requirements, cost, level and what they do to fire; the legal-move list. */
import { describe, expect, it } from "vitest";
import { type Acrobatic, dragAt } from "../planes/plane.js";
import { getPlane } from "../planes/planes.js";
import { legalMoves, openMoves, parseTurn, pilotlessMove } from "./flight.js";
import {
  type Condition,
  checkMove,
  FIT,
  FLIGHT_OPTION_LABELS,
  type Flight,
  flightAt,
  flyTurn,
  type Move,
  DEFAULT_FLIGHT_OPTIONS as O,
} from "./manoeuvres.js";

const camel = getPlane("camel");
const at = flightAt(12, 6); // Medium, speed 6: Camel drag 4, 1 preparatory Hex
const drag = dragAt(camel, "medium", 6);
const fly = (m: Acrobatic, c: Condition = FIT, f: Flight = at) =>
  flyTurn(camel, f, c, O, 6, { kind: m });
const why = (m: Acrobatic, c: Condition = FIT, f: Flight = at, plane = camel) =>
  checkMove(plane, f, c, O, { kind: m });

describe("what each manoeuvre does", () => {
  it("jink: the allowance less one Hex, half the drag (rounded down), the pilot holds fire, attackers −1", () => {
    const r = fly("jink");
    expect([r.hexes, r.speed, r.level, r.pilotMayFire, r.gunnersMayFire, r.evasion]).toEqual([
      5,
      6 - Math.floor(drag / 2),
      12,
      false,
      true,
      -1,
    ]);
  });
  it("barrel roll: preparatory Hexes then half the allowance, the drag, no fire, attackers −2", () => {
    const r = fly("barrel-roll");
    expect([r.hexes, r.speed, r.level, r.pilotMayFire, r.gunnersMayFire, r.evasion]).toEqual([
      1 + 3,
      6 - drag,
      12,
      false,
      false,
      -2,
    ]);
  });
  it("barrel roll at speed 1: half the allowance rounded down is no Hex beyond the preparatory ones", () => {
    // The text gives the hard turn a floor of one Hex and the barrel roll none.
    const low = flightAt(5, 1); // Camel at Low: no preparatory Hexes
    expect(checkMove(camel, low, FIT, O, { kind: "barrel-roll" })).toBeNull();
    const r = flyTurn(camel, low, FIT, O, 6, { kind: "barrel-roll" });
    expect([r.hexes, r.legs]).toEqual([0, []]);
    const three = flyTurn(camel, flightAt(5, 3), FIT, O, 6, { kind: "barrel-roll" });
    expect(three.hexes).toBe(1);
  });
  it("half loop: preparatory Hexes and 3, the drag, reversed, no fire, breaks tailing", () => {
    const r = fly("half-loop");
    expect([r.hexes, r.speed, r.level, r.reversed, r.pilotMayFire, r.breaksTailing]).toEqual([
      4,
      6 - drag,
      13,
      true,
      false,
      true,
    ]);
  });
  it("wingover: preparatory Hexes and 3, +4 speed, reversed, breaks tailing", () => {
    const r = fly("wingover");
    expect([r.hexes, r.speed, r.level, r.reversed, r.breaksTailing]).toEqual([
      4,
      10,
      10,
      true,
      true,
    ]);
  });
  it("a wingover may finish diving: the next turn dives on without preparatory Hexes", () => {
    const level = fly("wingover");
    expect(level.flight.attitude).toBe("level");
    const diving = flyTurn(camel, at, FIT, O, 6, { kind: "wingover", dive: "hard" });
    expect([diving.flight.attitude, diving.speed, diving.level]).toEqual(["dive-hard", 10, 10]);
    expect(parseTurn("wingover:dive-shallow").move).toEqual({ kind: "wingover", dive: "shallow" });
    expect(checkMove(camel, at, FIT, O, { kind: "jink", dive: "hard" })).toMatch(/only a wingover/);
    expect(legalMoves(camel, at, FIT, O, 6).map((m) => m.name)).toContain("wingover:dive-hard");
  });
  it("Immelmann: preparatory Hexes and 4, no speed change, free to fire", () => {
    const r = fly("immelmann");
    expect([r.hexes, r.speed, r.reversed, r.pilotMayFire, r.gunnersMayFire]).toEqual([
      5,
      6,
      true,
      true,
      true,
    ]);
    expect(why("immelmann", FIT, flightAt(12, 4))).toMatch(/needs 5 Hexes/);
  });
  it("side slip: the whole allowance to lose one level, no speed change, everyone fires", () => {
    const r = fly("side-slip");
    expect([r.hexes, r.speed, r.level, r.pilotMayFire, r.gunnersMayFire]).toEqual([
      6,
      6,
      11,
      true,
      true,
    ]);
  });
});

describe("W12: climbing acrobatics at the ceiling", () => {
  it("a half loop or Immelmann above the ceiling stalls", () => {
    const s = getPlane("strutter");
    const top = flightAt(s.ceiling, 7);
    for (const m of ["half-loop", "immelmann"] as const) {
      const r = flyTurn(s, top, FIT, O, 4, { kind: m });
      expect(r.events).toEqual(["stall"]);
      expect(r.flight.outOfControl).toBe("stall");
    }
  });
});

describe("what each manoeuvre needs", () => {
  const broken = (part: "ailerons" | "elevator" | "rudder"): Condition => ({
    ...FIT,
    [part]: false,
  });
  it.each([
    ["falling-leaf", ["elevator"]],
    ["jink", ["rudder"]],
    ["barrel-roll", ["ailerons", "elevator", "rudder"]],
    ["half-loop", ["ailerons", "elevator"]],
    ["wingover", ["ailerons", "elevator"]],
    ["immelmann", ["rudder", "elevator"]],
    ["side-slip", ["ailerons", "rudder", "elevator"]],
  ] as const)("%s needs working %j", (m, parts) => {
    for (const p of ["ailerons", "elevator", "rudder"] as const) {
      if ((parts as readonly string[]).includes(p))
        expect(why(m, broken(p))).toMatch(new RegExp(`needs working ${p}`));
      else expect(why(m, broken(p))).toBeNull();
    }
  });
  it("a wounded pilot flies no barrel roll, half loop, wingover, Immelmann or side slip; a jink and a falling leaf he may", () => {
    const wounded = { ...FIT, pilotHealthy: false };
    for (const m of ["barrel-roll", "half-loop", "wingover", "immelmann", "side-slip"] as const)
      expect(why(m, wounded)).toMatch(/wounded pilot/);
    expect(why("jink", wounded)).toBeNull();
    expect(why("falling-leaf", wounded)).toBeNull();
  });
  it("loaded planes fly no barrel roll, half loop or Immelmann", () => {
    const loaded = { ...FIT, engine: { ...FIT.engine, loaded: true } };
    for (const m of ["barrel-roll", "half-loop", "immelmann"] as const)
      expect(why(m, loaded)).toMatch(/loaded/);
    expect(why("wingover", loaded)).toBeNull();
  });
  it("an underscored preparatory number forbids barrel roll, half loop and Immelmann, not the wingover", () => {
    const re8 = getPlane("re8");
    const me = { ...re8, acrobatics: [...re8.acrobatics, "barrel-roll" as const] };
    expect(why("barrel-roll", FIT, at, me)).toMatch(/underscored: no barrel-roll/);
    expect(why("wingover", FIT, at, re8)).toBeNull();
  });
  it("a plane flies only the acrobatics on its dashboard", () => {
    expect(why("half-loop", FIT, at, getPlane("hp-o400"))).toMatch(/cannot fly a half-loop/);
  });
  it("level flight only: every other manoeuvre refused", () => {
    const c = { ...FIT, levelOnly: true };
    expect(checkMove(camel, at, c, O, { kind: "level" })).toBeNull();
    expect(checkMove(camel, at, c, O, { kind: "turn", turn: "normal", keep: 0 })).toMatch(
      /only fly level/,
    );
  });
});

describe("the legal-move list", () => {
  it("lists each manoeuvre open now with its cost, in the notation", () => {
    const moves = legalMoves(camel, flightAt(12, 5), FIT, O, 6);
    const names = moves.map((m) => m.name);
    expect(names).toContain("climb-hard+turn");
    expect(names).toContain("dive-shallow:2");
    expect(names).toContain("turn-hard+keep2");
    expect(names).not.toContain("stall");
    expect(names).toContain("immelmann"); // 1 + 4 Hexes fit in speed 5
    expect(legalMoves(camel, flightAt(12, 4), FIT, O, 6).map((m) => m.name)).not.toContain(
      "immelmann",
    );
  });
  it("every listed move flies as listed", () => {
    for (const level of [2, 12, 25])
      for (const speed of [1, 3, 6, 9])
        for (const plane of [camel, getPlane("re8"), getPlane("hp-o400")])
          for (const m of legalMoves(plane, flightAt(level, speed), FIT, O, 0)) {
            const r = flyTurn(plane, flightAt(level, speed), FIT, O, 0, m.move);
            expect([r.speed, r.endSpeed, r.level]).toEqual([m.speed, m.endSpeed, m.level]);
          }
  });
  it("openMoves lists the same moves without flying them", () => {
    for (const speed of [0, 2, 5, 8]) {
      const f = flightAt(12, speed);
      expect(openMoves(camel, f, FIT, O)).toEqual(
        legalMoves(camel, f, FIT, O, 6).map((m) => m.move),
      );
    }
  });
  it("a stalled plane has one move: the fall", () => {
    expect(legalMoves(camel, flightAt(12, 0), FIT, O, 6).map((m) => m.name)).toEqual(["stall"]);
  });
});

describe("a plane whose pilot was killed", () => {
  it("noses from level flight into a shallow dive (hard when pointing west with the optional wind)", () => {
    expect(pilotlessMove(camel, at, FIT, O)).toMatchObject({ kind: "dive", hard: false });
    expect(pilotlessMove(camel, at, FIT, O, true, true)).toMatchObject({
      kind: "dive",
      hard: true,
    });
    expect(pilotlessMove(camel, at, FIT, O, true, false)).toMatchObject({
      kind: "dive",
      hard: false,
    });
  });
  it("keeps diving as deep as the allowance takes it, keeps climbing, falls when stalled", () => {
    const diving: Flight = { ...flightAt(20, 4), attitude: "dive-hard" };
    expect(pilotlessMove(camel, diving, FIT, O)).toEqual({
      kind: "dive",
      hard: true,
      levels: 4,
      turn: false,
    });
    const climbing: Flight = { ...flightAt(20, 4), attitude: "climb-shallow", half: 39 };
    expect(pilotlessMove(camel, climbing, FIT, O)).toEqual({
      kind: "climb",
      hard: false,
      turn: false,
    });
    expect(pilotlessMove(camel, flightAt(20, 0), FIT, O)).toEqual({ kind: "stall" });
    const m: Move = pilotlessMove(camel, at, FIT, O);
    expect(checkMove(camel, at, FIT, O, m)).toBeNull();
  });
});

describe("flight options", () => {
  it("are all off by default and each named for the view", () => {
    for (const key of Object.keys(O) as (keyof typeof O)[]) {
      expect(O[key]).toBe(false);
      expect(FLIGHT_OPTION_LABELS[key].label.length).toBeGreaterThan(10);
    }
    expect(Object.keys(FLIGHT_OPTION_LABELS).sort()).toEqual(Object.keys(O).sort());
  });
});
