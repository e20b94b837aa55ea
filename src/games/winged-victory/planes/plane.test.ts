/** Plane data and the plane file format: every built-in plane passes, bad files say what is wrong. */
import { describe, expect, it } from "vitest";
import { ALEA } from "../dice/alea.js";
import { BANDS, DIE_COLOURS, PlaneFileError, parsePlane, parsePlaneFile } from "./plane.js";
import { findPlane, getPlane, PLANES } from "./planes.js";

const NAMED = [
  "Sopwith 1½ Strutter",
  "S.E.5a",
  "Sopwith Camel",
  "Fokker Dr.I",
  "Fokker D.VII",
  "Albatros D.V",
  "R.E.8",
  "DFW C.V",
  "Handley Page O/400",
  "Nieuport 28",
];

describe("the built-in planes", () => {
  it("are the ten planes the text names, each once", () => {
    expect(PLANES.map((p) => p.name).sort()).toEqual([...NAMED].sort());
    expect(new Set(PLANES.map((p) => p.id)).size).toBe(PLANES.length);
  });
  it("round-trip through the plane file format", () => {
    const text = JSON.stringify(PLANES);
    expect(parsePlaneFile(text)).toEqual(PLANES);
  });
  it("mark reconstructed values, and not the ones the text states", () => {
    const s = getPlane("strutter");
    expect(s.reconstructed).not.toContain("maxLevelSpeed.low");
    expect(s.reconstructed).not.toContain("drag.low");
    expect(s.reconstructed).toContain("drag.high");
    expect(getPlane("hp-o400").reconstructed).not.toContain("loadedMaxThrottle");
    for (const p of PLANES) expect(p.reconstructed.length).toBeGreaterThan(10);
  });
  it("use the Alea ladder of the dice module", () => {
    expect([...DIE_COLOURS]).toEqual(ALEA.names);
  });
  it("rotary and in-line engines as the text says: Strutter, Camel rotary; S.E.5a, Albatros, R.E.8 in-line", () => {
    expect(["strutter", "camel"].map((id) => getPlane(id).engine)).toEqual(["rotary", "rotary"]);
    expect(["se5a", "albatros-d5", "re8"].map((id) => getPlane(id).engine)).toEqual([
      "inline",
      "inline",
      "inline",
    ]);
  });
  it("hold one scale: faster planes at Low are never slower at altitude than slower ones, and every band's white box is a plain box", () => {
    for (const p of PLANES) {
      for (const b of BANDS) {
        expect(p.maxLevelSpeed[b]).toBeGreaterThan(p.stallAtOrBelow[b]);
        expect(p.red[0] ?? p.redAndWhite[0]).toBeGreaterThan(p.maxLevelSpeed[b]);
      }
      expect(p.maxLevelSpeed.high).toBeLessThanOrEqual(p.maxLevelSpeed.medium);
    }
  });
  it("findPlane prefers a player's plane of the same id", () => {
    const mine = { ...getPlane("camel"), name: "My Camel" };
    expect(findPlane("camel", [mine])?.name).toBe("My Camel");
    expect(findPlane("nothing")).toBeUndefined();
  });
});

describe("bad plane files", () => {
  const camel = getPlane("camel");
  const bad = (change: Record<string, unknown>) => () => parsePlane({ ...camel, ...change });

  it("not JSON", () => {
    expect(() => parsePlaneFile("{ nope")).toThrow(PlaneFileError);
    expect(() => parsePlaneFile("{ nope")).toThrow(/not valid JSON/);
  });
  it("an empty list", () => {
    expect(() => parsePlaneFile("[]")).toThrow(/holds no plane/);
  });
  it("a missing field is named", () => {
    const { drag: _drag, ...rest } = camel;
    expect(() => parsePlane(rest)).toThrow(/drag: /);
  });
  it("an unknown die colour is named with its path", () => {
    expect(bad({ spottingDie: "mauve" })).toThrow(/spottingDie: /);
  });
  it("a rotary without its maximum above the stall", () => {
    expect(bad({ stallAtOrBelow: { low: 6, medium: 0, high: 1 } })).toThrow(
      /stallAtOrBelow › low: must be below the band's maximum level speed/,
    );
  });
  it("red boxes under the white box", () => {
    expect(bad({ red: [5], redAndWhite: [6], strip: { from: -2, to: 6 } })).toThrow(
      /red #1: must be above/,
    );
  });
  it("red-and-white boxes that do not end the strip", () => {
    expect(bad({ strip: { from: -2, to: 14 } })).toThrow(
      /redAndWhite: the red-and-white boxes end the speed strip/,
    );
  });
  it("a gunner without a template, a pilot with one", () => {
    const crew = [
      {
        role: "pilot",
        weapon: {
          die: "red",
          magazines: [6],
          reloadBefore: [false],
          template: { name: "x", from: 0, to: 90, range: 3 },
        },
      },
      { role: "observer", weapon: { die: "red", magazines: [4], reloadBefore: [false] } },
    ];
    const e = (() => {
      try {
        parsePlane({ ...camel, crew });
      } catch (x) {
        return String(x);
      }
    })();
    expect(e).toMatch(/crew #1 › weapon › template: the pilot's guns fire straight ahead/);
    expect(e).toMatch(/crew #2 › weapon › template: a gunner's weapon needs its firing template/);
  });
  it("a plane without a machine gun (the text: every plane carries at least one)", () => {
    expect(bad({ crew: [{ role: "pilot" }] })).toThrow(
      /crew: every plane carries at least one machine gun/,
    );
  });
  it("a solid line before the first magazine; a reload list of the wrong length", () => {
    const crew = [
      { role: "pilot", weapon: { die: "red", magazines: [6, 6], reloadBefore: [true] } },
    ];
    expect(bad({ crew })).toThrow(/crew #1 › weapon › reloadBefore/);
  });
  it("a bomber without its circled throttle, a fighter with one", () => {
    expect(bad({ code: "B" })).toThrow(/loadedMaxThrottle: a bomber needs/);
    expect(bad({ loadedMaxThrottle: 2 })).toThrow(/loadedMaxThrottle: only bombers/);
  });
  it("a d20 table that does not reach 20", () => {
    expect(bad({ hitTable: [{ to: 10, part: "structure" }] })).toThrow(
      /hitTable: the last row must end at 20/,
    );
  });
  it("a barrel roll on a plane whose every preparatory number is underscored", () => {
    const preparatory = {
      low: { hexes: 2, shallowOnly: true },
      medium: { hexes: 2, shallowOnly: true },
      high: { hexes: 2, shallowOnly: true },
    };
    expect(bad({ preparatory })).toThrow(/acrobatics #3: barrel-roll needs a band without/);
  });
  it("a reconstructed path that names no field", () => {
    expect(bad({ reconstructed: ["drag.stratosphere"] })).toThrow(
      /reconstructed #1: "drag\.stratosphere" names no field/,
    );
  });
  it("an unknown field", () => {
    expect(bad({ colour: "red" })).toThrow(/colour|Unrecognized/);
  });
  it("two planes with one id in a file", () => {
    expect(() => parsePlaneFile(JSON.stringify([camel, camel]), "my.json")).toThrow(
      /my\.json, plane 2: id "camel" is already plane 1's/,
    );
  });
  it("the plane's number in a list is named", () => {
    const text = JSON.stringify([camel, { ...camel, id: "Bad Id" }]);
    expect(() => parsePlaneFile(text, "my.json")).toThrow(/my\.json, plane 2: id: /);
  });
});
