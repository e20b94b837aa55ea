/**
 * The companion on a printed board given by a board file (the game's
 * `board` option: mat width, MegaHex radius): the same planes at the same
 * typed positions are engaged, in range and ordered as the board's
 * MegaHexes say; a plane leaves the board at its printed edge; a bad board
 * file is refused with its reason and nothing is set up; a fight on such a
 * board replays from its log and from a log file.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../engine/errors.js";
import { parseLogFile, toLogFile } from "../../../engine/logfile.js";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { hexOfPlane } from "../turn/fly.js";
import { wingedVictoryTable as R } from "./rules.js";
import type { TableState } from "./state.js";
import { act, NO_DICE } from "./test-table.js";

/** MegaHexes of 7 Hexes (radius 1), on mats 42 Hexes wide (six repeats of the overlay). */
const SMALL = { megaRadius: 1, matWidth: 42 };

/** A Camel at column 40 heading east, an Albatros `gap` columns east of it heading west, both at level 12. */
function headOn(gap: number, extra: object = {}) {
  return {
    turns: 3,
    planes: [
      { type: "camel", side: "allies", level: 12, speed: 5, heading: "E", col: 40 },
      { type: "albatros-d5", side: "germans", level: 12, speed: 5, heading: "W", col: 40 + gap },
    ],
    ...extra,
  };
}

const start = (input: object) => R.setup(R.parseOptions(input), NO_DICE);

/** Asks the order of movement, typing each side's d6 for ties (Allies 5, Germans 2). */
function ordered(s: TableState): TableState {
  let t = act(s, { type: "order" });
  for (let k = 0; k < 8; k++) {
    const need = R.view(t, "table").need;
    if (!need) break;
    expect(need.die).toBe("d6");
    t = act(t, { type: "roll", die: "d6", face: need.purpose.includes("Allies") ? "5" : "2" });
  }
  return t;
}

const pools = (s: TableState) =>
  Object.fromEntries(R.view(s, "table").order.map((o) => [o.id, o.pool]));
const order = (s: TableState) => R.view(s, "table").order.map((o) => o.id);
const groups = (s: TableState) => (s.phase.kind === "move" ? s.phase.groups : null);

describe("the companion reads the board file", () => {
  it("takes the game's board file and shows its geometry in the view", () => {
    const o = R.parseOptions(headOn(6, { board: SMALL }));
    expect(o.board).toEqual({ matWidth: 42, megaRadius: 1, reconstructed: false });
    const v = R.view(R.setup(o, NO_DICE), "table");
    expect([v.matWidth, v.megaRadius, v.printedBoard]).toEqual([42, 1, true]);
    const d = R.view(start(headOn(6)), "table");
    expect([d.matWidth, d.megaRadius, d.printedBoard]).toEqual([38, 2, false]);
    // The pasted text of a board file is read the same way.
    expect(R.parseOptions(headOn(6, { board: JSON.stringify(SMALL) })).board).toEqual(o.board);
  });

  it("engagement: 6 Hexes apart is adjacent MegaHexes of 19 Hexes, two MegaHexes apart on MegaHexes of 7", () => {
    const big = ordered(start(headOn(6)));
    expect(pools(big)).toEqual({ A1: "engaged", G1: "engaged" });
    // Time Freezing (on by default with positions) pools the engaged pair.
    expect(groups(big)).toEqual([["G1", "A1"]]);
    const small = ordered(start(headOn(6, { board: SMALL })));
    expect(pools(small)).toEqual({
      A1: "not engaged, target in sight",
      G1: "not engaged, target in sight",
    });
    expect(groups(small)).toEqual([]);
  });

  it("spotting range: 13 Hexes apart is within 5 MegaHexes of 19 Hexes, beyond 5 of 7", () => {
    const big = ordered(start(headOn(13)));
    expect(pools(big)).toEqual({
      A1: "not engaged, target in sight",
      G1: "not engaged, target in sight",
    });
    const small = ordered(start(headOn(13, { board: SMALL })));
    expect(pools(small)).toEqual({
      A1: "not engaged, none in sight",
      G1: "not engaged, none in sight",
    });
  });

  it("the Spotting Tests: asked within range on the default board, not asked beyond it on the small one", () => {
    const big = act(start(headOn(13, { spotting: true })), { type: "order" });
    expect(R.view(big, "table").need?.purpose).toMatch(/A1 looks for G1/);
    // A typed miss: A1 does not see G1; G1's own test follows.
    const missed = act(big, { type: "roll", die: "grey", face: "miss fail" });
    expect(R.view(missed, "table").need?.purpose).toMatch(/G1 looks for A1/);
    const small = act(start(headOn(13, { spotting: true, board: SMALL })), { type: "order" });
    expect(R.view(small, "table").need?.die).toBe("d6");
    expect(small.events).toContain("A1 sees no enemy");
    expect(small.events).toContain("G1 sees no enemy");
  });

  it("the order of movement: a lone plane moves after an engaged pair on the default board, before the pair on MegaHexes of 7", () => {
    const three = (extra: object) => {
      const o = headOn(6, extra) as ReturnType<typeof headOn>;
      return {
        ...o,
        planes: [
          ...o.planes,
          { type: "se5a", side: "allies", level: 25, speed: 6, heading: "E", col: 100 },
        ],
      };
    };
    const big = ordered(start(three({})));
    expect(pools(big).A2).toBe("not engaged, none in sight");
    expect(order(big)).toEqual(["G1", "A1", "A2"]);
    const small = ordered(start(three({ board: SMALL })));
    expect(pools(small).A2).toBe("not engaged, none in sight");
    expect(order(small)).toEqual(["A2", "G1", "A1"]);
  });

  it("the board's edge: columns follow the mat width, for starting places, corrections and flight", () => {
    const far = {
      turns: 3,
      planes: [
        { type: "camel", side: "allies", level: 12, speed: 5, heading: "E", col: 110 },
        { type: "albatros-d5", side: "germans", level: 12, speed: 5, heading: "W", col: 20 },
      ],
    };
    // Level flight east from column 110: off a board of 3 × 38 columns, still on one of 3 × 42.
    const fly = (s: TableState) =>
      act(act(ordered(s), { type: "move", plane: "G1", move: "level" }), {
        type: "move",
        plane: "A1",
        move: "level",
      });
    const off = fly(start(far));
    expect(off.planes[0].fate).toBe("fled");
    const on = fly(start({ ...far, board: SMALL }));
    expect(on.planes[0].fate).toBeNull();
    expect(hexOfPlane(on.planes[0]).col).toBeGreaterThan(113);
    // A plane may start, or be put, in column 120 only on the wider mats.
    const at120 = { ...far, planes: [{ ...far.planes[0], col: 120 }, far.planes[1]] };
    expect(() => R.parseOptions(at120)).toThrow(/column 120, beyond 3 mats \(columns 0–113\)/);
    expect(R.parseOptions({ ...at120, board: SMALL }).planes[0].col).toBe(120);
    const place = { type: "place", plane: "A1", col: 120, level: 12, heading: "E" } as const;
    expect(() => act(start(far), place)).toThrow(/columns are 0 to 113 \(3 mats of 38 Hexes\)/);
    expect(hexOfPlane(act(start({ ...far, board: SMALL }), place).planes[0]).col).toBe(120);
    expect(() => act(start({ ...far, board: SMALL }), { ...place, col: 126 })).toThrow(
      /columns are 0 to 125 \(3 mats of 42 Hexes\)/,
    );
  });
});

