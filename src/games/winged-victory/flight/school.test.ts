/** The flying school, lesson by lesson and turn by turn, with the text's numbers. */
import { describe, expect, it } from "vitest";
import { getPlane } from "../planes/planes.js";
import { speedUpdate } from "./energy.js";
import { flySequence, parseTurn } from "./flight.js";
import {
  DEFAULT_FLIGHT_OPTIONS,
  FIT,
  type Flight,
  type FlightOptions,
  flightAt,
  flyTurn,
} from "./manoeuvres.js";

const strutter = getPlane("strutter");

/** Flies `turns` and keeps what the text reads off each turn. */
function fly(
  id: string,
  level: number,
  speed: number,
  turns: string[],
  throttle?: number,
  o: Partial<FlightOptions> = {},
) {
  const plane = getPlane(id);
  return flySequence(
    plane,
    flightAt(level, speed),
    FIT,
    { ...DEFAULT_FLIGHT_OPTIONS, ...o },
    turns.map(parseTurn),
    throttle,
  ).map((t) => ({
    start: t.startSpeed,
    speed: t.speed,
    end: t.endSpeed,
    level: t.level,
    events: t.events,
  }));
}

describe("ground school: the Energy dial", () => {
  it("throttle 5 from a standing start: 0 → 2; engine off: 2 → 1; then 1 → 0 (adjacent)", () => {
    expect(speedUpdate(0, 5)).toBe(2);
    expect(speedUpdate(2, 0)).toBe(1);
    expect(speedUpdate(1, 0)).toBe(0);
  });
});

describe("climbing lesson (Strutter, level 6, throttle and speed 5)", () => {
  const turns = fly(
    "strutter",
    6,
    5,
    ["level", "climb-shallow", "level", "climb-hard", "level"],
    5,
  );
  it("turn 1: level flight at 5", () => {
    expect(turns[0]).toMatchObject({ start: 5, speed: 5, end: 5, level: 6 });
  });
  it("turn 2: shallow climb after 2 preparatory Hexes: drag 4, 5 → 1, updated to 3, one level up", () => {
    expect(turns[1]).toMatchObject({ start: 5, speed: 1, end: 3, level: 7 });
  });
  it("turn 3: level again, 3 → 4", () => {
    expect(turns[2]).toMatchObject({ start: 3, speed: 3, end: 4, level: 7 });
  });
  it("turn 4: hard climb at 4: drag 3 + 2, 4 → −1, updated to 2 (one level up: 8; the text's 7 is a misprint)", () => {
    expect(turns[3]).toMatchObject({ start: 4, speed: -1, end: 2, level: 8 });
  });
  it("turn 5: level, final speed 3", () => {
    expect(turns[4]).toMatchObject({ start: 2, speed: 2, end: 3, level: 8 });
  });
  it("no turn of the lesson stalls (−1 during a turn is not a stall)", () => {
    expect(turns.flatMap((t) => t.events)).toEqual([]);
  });
});

describe("diving lesson (Strutter, level 10, speed 5)", () => {
  const plane = strutter;
  const school = { ...DEFAULT_FLIGHT_OPTIONS, anyThrottle: true };
  let f: Flight = flightAt(10, 5);
  it("turn 1: throttle 2, shallow dive after 2 Hexes, 3 Hexes down: 10 → 8 (lower Hex on the spine), 5 → 7 → 5", () => {
    const r = flyTurn(plane, f, FIT, school, 2, {
      kind: "dive",
      hard: false,
      levels: 2,
      turn: false,
    });
    expect([r.startSpeed, r.speed, r.endSpeed, r.level, r.hexes]).toEqual([5, 7, 5, 8, 5]);
    expect(r.flight.half).toBe(17);
    f = r.flight;
  });
  it("turn 2 (optional extra diving Hex): one more Hex down, speed unchanged, level 8, then 4 Hexes level; 5 → 4", () => {
    const r = flyTurn(plane, f, FIT, { ...school, extraDivingHex: true }, 2, { kind: "level" });
    expect([r.startSpeed, r.speed, r.endSpeed, r.level]).toEqual([5, 5, 4, 8]);
    f = r.flight;
  });
  it("turn 3: hard dive of 2 Hexes after the preparatory 2: 8 → 6, 4 → 6 → 4", () => {
    const r = flyTurn(plane, f, FIT, school, 2, {
      kind: "dive",
      hard: true,
      levels: 2,
      turn: false,
    });
    expect([r.startSpeed, r.speed, r.endSpeed, r.level]).toEqual([4, 6, 4, 6]);
    f = r.flight;
  });
  it("turn 4: throttle 5, level out at once (optional rule not used): 4 → 5", () => {
    const r = flyTurn(plane, f, FIT, school, 5, { kind: "level" });
    expect([r.startSpeed, r.speed, r.endSpeed, r.level]).toEqual([4, 4, 5, 6]);
  });
  it("the lesson's throttle 2 is not a rotary setting: refused unless the school's free throttle is on", () => {
    expect(() =>
      flyTurn(plane, flightAt(10, 5), FIT, DEFAULT_FLIGHT_OPTIONS, 2, { kind: "level" }),
    ).toThrow(/rotary engine: its throttle is 0 or 5/);
  });
});

describe("turning lesson (Strutter, level 11, throttle and speed 5)", () => {
  const turns = fly("strutter", 11, 5, ["turn-easy", "turn-normal", "turn-hard"], 5);
  it("turn 1: easy turn, drag 4: 5 → 1 → 3, no level lost", () => {
    expect(turns[0]).toMatchObject({ start: 5, speed: 1, end: 3, level: 11 });
  });
  it("turn 2: normal turn at 3 (Medium drag 3): 3 → 0 → 2, down to 10", () => {
    expect(turns[1]).toMatchObject({ start: 3, speed: 0, end: 2, level: 10 });
  });
  it("turn 3: hard turn from level 10, Low drag 2: 2 → 0 → 2, down to 8", () => {
    expect(turns[2]).toMatchObject({ start: 2, speed: 0, end: 2, level: 8 });
  });
  it("keeping a level in a hard turn at Low, speed 5: 5 − 4 − 4 = −3, updated to 1, just above the stall", () => {
    const [t] = fly("strutter", 6, 5, ["turn-hard+keep1"], 5);
    expect(t).toMatchObject({ start: 5, speed: -3, end: 1, level: 5, events: [] });
  });
});

describe("turning while climbing or diving (Strutter, level 4, speed 5)", () => {
  const turns = fly("strutter", 4, 5, ["climb-shallow+turn", "level", "dive-hard:1+turn"], 5);
  it("turn 1: shallow climb and turn: −4 − 4 = −8, 5 → −3, updated to 1", () => {
    expect(turns[0]).toMatchObject({ start: 5, speed: -3, end: 1, level: 5 });
  });
  it("turn 2: level flight, 1 → 3", () => {
    expect(turns[1]).toMatchObject({ start: 1, speed: 1, end: 3, level: 5 });
  });
  it("turn 3 (ruling V2 misprint: the text's drag 4 at speed 3 is read as 3): steep dive of 1 level and a turn, 3 + 1 − 3 = 1, updated to 3", () => {
    expect(turns[2]).toMatchObject({ start: 3, speed: 1, end: 3, level: 4 });
  });
  it("the issue's notation climb-shallow+turn-easy is the same climbing turn", () => {
    const [t] = fly("strutter", 4, 5, ["climb-shallow+turn-easy"], 5);
    expect(t).toMatchObject({ start: 5, speed: -3, end: 1, level: 5 });
  });
});
