/** Flown turns on the board: Hex by Hex, the spine rule, and the same end as the flight model. */

import { describe, expect, it } from "vitest";
import { scriptedDice, seededDice } from "../../../engine/dice.js";
import { nextUint32, seedRng } from "../../../engine/rng.js";
import { hexDistance } from "../board/grid.js";
import { bandOf } from "../planes/plane.js";
import { getPlane, PLANES } from "../planes/planes.js";
import { legalThrottles } from "./energy.js";
import { touchesGround } from "./field.js";
import { legalMoves, parseTurn } from "./flight.js";
import {
  FIT,
  type Flight,
  flightAt,
  flyTurn,
  levelOfFlight,
  type Move,
  DEFAULT_FLIGHT_OPTIONS as O,
} from "./manoeuvres.js";
import { hexOf, levelWholeTurn, pathHexes, placeOf, walkLegs } from "./path.js";

const strutter = getPlane("strutter");
const turn = (f: Flight, text: string, throttle = 5) =>
  flyTurn(strutter, f, FIT, O, throttle, parseTurn(text).move, { dice: scriptedDice([]) });

describe("a turn on the board", () => {
  it("level flight: one Hex a point of speed, east or west", () => {
    const r = turn(flightAt(6, 5), "level");
    expect(walkLegs(placeOf({ col: 10, level: 6 }, "E"), "level", r.legs)).toEqual(
      placeOf({ col: 15, level: 6 }, "E"),
    );
    expect(hexOf(walkLegs(placeOf({ col: 10, level: 6 }, "W"), "level", r.legs), "level")).toEqual({
      col: 5,
      level: 6,
    });
  });
  it("a shallow climb: 2 preparatory Hexes, then onto the spine, read as the upper Hex", () => {
    const r = turn(flightAt(6, 5), "climb-shallow");
    const start = placeOf({ col: 20, level: 6 }, "W");
    const hexes = pathHexes(start, "level", r.legs);
    expect(hexes).toEqual([
      { col: 19, level: 6 },
      { col: 18, level: 6 },
      { col: 17, level: 7 },
    ]);
    const end = walkLegs(start, "level", r.legs);
    expect(end.half).toBe(r.flight.half);
    // Levelling out next turn moves into that upper Hex and flies on from it.
    const next = turn(r.flight, "level");
    expect(pathHexes(end, r.flight.attitude, next.legs)[0]).toEqual({ col: 16, level: 7 });
  });
  it("the diving lesson's shallow dive: 2 Hexes level, 3 diving, ending on a spine read as the lower Hex (8)", () => {
    const r = flyTurn(
      strutter,
      flightAt(10, 5),
      FIT,
      { ...O, anyThrottle: true },
      2,
      parseTurn("dive-shallow:2").move,
    );
    const end = walkLegs(placeOf({ col: 30, level: 10 }, "W"), "level", r.legs);
    expect(end.half).toBe(17);
    expect(hexOf(end, "dive-shallow").level).toBe(8);
  });
  it("a normal turn: more than half straight, one level down, reversed, the rest back", () => {
    const r = turn(flightAt(11, 3), "turn-normal");
    const hexes = pathHexes(placeOf({ col: 10, level: 11 }, "E"), "level", r.legs);
    expect(hexes.map((h) => h.level)).toEqual([11, 11, 10, 10]);
    expect(hexes[0].col).toBe(11);
    expect(hexDistance(hexes[2], hexes[3])).toBe(1);
    expect(walkLegs(placeOf({ col: 10, level: 11 }, "E"), "level", r.legs).heading).toBe("W");
  });
  it("a stall falls two levels straight down", () => {
    const stalled: Flight = { ...flightAt(12, 0), outOfControl: "stall" };
    const r = flyTurn(strutter, stalled, FIT, O, 5, { kind: "stall" }, { dice: scriptedDice([2]) });
    const start = placeOf({ col: 8, level: 12 }, "E");
    const end = walkLegs(start, "level", r.legs);
    expect(hexOf(end, "level")).toEqual({ col: 8, level: 10 });
  });
  it("every Hex entered is next to the one before, or the same column a level down", () => {
    const r = turn(flightAt(20, 5), "dive-hard:2+turn");
    const hexes = pathHexes(placeOf({ col: 10, level: 20 }, "E"), "level", r.legs);
    let prev = { col: 10, level: 20 };
    for (const h of hexes) {
      expect(hexDistance(prev, h)).toBeLessThanOrEqual(1);
      prev = h;
    }
  });
});

describe("a diving turn part-way down", () => {
  it("reverses after the diving Hexes named, at the same cost", () => {
    const end = turn(flightAt(20, 5), "dive-hard:3+turn");
    const early = turn(flightAt(20, 5), "dive-hard:3+turn@1");
    expect([early.speed, early.endSpeed, early.level]).toEqual([
      end.speed,
      end.endSpeed,
      end.level,
    ]);
    const hexes = pathHexes(placeOf({ col: 10, level: 20 }, "E"), "level", early.legs);
    // 2 preparatory Hexes east, 1 diving east, then 2 diving west.
    expect(hexes.map((h) => h.level)).toEqual([20, 20, 19, 18, 17]);
    expect(hexes[3].col).toBeLessThan(hexes[2].col + 1);
    expect(parseTurn("dive-hard:3+turn@1").move).toMatchObject({ turnAfter: 1 });
    expect(() => turn(flightAt(20, 5), "dive-hard:3+turn@4")).toThrow(/after 0 to 3/);
    expect(() => parseTurn("climb-hard+turn@1")).toThrow(/only a dive turns part-way/);
  });
});

