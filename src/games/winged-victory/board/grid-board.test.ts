import { describe, expect, it } from "vitest";
import { RuleError } from "../../../engine/errors.js";
import { MAT_WIDTH, onBoard } from "./grid.js";
import {
  boardColumns,
  DEFAULT_BOARD,
  onBoardOf,
  parseBoard,
  weatherOnBoard,
} from "./grid-board.js";
import { CLEAR_SKY, inSun, sunHex } from "./weather.js";

describe("the board's geometry", () => {
  it("by default a reconstructed mat of 38 Hexes; one to three mats side by side", () => {
    expect(DEFAULT_BOARD).toEqual({ matWidth: MAT_WIDTH, reconstructed: true });
    expect([1, 2, 3].map((m) => boardColumns(m))).toEqual([38, 76, 114]);
    expect(onBoardOf({ col: 113, level: 30 }, 3)).toBe(true);
    expect(onBoardOf({ col: 114, level: 30 }, 3)).toBe(false);
  });

  it("a board file gives the printed width: the edges, the sun and what is on the board follow", () => {
    const printed = parseBoard('{"matWidth": 44}', "mats.json");
    expect(printed).toEqual({ matWidth: 44, reconstructed: false });
    expect(boardColumns(2, printed)).toBe(88);
    expect(onBoardOf({ col: 80, level: 5 }, 2, printed)).toBe(true);
    expect(onBoard({ col: 80, level: 5 }, 2)).toBe(false);
    expect(onBoard({ col: 80, level: 5 }, 2, printed.matWidth)).toBe(true);
    expect(sunHex("east-low", 2, 44)).toEqual({ col: 87, level: 6 });
    const w = weatherOnBoard({ ...CLEAR_SKY, sun: "east-low" }, 2, printed);
    expect(w.sunAt).toEqual({ col: 87, level: 6 });
    // a plane low in the east, between a spotter and that sun, is hidden on the wider board
    expect(inSun(w, 2, { col: 40, level: 6 }, { col: 80, level: 6 })).toBe(true);
    // the default board needs no sunAt; a printed placement is kept
    expect(
      weatherOnBoard({ ...CLEAR_SKY, sun: "east-low" }, 2, DEFAULT_BOARD).sunAt,
    ).toBeUndefined();
    const given = { ...CLEAR_SKY, sun: "east-low" as const, sunAt: { col: 3, level: 3 } };
    expect(weatherOnBoard(given, 2, printed).sunAt).toEqual({ col: 3, level: 3 });
  });

  it("refuses a bad board file with the field named", () => {
    expect(() => parseBoard("{", "mats.json")).toThrow(/mats.json: not JSON/);
    expect(() => parseBoard({ matWidth: 3 })).toThrow(RuleError);
    expect(() => parseBoard({ matWidth: 3 })).toThrow(/matWidth/);
    expect(() => parseBoard({ matWidth: 40, megaRadius: 3 })).toThrow(/megaRadius|Unrecognized/);
  });
});
