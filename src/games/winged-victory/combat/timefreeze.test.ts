import { describe, expect, it } from "vitest";
import {
  freeze,
  freezeTable,
  freezeTime,
  hexesInTime,
  mayFreeze,
  openWindow,
  parseFreezeTable,
} from "./timefreeze.js";

describe("Time Freezing (ruling V3)", () => {
  it("the text's example: A at speed 7 moves 4 Hexes → time 6; B at speed 5 has flown 2; both then move 3", () => {
    expect(freezeTime(7, 4)).toBe(6);
    expect(freezeTable(5)[4]).toEqual([2, 4, 7, 9, 11]); // no 6 for B: the next lower time, 4
    expect(hexesInTime(5, 6)).toBe(2);
    expect(freeze(7, 4, [5])).toEqual([2]);
    expect(5 - freeze(7, 4, [5])[0]).toBe(7 - 4); // both have 3 Hexes left
  });

  it("rounds halves up, and a whole move always takes 11", () => {
    expect(freezeTime(4, 1)).toBe(3); // 2.75
    expect(freezeTime(2, 1)).toBe(6); // 5.5 → 6
    for (let s = 1; s <= 12; s++) expect(freezeTime(s, s)).toBe(11);
    expect(freezeTime(6, 0)).toBe(0);
  });

  it("a plane flies nothing in less time than its first Hex; a stopped plane never moves", () => {
    expect(hexesInTime(3, 3)).toBe(0);
    expect(hexesInTime(3, 4)).toBe(1);
    expect(freeze(6, 6, [0, 8, 3])).toEqual([0, 8, 3]);
  });

  it("refuses impossible moves", () => {
    expect(() => freezeTime(5, 6)).toThrow(/speed 5 cannot have moved 6/);
    expect(() => freezeTime(0, 0)).toThrow();
  });

  it("once per turn per engaged pool, only while its first plane moves, and only with the option", () => {
    const w = openWindow();
    expect(mayFreeze(false, w, true)).toBe(false);
    expect(mayFreeze(true, w, true)).toBe(true);
    expect(mayFreeze(true, w, false)).toBe(false);
    w.used = true;
    expect(mayFreeze(true, w, true)).toBe(false);
    const quiet = openWindow();
    quiet.closed = true; // the first mover finished with no call
    expect(mayFreeze(true, quiet, true)).toBe(false);
  });
});

describe("a printed Time Freezing table typed in", () => {
  it("replaces the formula for the speeds it lists", () => {
    const table = parseFreezeTable([[11], [5, 11], [3, 7, 11]]);
    expect(freezeTime(3, 1, table)).toBe(3);
    expect(freezeTime(3, 1)).toBe(4);
    expect(freezeTime(7, 4, table)).toBe(6); // no row for 7: V3
    expect(hexesInTime(3, 3, table)).toBe(1);
    expect(hexesInTime(3, 3)).toBe(0);
    expect(freeze(7, 4, [3], table)).toEqual([1]);
  });

  it("refuses a malformed table", () => {
    expect(() => parseFreezeTable([[11], [5]])).toThrow(/speed 2 needs 2 times/);
    expect(() => parseFreezeTable([[11], [7, 5]])).toThrow(/speed 2, 2 Hexes/);
    expect(() => parseFreezeTable("table")).toThrow(/a list of rows/);
  });
});
