/** A board file as a game option (`board: {matWidth}`): the board's edges, starts and front follow it. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { placeOf } from "../flight/path.js";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, bombing1916, flyLevel, lowest, plane, SEE, setThrottles } from "../test-game.js";
import { MAT_WIDTH } from "./grid.js";

const act = actWith(...SEE);

/** Every plane flies level for a turn, G1 first placed at `col`, level 10, heading east at speed 4. */
function g1East(board: unknown, col: number): WvState {
  const s = structuredClone(
    rules.setup(rules.parseOptions({ scenario: "head-on", board }), scriptedDice([])),
  );
  const g = plane(s, "G1");
  g.place = placeOf({ col, level: 10 }, "E");
  g.flight.half = 20;
  g.flight.speed = 4;
  return flyLevel(setThrottles(s, act, lowest), act);
}

describe("a board file as a game option", () => {
  it("wider mats move the east edge: a plane that would leave the default board stays on a wider one", () => {
    const edge = 3 * MAT_WIDTH;
    expect(plane(g1East(undefined, edge - 2), "G1").fate).toBe("fled");
    const wide = g1East({ matWidth: 40 }, edge - 2);
    expect(plane(wide, "G1").fate).toBeNull();
    expect(rules.view(wide, "allies").matWidth).toBe(40);
    expect(rules.view(g1East(undefined, 50), "allies").matWidth).toBe(MAT_WIDTH);
  });

  it("a mission's German starts and front follow the board", () => {
    const s = bombing1916({ board: { matWidth: 40 } });
    expect(s.front).toBe(60);
    expect(s.planes.find((p) => p.side === "germans")?.place.x4).toBe(
      placeOf({ col: 3 * 40 - 3, level: 13 }, "W").x4,
    );
  });

  it("a bad board file, or one too narrow for the scenario, is refused with a clear message", () => {
    expect(() => rules.parseOptions({ board: { matWidth: 5 } })).toThrow(/board.*matWidth/);
    expect(() => rules.parseOptions({ board: { width: 40 } })).toThrow(/board/);
    expect(() =>
      rules.setup(
        rules.parseOptions({ scenario: "head-on", board: { matWidth: 10 } }),
        scriptedDice([]),
      ),
    ).toThrow(/too narrow for/);
  });
});
