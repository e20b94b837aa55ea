import { describe, expect, it } from "vitest";
import {
  aspectOf,
  axialDistance,
  hexAt,
  hexDistance,
  inArc,
  inTailSector,
  lineHexes,
  lineMeetsMega,
  MAT_WIDTH,
  MEGA_RADIUS,
  megaCentre,
  megaDistanceOf,
  megaLattice,
  megaOf,
  megasAlong,
  onBoard,
  relativeAngle,
  TOP,
} from "./grid.js";

const h = (col: number, level: number) => ({ col, level });

describe("Hexes", () => {
  it("measure distance along rows, diagonals and both", () => {
    expect(hexDistance(h(10, 10), h(15, 10))).toBe(5);
    expect(hexDistance(h(10, 10), h(10, 11))).toBe(1); // up-right of an even row
    expect(hexDistance(h(10, 10), h(9, 11))).toBe(1); // up-left
    expect(hexDistance(h(10, 10), h(10, 14))).toBe(4);
    expect(hexDistance(h(10, 10), h(20, 12))).toBe(11);
  });

  it("find the Hex under a point, the inverse of a Hex's centre", () => {
    for (const x of [h(0, 0), h(7, 3), h(30, 30), h(100, 17)]) {
      expect(hexAt(x.col + (x.level & 1) / 2, (x.level * Math.sqrt(3)) / 2)).toEqual(x);
    }
  });

  it("see angles from the nose over the top, mirrored for a west-bound plane", () => {
    expect(relativeAngle(h(10, 10), "E", "level", h(10, 12))).toBeCloseTo(90, 5); // straight above
    expect(relativeAngle(h(10, 10), "W", "level", h(7, 10))).toBeCloseTo(0, 5);
    expect(relativeAngle(h(10, 10), "W", "level", h(13, 10))).toBeCloseTo(180, 5);
    expect(relativeAngle(h(10, 10), "E", "climb-hard", h(11, 12))).toBeCloseTo(0, 5);
  });

  it("straight lines: 5 Hexes on a side line, 8 along a spine line", () => {
    expect(lineHexes(h(10, 10), "E", "level")).toHaveLength(5);
    expect(lineHexes(h(10, 10), "W", "dive-hard")).toHaveLength(5);
    expect(lineHexes(h(10, 11), "E", "climb-shallow")).toHaveLength(8);
  });

  it("arcs: counter-clockwise from the nose, across 0° too, a Hex counting when partly inside", () => {
    const o = h(10, 10);
    // a nose arc from 300° to 60°: ahead and 45° up, not straight up, not behind
    expect(inArc(o, "E", "level", h(13, 10), 300, 60, 4)).toBe(true);
    expect(inArc(o, "E", "level", h(11, 12), 300, 60, 4)).toBe(true);
    expect(inArc(o, "E", "level", h(10, 12), 300, 60, 4)).toBe(false);
    expect(inArc(o, "E", "level", h(7, 10), 300, 60, 4)).toBe(false);
    // straight up is 90°: an arc ending at 80° still takes it, being partly inside (2 Hexes away: ±14°)
    expect(inArc(o, "E", "level", h(10, 12), 0, 80, 4)).toBe(true);
    expect(inArc(o, "E", "level", h(10, 12), 0, 70, 4)).toBe(false);
    // a whole circle
    expect(inArc(o, "W", "dive-hard", h(8, 7), 0, 360, 4)).toBe(true);
  });

  it("aspect and the tail sector (the 60° wedge behind, 1 or 2 Hexes)", () => {
    expect(aspectOf(h(10, 10), "E", "level", h(8, 10))).toBe("rear");
    expect(aspectOf(h(10, 10), "E", "level", h(12, 10))).toBe("front");
    expect(aspectOf(h(10, 10), "E", "level", h(10, 12))).toBe("beam");
    expect(inTailSector(h(10, 10), "E", "level", h(9, 10))).toBe(true);
    expect(inTailSector(h(10, 10), "E", "level", h(8, 10))).toBe(true);
    expect(inTailSector(h(10, 10), "E", "level", h(8, 11))).toBe(true); // 30° off the tail, 2 Hexes
    expect(inTailSector(h(10, 10), "E", "level", h(9, 11))).toBe(false); // 60° off
    expect(inTailSector(h(10, 10), "E", "level", h(7, 10))).toBe(false); // 3 Hexes
    expect(inTailSector(h(10, 10), "E", "level", h(10, 10))).toBe(false);
    expect(inTailSector(h(10, 10), "W", "level", h(12, 10))).toBe(true);
  });
});

