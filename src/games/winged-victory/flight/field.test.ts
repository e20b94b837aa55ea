import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { parsePlane } from "../planes/plane.js";
import { getPlane } from "../planes/planes.js";
import { landingSpeed, onGround, takeoffSpeed, touchesGround } from "./field.js";
import { legalMoves } from "./flight.js";
import { checkMove, FIT, type Flight, flightAt, flyTurn } from "./manoeuvres.js";
import { walkLegs } from "./path.js";

const O = { extraDivingHex: false, handlingTests: false, anyThrottle: false };
const strutter = getPlane("strutter");
const landingDive = { kind: "dive", hard: false, levels: 1, turn: false } as const;

describe("W15: landing", () => {
  it("a shallow dive from level 1 at landing speed or slower lands and rolls on along the ground", () => {
    expect(landingSpeed(strutter)).toBe(3);
    const r = flyTurn(strutter, flightAt(1, 3), FIT, O, 0, landingDive);
    expect(r.events).toEqual(["landed"]);
    expect(r.flight.grounded).toBe(true);
    expect(r.flight.lost).toBeNull();
    expect(r.level).toBe(0);
    expect(r.hexes).toBe(3); // 2 preparatory Hexes, 1 down, nothing left to roll
    // on the ground the cue slows toward the throttle, and speed 0 is no stall
    const next = flyTurn(strutter, r.flight, FIT, O, 0, { kind: "level" });
    expect([next.events, next.level, next.flight.grounded]).toEqual([[], 0, true]);
  });

  it("too fast, a hard dive, a turn, a dive from higher or any other way down is a crash", () => {
    const crash = (f: Flight, move: Parameters<typeof flyTurn>[5]) =>
      flyTurn(strutter, f, FIT, O, 0, move).events;
    expect(crash(flightAt(1, 4), landingDive)).toEqual(["crash"]);
    expect(crash(flightAt(1, 3), { ...landingDive, hard: true })).toEqual(["crash"]);
    expect(crash(flightAt(1, 5), { ...landingDive, turn: true })).toEqual(["crash"]);
    expect(crash(flightAt(2, 5), { ...landingDive, levels: 2 })).toEqual(["crash"]);
    expect(crash(flightAt(2, 5), { kind: "turn", turn: "hard", keep: 0 })).toEqual(["crash"]);
  });

  it("a plane file may give its own landing and take-off speeds", () => {
    const mine = parsePlane({ ...strutter, id: "slow-strutter", landingSpeed: 2, takeoffSpeed: 4 });
    expect([landingSpeed(mine), takeoffSpeed(mine)]).toEqual([2, 4]);
    expect(flyTurn(mine, flightAt(1, 3), FIT, O, 0, landingDive).events).toEqual(["crash"]);
  });
});

describe("W15: taking off", () => {
  it("on the ground: level flight rolls along, anything but a shallow climb is refused", () => {
    const f = onGround(2);
    expect(checkMove(strutter, f, FIT, O, { kind: "level" })).toBeNull();
    expect(checkMove(strutter, f, FIT, O, { kind: "turn", turn: "easy", keep: 0 })).toMatch(
      /only rolls in level flight or takes off/,
    );
    expect(checkMove(strutter, f, FIT, O, { kind: "jink" })).toMatch(/only rolls/);
    expect(checkMove(strutter, f, FIT, O, { kind: "climb", hard: true, turn: false })).toMatch(
      /shallow climb/,
    );
    expect(checkMove(strutter, f, FIT, O, { kind: "climb", hard: false, turn: false })).toMatch(
      /takes off at speed 3 or more/,
    );
    expect(legalMoves(strutter, f, FIT, O, 5).map((m) => m.name)).toEqual(["level"]);
  });

  it("the ground school from a standing start: 0 → 2 → 3, then a shallow climb lifts off to level 1", () => {
    const a = flyTurn(strutter, onGround(0), FIT, O, 5, { kind: "level" });
    expect([a.endSpeed, a.level, a.events]).toEqual([2, 0, []]);
    const b = flyTurn(strutter, a.flight, FIT, O, 5, { kind: "level" });
    expect([b.hexes, b.endSpeed, b.level]).toEqual([2, 3, 0]);
    const up = flyTurn(strutter, b.flight, FIT, O, 5, { kind: "climb", hard: false, turn: false });
    expect(up.events).toEqual(["take-off"]);
    expect(up.flight.grounded).toBeUndefined();
    expect([up.hexes, up.level, up.speed, up.endSpeed]).toEqual([3, 1, 0, 2]); // drag 3 at speed 3
    const start = { x4: 0, half: 0, heading: "E" } as const;
    const end = walkLegs(
      start,
      "level",
      up.legs,
      undefined,
      undefined,
      touchesGround(b.flight, up.flight),
    );
    expect([end.x4 > 0, end.half]).toEqual([true, 1]);
    // a crashed plane's walk stays where it hit
    expect(walkLegs(start, "level", up.legs).x4).toBe(0);
  });

  it("a plane on the ground never stalls or tests its structure, and takes off again after landing", () => {
    const landed = flyTurn(strutter, flightAt(1, 3), FIT, O, 5, landingDive, {
      dice: scriptedDice([]),
    });
    expect(landed.flight.grounded).toBe(true);
    const roll = flyTurn(strutter, landed.flight, FIT, O, 5, { kind: "level" });
    expect(roll.events).toEqual([]);
    const up = flyTurn(strutter, roll.flight, FIT, O, 5, {
      kind: "climb",
      hard: false,
      turn: false,
    });
    expect(up.events).toEqual(["take-off"]);
  });
});
