import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { type Hex, lineMeetsMega, megaCentre, megaDistanceOf, megaOf } from "../board/grid.js";
import {
  CLEAR_SKY,
  inSun,
  parseWeather,
  stormProblem,
  sunHex,
  type Weather,
} from "../board/weather.js";
import { DEFAULT_COMBAT_TABLES as T } from "../combat/data.js";
import { ALEA } from "../dice/alea.js";
import {
  DEFAULT_SPOT_OPTIONS as OFF,
  type Spotter,
  sightCheck,
  spottingTest,
  staysSpotted,
} from "./spotting.js";

const h = (col: number, level: number): Hex => ({ col, level });
const me = (hex: Hex, die = "grey", skill: Spotter["skill"] = "expert"): Spotter => ({
  hex,
  heading: "E",
  attitude: "level",
  spottingDie: ALEA.names.indexOf(die),
  skill,
});
const check = (s: Spotter, target: Hex, w: Weather = CLEAR_SKY, opts = OFF, tail = false) =>
  sightCheck(ALEA, T, w, 3, opts, s, target, tail);

/** A Hex `k` MegaHexes east of the centre of (40, 15)'s MegaHex, on its row. */
const centre = megaCentre(megaOf(h(40, 15)));
function away(k: number): Hex {
  for (let c = centre.col; c < centre.col + 40; c++) {
    const x = h(c, centre.level);
    if (megaDistanceOf(centre, x) === k) return x;
  }
  throw new Error("none");
}

describe("spotting range", () => {
  it("same MegaHex: seen at once; 1–5 MegaHexes: a test; beyond 5: invisible", () => {
    expect(check(me(centre), h(centre.col + 1, centre.level)).kind).toBe("same-megahex");
    for (let k = 1; k <= 5; k++) expect(check(me(centre), away(k)).kind, `${k}`).toBe("test");
    expect(check(me(centre), away(6)).kind).toBe("out-of-range");
  });

  it("the test die is the plane's, stepped by skill (a Camel's grey, an S.E.5a's yellow is better)", () => {
    expect(check(me(centre, "grey"), away(2)).die).toBe(ALEA.grey);
    expect(check(me(centre, "grey", "ace"), away(2)).die).toBe(ALEA.grey + 1);
    expect(check(me(centre, "yellow", "ace"), away(2)).die).toBe(ALEA.yellow); // capped at yellow
    expect(check(me(centre, "white", "recruit"), away(2)).die).toBe(ALEA.white);
  });

  it("fail: unseen; 'i': seen within 4 MegaHexes only; 'ii': seen", () => {
    const near = check(me(centre), away(4));
    const far = check(me(centre), away(5));
    expect(spottingTest(ALEA, scriptedDice([1]), near, "spot")).toBe(false);
    expect(spottingTest(ALEA, scriptedDice([3]), near, "spot")).toBe(true);
    expect(spottingTest(ALEA, scriptedDice([3]), far, "spot")).toBe(false); // the text's question 4
    expect(spottingTest(ALEA, scriptedDice([6]), far, "spot")).toBe(true);
    expect(spottingTest(ALEA, scriptedDice([]), check(me(centre), centre), "spot")).toBe(true);
    expect(spottingTest(ALEA, scriptedDice([]), check(me(centre), away(7)), "spot")).toBe(false);
  });
});

describe("what hides a plane once spotted", () => {
  it("tailing: the pilot sees only his partner", () => {
    const c = check(me(centre), away(1), CLEAR_SKY, OFF, true);
    expect(c.kind).toBe("hidden");
    expect(staysSpotted(c)).toBe(false);
    expect(staysSpotted(check(me(centre), away(1)))).toBe(true);
  });

  it("the sun: a target between the spotter and the sun's MegaHex", () => {
    const w = { ...CLEAR_SKY, sun: "east-high" as const };
    const spotter = h(60, 15);
    const sunward = h(72, 20); // up and east, toward the sun at (113, 25)
    expect(check(me(spotter), sunward).kind).toBe("test");
    expect(check(me(spotter), sunward, w).kind).toBe("hidden");
    expect(check(me(spotter), sunward, w).reason).toBe("in the sun");
    expect(check(me(spotter), h(50, 15), w).kind).toBe("test"); // behind him, away from the sun
    const mate = [h(59, 15), h(61, 15), h(60, 16), h(59, 16)].find(
      (x) => megaOf(x) === megaOf(spotter),
    );
    expect(check(me(spotter), mate as Hex, w).kind).toBe("same-megahex");
  });

  it("a sun placed on a given Hex (the printed placement) replaces the reconstructed one", () => {
    const w = parseWeather({ sun: "east-high", sunAt: { col: 60, level: 2 } });
    const spotter = h(60, 15);
    expect(check(me(spotter), h(72, 20), w).kind).toBe("test");
    expect(check(me(spotter), h(60, 6), w).kind).toBe("hidden");
    expect(() => parseWeather({ sunAt: { col: -1, level: 3 } })).toThrow(
      /weather: sunAt › col: must be at least 0/,
    );
  });

  it("optional low-and-behind: off by default", () => {
    const spotter = me(h(60, 20));
    const low = h(52, 16);
    expect(check(spotter, low).kind).toBe("test");
    expect(check(spotter, low, CLEAR_SKY, { lowBehind: true }).kind).toBe("hidden");
    expect(check(spotter, h(68, 16), CLEAR_SKY, { lowBehind: true }).kind).toBe("test"); // ahead
    expect(check(spotter, h(52, 24), CLEAR_SKY, { lowBehind: true }).kind).toBe("test"); // higher
  });
});