describe("MegaHexes", () => {
  it("tile the board: every Hex in one MegaHex, whole ones holding 19 Hexes", () => {
    const count = new Map<number, number>();
    for (let level = -4; level <= TOP + 4; level++) {
      for (let col = -6; col < 3 * MAT_WIDTH + 6; col++) {
        const m = megaOf(h(col, level));
        count.set(m, (count.get(m) ?? 0) + 1);
        expect(hexDistance(h(col, level), megaCentre(m))).toBeLessThanOrEqual(2);
      }
    }
    expect(Math.max(...count.values())).toBe(19);
    const inner = [...count.entries()].filter(([m]) => {
      const c = megaCentre(m);
      return c.level >= 2 && c.level <= TOP - 2 && c.col >= 2 && c.col < 3 * MAT_WIDTH - 2;
    });
    for (const [, n] of inner) expect(n).toBe(19);
  });

  it("come from one radius: the lattice for radius 1, 2 or 3 puts every Hex in exactly one flower", () => {
    expect(megaLattice(MEGA_RADIUS)).toEqual({ u: [5, -2], v: [2, 3], hexes: 19 });
    for (const radius of [1, 2, 3]) {
      const { u, v, hexes } = megaLattice(radius);
      expect(u[0] * v[1] - u[1] * v[0]).toBe(hexes);
      for (let q = -12; q <= 12; q++)
        for (let r = -12; r <= 12; r++) {
          let holders = 0;
          for (let a = -8; a <= 8; a++)
            for (let b = -8; b <= 8; b++) {
              const cq = a * u[0] + b * v[0];
              const cr = a * u[1] + b * v[1];
              if (axialDistance(q - cq, r - cr) <= radius) holders++;
            }
          expect(holders).toBe(1);
        }
    }
  });

  it("repeat along a row every 19 Hexes, so each mat shows the same overlay", () => {
    for (let level = 0; level <= TOP; level++) {
      for (let col = 0; col < MAT_WIDTH; col++) {
        expect(megaDistanceOf(h(col, level), h(col + 19, level))).toBe(
          megaDistanceOf(h(0, level), h(19, level)),
        );
      }
    }
  });

  it("measure distance in MegaHexes: neighbours at 1, 19 Hexes along a row are 5 MegaHexes", () => {
    const c = megaCentre(megaOf(h(40, 15)));
    expect(megaDistanceOf(c, c)).toBe(0);
    expect(megaDistanceOf(c, h(c.col + 5, c.level))).toBe(1);
    expect(megaDistanceOf(c, h(c.col + 2, c.level))).toBe(0);
    expect(megaDistanceOf(c, h(c.col + 19, c.level))).toBe(5);
    expect(megaDistanceOf(c, h(c.col, c.level + 10))).toBeLessThanOrEqual(3);
  });

  it("list the MegaHexes a line crosses, both ends included", () => {
    const a = h(10, 10);
    const b = h(30, 10);
    const ms = megasAlong(a, b);
    expect(ms[0]).toBe(megaOf(a));
    expect(ms).toContain(megaOf(b));
    expect(ms).toContain(megaOf(h(20, 10)));
  });

  it("know the board's edges", () => {
    expect(onBoard(h(0, 0), 1)).toBe(true);
    expect(onBoard(h(MAT_WIDTH, 5), 1)).toBe(false);
    expect(onBoard(h(MAT_WIDTH, 5), 2)).toBe(true);
    expect(onBoard(h(5, 31), 3)).toBe(false);
  });
});

describe("a line meeting a MegaHex", () => {
  it("agrees with the MegaHexes listed along the line, for many lines", () => {
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const a = h((i * 7) % 100, (i * 5) % 31);
      const b = h((i * 13 + 20) % 110, (i * 11 + 3) % 31);
      const along = new Set(megasAlong(a, b));
      for (let col = 0; col < 114; col += 3) {
        for (let level = 0; level <= 30; level += 2) {
          const m = megaOf(h(col, level));
          expect(lineMeetsMega(a, b, m), `${JSON.stringify([a, b, col, level])}`).toBe(
            along.has(m),
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });
});