describe("part of a turn (Time Freezing)", () => {
  it("stops after the Hexes asked for, before a free drop or reversal that follows", () => {
    const r = turn(flightAt(11, 3), "turn-normal");
    const start = placeOf({ col: 10, level: 11 }, "E");
    expect(hexOf(walkLegs(start, "level", r.legs, undefined, 1), "level")).toEqual({
      col: 11,
      level: 11,
    });
    const two = walkLegs(start, "level", r.legs, undefined, 2);
    expect(hexOf(two, "level")).toEqual({ col: 12, level: 11 });
    expect(walkLegs(start, "level", r.legs, undefined, 3)).toEqual(
      walkLegs(start, "level", r.legs),
    );
    expect(walkLegs(start, "level", r.legs, undefined, 0)).toEqual(start);
  });
});

describe("changing attitude on a spine", () => {
  it("a climbing plane steps into the upper Hex before it dives, and stays on the grid", () => {
    // The text: while climbing, attitude changes freely, but inside a Hex: into the upper Hex first.
    const up = turn(flightAt(6, 5), "climb-shallow");
    expect([up.flight.half, up.flight.attitude]).toEqual([13, "climb-shallow"]);
    const start = walkLegs(placeOf({ col: 40, level: 6 }, "E"), "level", up.legs);
    for (const text of ["dive-hard:1", "dive-shallow:1", "dive-hard:2+turn"]) {
      const r = turn({ ...up.flight, speed: 5 }, text);
      expect(r.legs[0], text).toEqual({ kind: "snap", attitude: "climb-shallow" });
      const end = walkLegs(start, up.flight.attitude, r.legs);
      expect(end.half, text).toBe(r.flight.half);
      const h = hexOf(end, r.flight.attitude);
      expect([Number.isInteger(h.col), Number.isInteger(h.level)], text).toEqual([true, true]);
    }
    // from the upper Hex (7) a hard dive of one level ends at 6
    expect(turn({ ...up.flight, speed: 5 }, "dive-hard:1").level).toBe(6);
  });
});

describe("level flight for the whole turn", () => {
  it("level Hexes only, after a free step off a spine; not with the extra diving Hex, a turn or a dive", () => {
    const fly = (f: Flight, move: Move, o = O) => flyTurn(strutter, f, FIT, o, 5, move).legs;
    expect(levelWholeTurn(fly(flightAt(6, 5), { kind: "level" }))).toBe(true);
    const climbed: Flight = { ...flightAt(7, 3), half: 13, attitude: "climb-shallow" };
    expect(levelWholeTurn(fly(climbed, { kind: "level" }))).toBe(true);
    const diving: Flight = { ...flightAt(8, 5), attitude: "dive-shallow" };
    expect(levelWholeTurn(fly(diving, { kind: "level" }))).toBe(true);
    expect(levelWholeTurn(fly(diving, { kind: "level" }, { ...O, extraDivingHex: true }))).toBe(
      false,
    );
    expect(levelWholeTurn(fly(flightAt(6, 5), { kind: "turn", turn: "normal", keep: 1 }))).toBe(
      false,
    );
    expect(levelWholeTurn(fly(flightAt(6, 5), { kind: "jink" }))).toBe(true);
    expect(levelWholeTurn(fly(flightAt(6, 5), { kind: "side-slip" }))).toBe(false);
  });
});

describe("random turns on the board", () => {
  it("end where the flight model ends, within the allowance", { timeout: 60000 }, () => {
    const rng = seedRng(77);
    const pick = (n: number) => nextUint32(rng) % n;
    for (let game = 0; game < 150; game++) {
      const plane = PLANES[game % PLANES.length];
      const o = { ...O, extraDivingHex: pick(2) === 1, handlingTests: pick(2) === 1 };
      const dice = seededDice(seedRng(game));
      let f = flightAt(1 + pick(plane.ceiling), 1 + pick(plane.maxLevelSpeed.low));
      let place = placeOf({ col: 40, level: levelOfFlight(f) }, pick(2) ? "E" : "W");
      for (let t = 0; t < 25 && f.lost === null; t++) {
        const throttles = legalThrottles(plane, bandOf(levelOfFlight(f)), FIT.engine);
        const throttle = throttles[pick(throttles.length)];
        const moves = legalMoves(plane, f, FIT, o, throttle);
        const r = flyTurn(plane, f, FIT, o, throttle, moves[pick(moves.length)].move, { dice });
        const flown = r.legs.reduce((n, l) => n + (l.kind === "hexes" ? l.n : 0), 0);
        expect(flown).toBeLessThanOrEqual(Math.max(0, f.speed));
        place = walkLegs(
          place,
          f.attitude,
          r.legs,
          undefined,
          undefined,
          touchesGround(f, r.flight),
        );
        expect(place.half).toBe(r.flight.half);
        expect(place.heading === "E" || place.heading === "W").toBe(true);
        f = r.flight;
      }
    }
  });
});