describe("weather", () => {
  const spotter = h(60, 15);
  it("haze: −1 from or to a plane at or below its level", () => {
    const w = parseWeather({ haze: 8 });
    expect(check(me(spotter, "yellow"), h(66, 7), w).die).toBe(ALEA.yellow - 1);
    expect(check(me(spotter, "yellow"), h(66, 12), w).die).toBe(ALEA.yellow);
  });

  it("storm: blocks sight to, from and through; nothing inside is seen", () => {
    const w = parseWeather({ storm: 25 });
    expect(check(me(spotter), h(64, 26), w).kind).toBe("hidden");
    expect(check(me(h(60, 27)), h(64, 20), w).kind).toBe("hidden");
    expect(check(me(spotter), h(64, 20), w).kind).toBe("test");
  });

  it("storm: no flying into it; a plane forced in, or already inside, may move", () => {
    const w = parseWeather({ storm: 25 });
    const below = [h(10, 23), h(11, 24)];
    expect(stormProblem(w, h(9, 23), below)).toBeNull();
    expect(stormProblem(w, h(9, 23), [...below, h(12, 25)])).toMatch(/storm from level 25/);
    expect(stormProblem(w, h(9, 23), [...below, h(12, 25)], true)).toBeNull();
    expect(stormProblem(w, h(9, 26), [h(10, 26), h(11, 27)])).toBeNull();
    expect(stormProblem(CLEAR_SKY, h(9, 23), [h(12, 29)])).toBeNull();
  });
  it("high stratus fills the whole High band: −1 from or to it; a plane between it and the spotter is silhouetted", () => {
    // The text puts the counter "somewhere" in the band because the cloud is the whole band.
    const w = parseWeather({ highStratus: 25 });
    expect(check(me(spotter, "yellow"), h(64, 25), w).die).toBe(ALEA.yellow - 1);
    expect(check(me(spotter, "yellow"), h(64, 22), w).die).toBe(ALEA.yellow - 1);
    expect(check(me(h(60, 29), "yellow"), h(64, 28), w).die).toBe(ALEA.yellow - 1);
    expect(check(me(spotter), h(64, 20), w).kind).toBe("silhouetted");
    expect(check(me(spotter), h(64, 12), w).kind).toBe("test"); // below the spotter: no background
  });

  it("medium stratus fills the whole Medium band: −2 from, to and through; silhouettes from either side", () => {
    const w = parseWeather({ mediumStratus: 18 });
    const low = h(60, 5);
    expect(check(me(low, "yellow"), h(64, 22), w).die).toBe(ALEA.yellow - 2); // through
    expect(check(me(low, "yellow"), h(64, 12), w).die).toBe(ALEA.yellow - 2); // to
    expect(check(me(spotter, "yellow"), h(64, 15), w).die).toBe(ALEA.yellow - 2); // from
    expect(check(me(low), h(64, 8), w).kind).toBe("silhouetted"); // above him, under the cloud
    expect(check(me(low), h(64, 3), w).kind).toBe("test");
    const high = h(60, 28);
    expect(check(me(high), h(64, 22), w).kind).toBe("silhouetted"); // below him, on the cloud
    expect(check(me(high), h(64, 29), w).kind).toBe("test");
    // a plane above a medium layer is not silhouetted against a high one seen through it
    const both = parseWeather({ mediumStratus: 18, highStratus: 25 });
    expect(check(me(low, "yellow"), h(64, 22), both).die).toBe(ALEA.white); // −2 through, −1 to
    expect(check(me(low), h(64, 22), both).kind).toBe("test");
  });

  it("low stratus: −2 from, to and through its MegaHex; cumulus blocks", () => {
    const cloud = h(66, 8);
    const low = parseWeather({ lowStratus: [cloud] });
    const s = me(h(60, 8), "yellow");
    expect(check(s, h(72, 8), low).die).toBe(ALEA.yellow - 2);
    expect(check(s, h(56, 8), low).die).toBe(ALEA.yellow);
    const cu = parseWeather({ cumulus: [cloud] });
    expect(check(s, h(72, 8), cu).kind).toBe("hidden");
    expect(check(s, h(56, 8), cu).kind).toBe("test");
  });

  it("a mission's weather is checked", () => {
    expect(() => parseWeather({ sun: "north" })).toThrow(/weather: sun/);
    expect(() => parseWeather({ highStratus: 12 })).toThrow(/weather: highStratus/);
    expect(() => parseWeather({ fog: 3 })).toThrow(/weather/);
    expect(parseWeather({})).toEqual(CLEAR_SKY);
  });
});

describe("the sun's line, remembered per Hex", () => {
  it("gives the same answers as the line test, for every target, twice", () => {
    const w = { ...CLEAR_SKY, sun: "west-high" as const };
    for (const spotter of [h(60, 15), h(20, 5), h(100, 28)]) {
      for (let round = 0; round < 2; round++) {
        for (let col = 0; col < 114; col += 5) {
          for (let level = 1; level <= 30; level += 3) {
            const target = h(col, level);
            const own = megaOf(target) === megaOf(spotter);
            const expected = !own && lineMeetsMega(spotter, sunHex("west-high", 3), megaOf(target));
            expect(inSun(w, 3, spotter, target)).toBe(expected);
          }
        }
      }
    }
  });
});
