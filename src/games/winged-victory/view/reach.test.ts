/**
 * Where a plane's guns reach and the shots it would have, before any is
 * named: forward guns 5 Hexes straight ahead, a gunner inside his template;
 * the die stepped by skill, range and aspect as the combat tables say (an
 * expert's S.E.5a fires the red die: from the front at 3 Hexes, range −1 and
 * front −1, green; from behind at 1 Hex, range +1 and rear +1, black). The
 * view sends them with each manoeuvre to the mover's side only.
 */
import { describe, expect, it } from "vitest";
import { placeOf } from "../flight/path.js";
import { planeOf } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, plane, SEE, start, toMove } from "../test-game.js";
import { cueText, gunReach, shotCues } from "./reach.js";

const act = actWith(...SEE);

describe("gun reach", () => {
  it("forward guns reach the 5 Hexes straight ahead of a level plane", () => {
    const r = gunReach(
      planeOf("se5a"),
      { hex: { col: 55, level: 8 }, heading: "E", attitude: "level" },
      5,
    );
    expect(r).toHaveLength(1);
    expect(r[0].forward).toBe(true);
    expect(r[0].hexes).toEqual([56, 57, 58, 59, 60].map((col) => ({ col, level: 8 })));
  });

  it("heading west, the line runs west; a gunner's template lies behind a two-seater", () => {
    const west = gunReach(
      planeOf("se5a"),
      { hex: { col: 55, level: 8 }, heading: "W", attitude: "level" },
      5,
    );
    expect(west[0].hexes.map((h) => h.col)).toEqual([54, 53, 52, 51, 50]);
    const two = planeOf("re8");
    const r = gunReach(two, { hex: { col: 40, level: 10 }, heading: "E", attitude: "level" }, 5);
    const gunner = r.find((g) => !g.forward);
    expect(gunner?.hexes.length).toBeGreaterThan(5);
    // Behind the tail, not ahead of the nose.
    expect(gunner?.hexes.some((h) => h.col < 40)).toBe(true);
    expect(gunner?.hexes.some((h) => h.col > 41 && h.level === 10)).toBe(false);
  });
});

describe("shot cues", () => {
  it("head-on at 3 Hexes: the Dr.I in the S.E.5a's arc on the green die (red, range −1, front −1)", () => {
    const s = start({ scenario: "head-on" });
    const a = plane(s, "A1");
    const g = plane(s, "G1");
    const cues = shotCues(
      s,
      a,
      { hex: { col: 59, level: 8 }, heading: "E", attitude: "level" },
      { pilot: true, gunners: true },
      [g],
    );
    expect(cues).toEqual([
      { crew: 0, role: "pilot", target: "G1", range: 3, aspect: "front", die: "green" },
    ]);
    expect(cueText(cues[0])).toBe("G1 in your arc at range 3, green die");
  });

  it("on its tail at 1 Hex: black (red, range +1, rear +1); no shot in a stunt that stops the guns", () => {
    const s = structuredClone(start({ scenario: "head-on" }));
    const g = plane(s, "G1");
    g.place = placeOf({ col: 60, level: 8 }, "E");
    const at = { hex: { col: 59, level: 8 }, heading: "E" as const, attitude: "level" as const };
    const a = plane(s, "A1");
    expect(shotCues(s, a, at, { pilot: true, gunners: true }, [g])[0]).toMatchObject({
      range: 1,
      aspect: "rear",
      die: "black",
    });
    expect(shotCues(s, a, at, { pilot: false, gunners: false }, [g])).toEqual([]);
    // Out of line: no shot.
    const off = { ...at, hex: { col: 59, level: 11 } };
    expect(shotCues(s, a, off, { pilot: true, gunners: true }, [g])).toEqual([]);
  });

  it("the view gives every manoeuvre its end and its shots to the mover's side only", () => {
    const s = toMove(start({ scenario: "head-on" }), act, "A1");
    const v = rules.view(s, "allies");
    expect(v.moves.length).toBeGreaterThan(5);
    for (const m of v.moves) {
      expect(m.end.hex).toEqual(m.path[m.path.length - 1] ?? m.end.hex);
      for (const c of m.after) expect(c.target).toBe("G1");
    }
    const level = v.moves.find((m) => m.name === "level");
    expect(level?.end.heading).toBe("E");
    expect(rules.view(s, "germans").moves).toEqual([]);
    expect(rules.view(s, "germans").shotsNow).toEqual([]);
    expect(rules.view(s, null).shotsNow).toEqual([]);
  });
});
