import { describe, expect, it } from "vitest";
import { megaCentre, megaOf } from "../../../src/games/winged-victory/board/grid.js";
import { megaHexes, megaPath } from "./geometry";

describe("the board's MegaHex overlay drawn at the game's radius", () => {
  it("a MegaHex away from the edges is filled whole, from any of its Hexes, rim included", () => {
    for (const [r, hexes] of [
      [1, 7],
      [2, 19],
      [3, 37],
    ]) {
      const c = megaCentre(megaOf({ col: 60, level: 15 }, r), r);
      const rim = { col: c.col, level: c.level + r };
      expect(megaHexes(c, 114, r)).toHaveLength(hexes);
      expect(megaHexes(rim, 114, r)).toEqual(megaHexes(c, 114, r));
      for (const h of megaHexes(rim, 114, r)) expect(megaOf(h, r)).toBe(megaOf(c, r));
    }
  });

  it("smaller MegaHexes draw more borders", () => {
    const sides = (r: number) => megaPath(42, r).split("M").length - 1;
    expect(sides(1)).toBeGreaterThan(sides(2));
    expect(sides(2)).toBeGreaterThan(sides(3));
  });
});