describe("a bad board file", () => {
  const refused = (board: unknown, why: RegExp, extra: object = {}) => {
    const input = headOn(6, { board, ...extra });
    expect(() => R.parseOptions(input)).toThrow(RuleError);
    expect(() => R.parseOptions(input)).toThrow(why);
    // Nothing is set up: no match exists without its options.
    expect(() => createMatch(R, R.parseOptions(input), { mode: "manual" })).toThrow(RuleError);
  };

  it("is refused with the game's reasons, naming the companion's option", () => {
    refused(
      { megaRadius: 2, matWidth: 42 },
      /^table companion options: board: megaRadius: MegaHexes of radius 2 repeat every 19 Hexes .*matWidth 42 is not; 38 or 57 would be/,
    );
    refused({ megaRadius: 1 }, /matWidth 38 is not; 35 or 42 would be/);
    refused({ megaRadius: 4, matWidth: 42 }, /a MegaHex's radius .* is 1 \(7 Hexes\), 2/);
    refused({ matWidth: 8 }, /board: matWidth: /);
    refused({ megaRadius: 1, matWidth: 42, hexes: 3 }, /board: .*hexes/);
    refused("{megaRadius: 1", /board: not JSON/);
    refused(SMALL, /the board file needs the positions/, { positions: false });
  });

  it("refuses planes beyond narrower mats, naming their width", () => {
    expect(() =>
      R.parseOptions({
        ...headOn(6, { board: { matWidth: 14, megaRadius: 1 } }),
        mats: 3,
      }),
    ).toThrow(/plane 2 stands in column 46, beyond 3 mats of 14 Hexes \(columns 0–41\)/);
  });
});

describe("a fight on a printed board", () => {
  it("replays from its log and from a log file, the options read again unchanged", () => {
    const input = headOn(6, {
      board: { megaRadius: 3, matWidth: 74 },
      spotting: true,
      weather: { sun: "east-high" },
    });
    const o = R.parseOptions(input);
    // The sun stands at the printed board's east edge.
    expect(o.weather.sunAt).toEqual({ col: 3 * 74 - 1, level: 25 });
    expect(R.parseOptions(JSON.parse(JSON.stringify(o)))).toEqual(o);
    let m = createMatch(R, o, { mode: "manual" });
    m = play(R, m, "table", { type: "order" });
    for (let k = 0; k < 12; k++) {
      const v = R.view(m.state, "table");
      // Each Spotting Test typed as a miss; the d6 for the order as in `ordered`.
      const d6 = v.need?.purpose.includes("Allies") ? "5" : "2";
      const face = v.need?.die === "d6" ? d6 : v.need?.faces[0];
      if (v.need && face) m = play(R, m, "table", { type: "roll", die: v.need.die, face });
      else if (v.moving) m = play(R, m, "table", { type: "move", plane: v.moving, move: "level" });
      else break;
    }
    // Both planes flew (the typed misses leave nobody in sight: no fire step).
    expect(m.state.planes.map((p) => hexOfPlane(p).col)).not.toEqual([40, 46]);
    expect(m.entries.length).toBeGreaterThan(4);
    const again = replay(R, JSON.parse(JSON.stringify(recordOf(m))));
    expect(again.state).toEqual(m.state);
    const loaded = parseLogFile(JSON.stringify(toLogFile(m)), () => R);
    expect(loaded.state).toEqual(m.state);
    expect(loaded.state.options.board).toEqual({
      matWidth: 74,
      megaRadius: 3,
      reconstructed: false,
    });
  });
});
