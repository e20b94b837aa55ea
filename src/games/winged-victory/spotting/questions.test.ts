/**
 * The text's questions at the end of the spotting chapter, each answered by
 * the modules: the die, the better die, the sun and engagement, the range of
 * an "i", and seeing a target before attacking it.
 */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { type Hex, megaCentre, megaDistanceOf, megaOf } from "../board/grid.js";
import { CLEAR_SKY } from "../board/weather.js";
import { DEFAULT_COMBAT_TABLES as T } from "../combat/data.js";
import { ALEA, colourIndex } from "../dice/alea.js";
import { iconDistribution } from "../dice/alea-file.js";
import { checkMove, FIT, flightAt } from "../flight/manoeuvres.js";
import { getPlane } from "../planes/planes.js";
import {
  HIDDEN,
  type Mover,
  movementPools,
  NONE_IN_SIGHT,
  poolLimits,
  SEEN,
  tailMatrix,
} from "./order.js";
import { DEFAULT_SPOT_OPTIONS, sightCheck, spottingTest } from "./spotting.js";

const O = { extraDivingHex: false, handlingTests: false, anyThrottle: false };
const h = (col: number, level: number): Hex => ({ col, level });
const spotter = (hex: Hex, plane: string) => ({
  hex,
  heading: "E" as const,
  attitude: "level" as const,
  spottingDie: colourIndex(ALEA, getPlane(plane).spottingDie),
  skill: "expert" as const,
});

describe("questions on spotting", () => {
  const centre = megaCentre(megaOf(h(40, 15)));
  const away = (k: number): Hex => {
    for (let c = centre.col; c < centre.col + 40; c++)
      if (megaDistanceOf(centre, h(c, centre.level)) === k) return h(c, centre.level);
    throw new Error("none");
  };
  const check = (plane: string, target: Hex, w = CLEAR_SKY) =>
    sightCheck(ALEA, T, w, 3, DEFAULT_SPOT_OPTIONS, spotter(centre, plane), target, false);

  it("1. a Camel spots with the grey die", () => {
    expect(check("camel", away(2)).die).toBe(ALEA.grey);
  });

  it("2. an expert spots better from an S.E.5a (yellow) than from a Camel (grey)", () => {
    const se5a = iconDistribution(ALEA, check("se5a", away(2)).die);
    const camel = iconDistribution(ALEA, check("camel", away(2)).die);
    // a "fail" is likelier on the grey die; an "ii" (seen at any range) at least as likely on the yellow
    expect(se5a[0]).toBeLessThan(camel[0]);
    expect(se5a[2]).toBeGreaterThanOrEqual(camel[2]);
  });

  it("3. a lone enemy within one MegaHex but in the sun: not engaged, nobody in sight, no barrel roll", () => {
    const w = { ...CLEAR_SKY, sun: "east-high" as const };
    const me = h(60, 15);
    const enemy = h(64, 17);
    expect(megaDistanceOf(me, enemy)).toBeLessThanOrEqual(1);
    const seen = sightCheck(
      ALEA,
      T,
      w,
      3,
      DEFAULT_SPOT_OPTIONS,
      spotter(me, "camel"),
      enemy,
      false,
    );
    expect(seen.kind).toBe("hidden");
    const mover = (id: string, side: string, hex: Hex): Mover => ({
      id,
      side,
      hex,
      heading: "E",
      attitude: "level",
      skill: "expert",
      speed: 5,
      outOfControl: false,
    });
    const planes = [mover("me", "A", me), mover("enemy", "G", enemy)];
    const sight = Uint8Array.from([SEEN, HIDDEN, SEEN, SEEN]);
    const pools = movementPools(planes, sight, tailMatrix(planes));
    expect(pools[0]).toBe(NONE_IN_SIGHT);
    const limits = poolLimits(pools[0]);
    expect(limits.onlyLevelOrMission).toBe(true);
    const c = { ...FIT, engaged: false, levelOnly: limits.onlyLevelOrMission };
    const camel = getPlane("camel");
    expect(checkMove(camel, flightAt(15, 5), c, O, { kind: "barrel-roll" })).toMatch(
      /only fly level/,
    );
    expect(checkMove(camel, flightAt(15, 5), c, O, { kind: "level" })).toBeNull();
  });

  it("4. a target 5 MegaHexes away is not seen on an 'i'; it needs an 'ii'", () => {
    const far = check("camel", away(5));
    // the grey die's faces 3–5 show an "i", face 6 an "ii" (dice/alea.ts)
    expect(spottingTest(ALEA, scriptedDice([3]), far, "spot")).toBe(false);
    expect(spottingTest(ALEA, scriptedDice([6]), far, "spot")).toBe(true);
    expect(spottingTest(ALEA, scriptedDice([3]), check("camel", away(4)), "spot")).toBe(true);
  });

  it("5. a target must be seen to be attacked: beyond spotting range nothing is seen", () => {
    expect(check("camel", away(6)).kind).toBe("out-of-range");
  });
});
