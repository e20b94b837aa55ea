/**
 * The MegaHex size as a board file's field: the board file's checks, and the
 * overlay of each radius as spotting, engagement and the weather read it.
 * Through the game: board/game-megahex.test.ts.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../engine/errors.js";
import { DEFAULT_COMBAT_TABLES as T } from "../combat/data.js";
import { ALEA } from "../dice/alea.js";
import { wingedVictory as rules } from "../rules.js";
import { ENGAGED, engagedPair, type Mover, movementPools, SEEN } from "../spotting/order.js";
import { DEFAULT_SPOT_OPTIONS, type Spotter, sightCheck } from "../spotting/spotting.js";
import {
  type Hex,
  MEGA_RADII,
  MEGA_RADIUS,
  megaCentre,
  megaDistanceOf,
  megaLattice,
  megaOf,
  TOP,
} from "./grid.js";
import { DEFAULT_BOARD, megaRepeat, parseBoard } from "./grid-board.js";
import { CLEAR_SKY, inSun, weatherSight } from "./weather.js";

const h = (col: number, level: number): Hex => ({ col, level });

describe("the MegaHex radius in a board file", () => {
  it("absent: our reconstructed flower of 19 Hexes (radius 2); given: the printed one", () => {
    expect(MEGA_RADIUS).toBe(2);
    expect(DEFAULT_BOARD.megaRadius).toBeUndefined();
    expect(parseBoard("{}")).toEqual({ matWidth: 38, reconstructed: true });
    expect(parseBoard('{"megaRadius": 1, "matWidth": 42}', "mats.json")).toEqual({
      matWidth: 42,
      reconstructed: false,
      megaRadius: 1,
    });
    expect(parseBoard({ megaRadius: 3, matWidth: 74 })).toEqual({
      matWidth: 74,
      reconstructed: false,
      megaRadius: 3,
    });
    // radius 2 on the default width: the printed overlay is ours, the width still ours
    expect(parseBoard({ megaRadius: 2 })).toEqual({
      matWidth: 38,
      reconstructed: true,
      megaRadius: 2,
    });
    expect(MEGA_RADII.map(megaRepeat)).toEqual([7, 19, 37]);
  });

  it("a radius that is no flower of ours, or one whose overlay does not repeat across the mats, is refused with the reason", () => {
    const refused = (board: unknown) => {
      try {
        parseBoard(board, "mats.json");
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        return (e as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(board)}`);
    };
    expect(refused({ megaRadius: 4 })).toBe(
      "mats.json: megaRadius: a MegaHex's radius (Hexes from its centre Hex to its rim) is 1 (7 Hexes), 2 (19 Hexes) or 3 (37 Hexes)",
    );
    expect(refused({ megaRadius: 0 })).toMatch(/megaRadius: a MegaHex's radius/);
    expect(refused({ megaRadius: 2.5 })).toMatch(/megaRadius: a MegaHex's radius/);
    expect(refused({ megaRadius: "2" })).toMatch(
      /megaRadius: a MegaHex's radius is a whole number/,
    );
    expect(refused({ megaRadius: 3 })).toBe(
      "mats.json: megaRadius: MegaHexes of radius 3 repeat every 37 Hexes along a row, so each mat must be a whole number of repeats wide (matWidth 38 is not; 37 or 74 would be)",
    );
    expect(refused({ megaRadius: 1, matWidth: 40 })).toMatch(
      /radius 1 repeat every 7 Hexes.*matWidth 40 is not; 35 or 42 would be/,
    );
    expect(refused({ megaRadius: 2, matWidth: 44 })).toMatch(/matWidth 44 is not; 38 or 57/);
    expect(refused({ megaHexes: 19 })).toMatch(/has no field named "megaHexes"/);
  });

  it("a game's options refuse a bad radius before any game is set up", () => {
    expect(() => rules.parseOptions({ scenario: "head-on", board: { megaRadius: 5 } })).toThrow(
      /Winged Victory options: board › megaRadius: a MegaHex's radius/,
    );
    expect(() => rules.parseOptions({ scenario: "head-on", board: { megaRadius: 3 } })).toThrow(
      /board › megaRadius: MegaHexes of radius 3 repeat every 37 Hexes/,
    );
    expect(rules.parseOptions({ board: { megaRadius: 1, matWidth: 42 } }).board).toEqual({
      matWidth: 42,
      reconstructed: false,
      megaRadius: 1,
    });
  });
});

describe("the overlay of each radius", () => {
  it("every Hex of the board lies in one flower of 3R² + 3R + 1 Hexes around its centre", () => {
    for (const r of MEGA_RADII) {
      const count = new Map<number, number>();
      for (let level = 0; level <= TOP; level++)
        for (let col = 0; col < 3 * 74; col++) {
          const m = megaOf(h(col, level), r);
          const c = megaCentre(m, r);
          expect(megaDistanceOf(h(col, level), c, r)).toBe(0);
          // within R Hexes of its centre
          const dl = Math.abs(level - c.level);
          expect(dl).toBeLessThanOrEqual(r);
          count.set(m, (count.get(m) ?? 0) + 1);
        }
      // a MegaHex well inside the board is whole
      expect(count.get(megaOf(h(100, 15), r))).toBe(megaLattice(r).hexes);
    }
  });

  it("along a row, one repeat of the overlay is 3, 5 or 7 MegaHexes", () => {
    // from a Hex, the same Hex of the next repeat: the lattice step (R + 1)·u + R·v
    expect(megaDistanceOf(h(40, 10), h(47, 10), 1)).toBe(3);
    expect(megaDistanceOf(h(40, 10), h(59, 10), 2)).toBe(5);
    expect(megaDistanceOf(h(40, 10), h(77, 10), 3)).toBe(7);
    // the default is radius 2
    expect(megaDistanceOf(h(40, 10), h(59, 10))).toBe(5);
    // 18 Hexes apart: 8, 5 or 3 MegaHexes
    expect(MEGA_RADII.map((r) => megaDistanceOf(h(40, 15), h(58, 15), r))).toEqual([8, 5, 3]);
  });
});

const spotter: Spotter = {
  hex: h(40, 15),
  heading: "E",
  attitude: "level",
  spottingDie: 0,
  skill: "expert",
};

describe("spotting on the board's overlay", () => {
  it("the spotting range and the test's reach are counted in the board's MegaHexes", () => {
    const check = (r: number) =>
      sightCheck(ALEA, T, CLEAR_SKY, 3, DEFAULT_SPOT_OPTIONS, spotter, h(58, 15), false, r);
    // radius 1: 8 MegaHexes, beyond the range of 5
    expect(check(1)).toMatchObject({ kind: "out-of-range", distance: 8 });
    // radius 2: 5 MegaHexes, a test whose "i" does not reach
    expect(check(2)).toMatchObject({ kind: "test", distance: 5 });
    // radius 3: 3 MegaHexes, within an "i"
    expect(check(3)).toMatchObject({ kind: "test", distance: 3 });
    // the same MegaHex, seen at once without a test: one Hex east on radius 2 and 3, two Hexes east only on radius 3
    const near = (col: number) => (r: number) =>
      sightCheck(ALEA, T, CLEAR_SKY, 3, DEFAULT_SPOT_OPTIONS, spotter, h(col, 15), false, r).kind;
    expect(MEGA_RADII.map(near(41))).toEqual(["test", "same-megahex", "same-megahex"]);
    expect(MEGA_RADII.map(near(42))).toEqual(["test", "test", "same-megahex"]);
  });

  it("the sun hides the MegaHexes of the board's size on the line to it", () => {
    // the sun low in the east: a plane 10 Hexes east of the spotter lies in a
    // radius-3 MegaHex the line to the sun crosses, not in one of radius 1 or 2
    const w = { ...CLEAR_SKY, sun: "east-low" as const };
    const hidden = (r: number) => inSun(w, 3, h(40, 15), h(50, 15), r);
    expect(MEGA_RADII.map(hidden)).toEqual([false, false, true]);
    expect(
      sightCheck(ALEA, T, w, 3, DEFAULT_SPOT_OPTIONS, spotter, h(50, 15), false, 3),
    ).toMatchObject({ kind: "hidden", reason: "in the sun" });
  });

  it("a cumulus fills its MegaHex of the board's size", () => {
    // a cumulus at Hex 47, level 18: its flower of radius 3 reaches down across level 15
    const w = { ...CLEAR_SKY, cumulus: [h(47, 18)] };
    const blocked = (r: number) =>
      weatherSight(w, h(40, 15), h(52, 15), { blocked: false, silhouetted: false, modifier: 0 }, r)
        .blocked;
    expect(MEGA_RADII.map(blocked)).toEqual([false, false, true]);
  });
});

describe("engagement on the board's overlay", () => {
  const mover = (id: string, side: string, hex: Hex, heading: "E" | "W"): Mover => ({
    id,
    side,
    hex,
    heading,
    attitude: "level",
    skill: "expert",
    speed: 4,
    outOfControl: false,
  });
  const sight = Uint8Array.from([SEEN, SEEN, SEEN, SEEN]);

  it("same or adjacent MegaHex: 7 Hexes apart on a row are engaged on radius 2 and 3, not on radius 1", () => {
    const planes = [mover("A1", "allies", h(55, 8), "E"), mover("G1", "germans", h(62, 8), "W")];
    expect(MEGA_RADII.map((r) => engagedPair(planes, sight, 0, 1, r))).toEqual([false, true, true]);
    expect(engagedPair(planes, sight, 0, 1)).toBe(true);
  });

  it("8 Hexes apart: engaged only on radius 3", () => {
    const planes = [mover("A1", "allies", h(40, 10), "E"), mover("G1", "germans", h(48, 10), "W")];
    const pools = (r: number) => movementPools(planes, sight, new Uint8Array(4), r)[0];
    expect(MEGA_RADII.map(pools)).toEqual([5, 5, ENGAGED]);
  });
});
