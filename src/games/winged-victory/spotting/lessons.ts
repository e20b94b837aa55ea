/**
 * Winged Victory's flying school: the spotting lesson as data. A Camel (an
 * expert at the stick) looks for an enemy at a given number of MegaHexes;
 * the lesson's dice are set so that the player meets each face of the test
 * (a cross, "i", "ii"), and `spotAt` answers with the engine's own check and
 * test whether the enemy is seen.
 */
import { scriptedDice } from "../../../engine/dice.js";
import { type Hex, megaCentre, megaDistanceOf, megaOf } from "../board/grid.js";
import { CLEAR_SKY } from "../board/weather.js";
import { DEFAULT_COMBAT_TABLES } from "../combat/data.js";
import { ALEA, colourIndex, ICON_NAMES, iconOf } from "../dice/alea.js";
import { getPlane } from "../planes/planes.js";
import {
  DEFAULT_SPOT_OPTIONS,
  SHORT_SIGHT,
  type SightCheck,
  SPOTTING_RANGE,
  sightCheck,
  spottingTest,
} from "./spotting.js";

/** One look: the enemy `distance` MegaHexes away; `face`: the die's face the lesson shows (1-based). */
export interface SpotLook {
  distance: number;
  face?: number;
}

export const SPOTTER_PLANE = "camel";
export const SPOTTING_LEVEL = 15;

/** The looks of the lesson, in order: same MegaHex, an "i" at 3, an "i" at 5 (not enough), an "ii" at 5. */
export const SPOTTING_LOOKS: readonly SpotLook[] = [
  { distance: 0 },
  { distance: 3, face: 3 },
  { distance: 5, face: 3 },
  { distance: 5, face: 6 },
  { distance: 6, face: 6 },
];

/** The spotter's Hex: the centre of a MegaHex on mat A. */
export const spotterHex = (): Hex => megaCentre(megaOf({ col: 4, level: SPOTTING_LEVEL }));

/** A Hex at the spotter's level `k` MegaHexes east of it. */
export function hexAway(k: number): Hex {
  const c = spotterHex();
  for (let col = c.col; col < c.col + 60; col++)
    if (megaDistanceOf(c, { col, level: c.level }) === k) return { col, level: c.level };
  throw new Error(`no Hex ${k} MegaHexes away`);
}

export interface SpotAnswer {
  check: SightCheck;
  /** The test die's colour (none when no test is taken). */
  die: string | null;
  /** The icon the face shows (none when no test is taken). */
  icon: (typeof ICON_NAMES)[number] | null;
  seen: boolean;
  /** How far an "i" sees, and the spotting range. */
  shortSight: number;
  range: number;
}

/** Looks once: the engine's sight check from the Camel, then its Spotting Test on the lesson's face. */
export function spotAt(look: SpotLook): SpotAnswer {
  const camel = getPlane(SPOTTER_PLANE);
  const spotter = {
    hex: spotterHex(),
    heading: "E" as const,
    attitude: "level" as const,
    spottingDie: colourIndex(ALEA, camel.spottingDie),
    skill: "expert" as const,
  };
  const check = sightCheck(
    ALEA,
    DEFAULT_COMBAT_TABLES,
    CLEAR_SKY,
    3,
    DEFAULT_SPOT_OPTIONS,
    spotter,
    hexAway(look.distance),
    false,
  );
  const tested = check.kind === "test" && look.face !== undefined;
  const icon = tested
    ? ICON_NAMES[iconOf(ALEA, Math.min(check.die, ALEA.testTop), (look.face as number) - 1)]
    : null;
  return {
    check,
    die: check.kind === "test" ? ALEA.names[check.die] : null,
    icon: icon ?? null,
    seen: spottingTest(ALEA, scriptedDice(tested ? [look.face as number] : []), check, "spot"),
    shortSight: SHORT_SIGHT,
    range: SPOTTING_RANGE,
  };
}
