import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import type { Hex } from "../board/grid.js";
import { CLEAR_SKY, parseWeather } from "../board/weather.js";
import { DEFAULT_COMBAT_TABLES as T } from "../combat/data.js";
import { ALEA } from "../dice/alea.js";
import { ENGAGED, HIDDEN, movementPools, SEEN, tailMatrix, UNSEEN } from "./order.js";
import { DEFAULT_SPOT_OPTIONS as OFF } from "./spotting.js";
import { type SpottingPlane, updateSight } from "./turn.js";

const plane = (
  id: string,
  side: string,
  hex: Hex,
  over: Partial<SpottingPlane> = {},
): SpottingPlane => ({
  id,
  side,
  hex,
  heading: "E",
  attitude: "level",
  skill: "expert",
  speed: 4,
  outOfControl: false,
  spottingDie: ALEA.grey,
  ...over,
});
const at = (m: Uint8Array, n: number, a: number, b: number) => m[a * n + b];

describe("who sees whom at the start of a turn", () => {
  it("friends always; enemies in the same MegaHex at once; others by a test, spotter by spotter", () => {
    const planes = [
      plane("a1", "A", { col: 40, level: 15 }),
      plane("a2", "A", { col: 60, level: 15 }),
      plane("g1", "G", { col: 52, level: 15 }),
    ];
    // a1 → g1: grey face 6 "ii" seen; a2 → g1: face 1 fail; g1 → a1: face 3 "i" (within 4); g1 → a2: face 2 fail
    const dice = scriptedDice([6, 1, 3, 2]);
    const m = updateSight(ALEA, T, CLEAR_SKY, 3, OFF, planes, null, dice);
    expect(dice.consumed).toBe(4);
    expect(dice.rolls.map((r) => r.purpose)).toEqual([
      "Grey die, icon: a1 looks for g1",
      "Grey die, icon: a2 looks for g1",
      "Grey die, icon: g1 looks for a1",
      "Grey die, icon: g1 looks for a2",
    ]);
    expect([
      at(m, 3, 0, 1),
      at(m, 3, 0, 2),
      at(m, 3, 1, 2),
      at(m, 3, 2, 0),
      at(m, 3, 2, 1),
    ]).toEqual([SEEN, SEEN, UNSEEN, SEEN, UNSEEN]);
  });

  it("a plane once spotted stays spotted without a new test; lost from view, it needs one", () => {
    const planes = [
      plane("a", "A", { col: 40, level: 15 }),
      plane("g", "G", { col: 52, level: 15 }),
    ];
    const first = updateSight(ALEA, T, CLEAR_SKY, 3, OFF, planes, null, scriptedDice([6, 6]));
    expect([...first]).toEqual([SEEN, SEEN, SEEN, SEEN]);
    const again = updateSight(ALEA, T, CLEAR_SKY, 3, OFF, planes, first, scriptedDice([]));
    expect([...again]).toEqual([SEEN, SEEN, SEEN, SEEN]);
    // the German flies into the sun: hidden from the Allied pilot, and both not engaged
    const sunny = { ...CLEAR_SKY, sun: "east-high" as const };
    planes[1].hex = { col: 56, level: 17 };
    const hidden = updateSight(ALEA, T, sunny, 3, OFF, planes, again, scriptedDice([]));
    expect(at(hidden, 2, 0, 1)).toBe(HIDDEN);
    expect(at(hidden, 2, 1, 0)).toBe(SEEN);
    // out of the sun again: a new test (fail)
    planes[1].hex = { col: 50, level: 12 };
    const back = updateSight(ALEA, T, sunny, 3, OFF, planes, hidden, scriptedDice([1]));
    expect(at(back, 2, 0, 1)).toBe(UNSEEN);
  });

  it("a cloud or other weather on the line of sight calls for a new test each turn", () => {
    const planes = [plane("a", "A", { col: 40, level: 5 }), plane("g", "G", { col: 52, level: 5 })];
    const first = updateSight(ALEA, T, CLEAR_SKY, 3, OFF, planes, null, scriptedDice([6, 6]));
    expect([...first]).toEqual([SEEN, SEEN, SEEN, SEEN]);
    // a low stratus drifts between them: both look again (a fail and a success)
    const cloudy = parseWeather({ lowStratus: [{ col: 46, level: 5 }] });
    const dice = scriptedDice([1, 6]);
    const again = updateSight(ALEA, T, cloudy, 3, OFF, planes, first, dice);
    expect(dice.consumed).toBe(2);
    expect([at(again, 2, 0, 1), at(again, 2, 1, 0)]).toEqual([UNSEEN, SEEN]);
  });

  it("a tailing pilot sees only his partner; the sun hides a lone enemy and leaves both not engaged", () => {
    const planes = [
      plane("tailed", "A", { col: 40, level: 15 }),
      plane("tailer", "G", { col: 38, level: 15 }),
      plane("third", "A", { col: 40, level: 17 }),
    ];
    expect(tailMatrix(planes)[1 * 3 + 0]).toBe(1);
    const m = updateSight(
      ALEA,
      T,
      CLEAR_SKY,
      3,
      OFF,
      planes,
      null,
      scriptedDice([6, 6, 6, 6, 6, 6]),
    );
    expect(at(m, 3, 1, 0)).toBe(SEEN);
    expect(at(m, 3, 1, 2)).toBe(UNSEEN);
    const pools = movementPools(planes, m, tailMatrix(planes));
    expect(pools[2]).toBe(ENGAGED); // the third sees the tailer, who cannot see him
  });
});
