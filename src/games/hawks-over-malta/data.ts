/**
 * Hawks over Malta as data. The surviving text lost its map, its altitude
 * range, most of its aircraft table, its turn limit and its victory
 * conditions; every value marked `reconstructed` was rebuilt by us and is
 * explained in docs/hawks-over-malta.md, so a player who owns the original
 * can correct it here.
 */
export type Side = "axis" | "british";
export const SIDES: Side[] = ["axis", "british"];
export const SIDE_NAMES: Record<Side, string> = {
  axis: "Regia Aeronautica",
  british: "Royal Air Force",
};

/** reconstructed: the map is lost. A 7 × 6 grid; the Axis enter at the north edge, the RAF scramble from the south. */
export const BOARD = { width: 7, height: 6 };
/** reconstructed: four altitude levels (the bombing rows have four columns; AA reaches level 3). */
export const ALTITUDES = 4;
export const ENTRY = { x: 3, y: 0 };
/** reconstructed: the RAF's airfield, over which its fighters start (at BRITISH_START_ALT). */
export const AIRFIELD = { x: 3, y: 5 };
/** reconstructed: Axis fighters enter at altitude 4, bombers at 3. */
export const AXIS_START_ALT = { fighter: 4, bomber: 3 };
/** reconstructed: the RAF's fighters, scrambled on the radar's warning, start on patrol over their airfield at altitude 3. */
export const BRITISH_START_ALT = 3;
/** The objectives go this many squares (no diagonals) from the entry square. */
export const OBJECTIVE_DISTANCE = 4;

export type AircraftId =
  | "SM79"
  | "BR20"
  | "CANTZ"
  | "CR42"
  | "G50"
  | "MC200"
  | "Gladiator"
  | "Hurricane"
  | "Tomahawk";

export interface Aircraft {
  name: string;
  side: Side;
  role: "fighter" | "bomber";
  /** Spaces a turn (surviving text: bombers 1, fighters 2). */
  move: number;
  /** 2D6 + DRM at least this hits (reconstructed assignment of the surviving 8+, 7+, 6+, 5+). */
  hits: number;
  /** Bombers: 2D6 needed at altitude 1, 2, 3, 4 (surviving rows). */
  bombing?: [number, number, number, number];
  /** Bombers: two bomb badges roll twice (reconstructed: which bomber has two). */
  badges?: 1 | 2;
}

export const AIRCRAFT: Record<AircraftId, Aircraft> = {
  SM79: {
    name: "SM.79 Sparviero",
    side: "axis",
    role: "bomber",
    move: 1,
    hits: 8,
    bombing: [6, 7, 8, 12],
    badges: 1,
  },
  BR20: {
    name: "BR.20 Cicogna",
    side: "axis",
    role: "bomber",
    move: 1,
    hits: 8,
    bombing: [5, 6, 8, 12],
    badges: 2,
  },
  CANTZ: {
    name: "CANT Z.1007 Alcione",
    side: "axis",
    role: "bomber",
    move: 1,
    hits: 8,
    bombing: [6, 7, 8, 12],
    badges: 1,
  },
  CR42: { name: "CR.42 Falco", side: "axis", role: "fighter", move: 2, hits: 7 },
  G50: { name: "G.50 Freccia", side: "axis", role: "fighter", move: 2, hits: 6 },
  MC200: { name: "MC.200 Saetta", side: "axis", role: "fighter", move: 2, hits: 5 },
  // reconstructed: the RAF's rows are garbled in the text (three "Tomahawk" rows read 1, 2 and 3);
  // every RAF fighter moves 2, as the Axis fighters do.
  Gladiator: { name: "Gloster Gladiator", side: "british", role: "fighter", move: 2, hits: 7 },
  Hurricane: { name: "Hawker Hurricane", side: "british", role: "fighter", move: 2, hits: 6 },
  Tomahawk: { name: "Curtiss Tomahawk", side: "british", role: "fighter", move: 2, hits: 5 },
};

export type ChitKind = "ace" | "green" | "lucky" | "none";
/** reconstructed: each side's cup of special chits, one drawn per plane. */
export const CHIT_CUP: ChitKind[] = [
  "ace",
  "ace",
  "green",
  "green",
  "lucky",
  "lucky",
  "none",
  "none",
  "none",
  "none",
  "none",
  "none",
];
export const CHIT_DRM: Record<ChitKind, number> = { ace: 1, green: -1, lucky: 1, none: 0 };

/** Fire DRMs (surviving text). */
export const DRM = {
  firerHit: -1,
  againstBomber: 1,
  againstLower: 1,
  againstHigher: -1,
  inClouds: -3,
};
/** Bombing DRMs (surviving text). */
export const BOMB_DRM = { bomberHit: -1, inClouds: -2 };

/** AA: hits at altitude 1–2 on 6+, at 3 on 11–12; a natural 12 downs the plane at once. reconstructed: no reach at 4. */
export const AA_HITS: Record<number, number | null> = { 1: 6, 2: 6, 3: 11, 4: null };
export const AA_KILL = 12;
/**
 * AA DRMs. reconstructed: the text says AA "follows the Engagement Rule" but
 * gives it no DRMs of its own. We read that a plane in a cloud is as hard for
 * the guns to see as for a fighter (−3), and that the +1 against a bomber is a
 * fighter's (a bomber makes a slower, bigger target for a pilot) and not the
 * guns', which fire at the altitude alone.
 */
export const AA_DRM = { inClouds: -3, againstBomber: 0 };

/** Set-up counts: a D6 read through this (reconstructed: 1–2 → 1, 3–4 → 2, 5–6 → 3 chits). */
export const CHITS_FOR_ROLL = (roll: number) => Math.ceil(roll / 2);

/** Cloud drift, rolled for each cloud on any double 6 or double 1. */
export const CLOUD_DIRECTION: Record<number, "N" | "E" | "S" | "W" | null> = {
  1: "N",
  2: "E",
  3: "S",
  4: "W",
  5: null,
  6: null,
};
export const CLOUD_ALTITUDE: Record<number, number> = { 1: 1, 2: 1, 3: 0, 4: 0, 5: -1, 6: -1 };

/** reconstructed: the game lasts this many turns. */
export const MAX_TURNS = 12;

/**
 * reconstructed: victory points. Ties go to the RAF (the raid did not get
 * through). The values per scenario were set by simulation so that the Axis
 * wins between 40% and 60% of the games between equal computer players; see
 * the docs.
 */
export interface VictoryPoints {
  bombHit: number;
  britishPlaneDown: number;
  axisFighterDown: number;
  axisBomberDown: number;
  /**
   * reconstructed: to the RAF at the end of the game, for each Axis bomber
   * that is damaged (a HIT) and still carries its bombs — a raider turned
   * back; as much as a downed RAF fighter is worth to the Axis. Set by
   * simulation; see the docs. (Rules version 4 scored it in scenario 3 only.)
   */
  bomberTurnedBack: number;
}

export interface Scenario {
  id: number;
  name: string;
  axis: AircraftId[];
  british: AircraftId[];
  vp: VictoryPoints;
}

const times = (id: AircraftId, n: number): AircraftId[] => Array(n).fill(id);

export const SCENARIOS: Scenario[] = [
  {
    id: 1,
    name: "Faith, Hope and Charity",
    british: times("Gladiator", 3),
    axis: [...times("CR42", 2), "G50", ...times("BR20", 2)],
    vp: {
      bombHit: 2,
      britishPlaneDown: 1,
      axisFighterDown: 3,
      axisBomberDown: 4,
      bomberTurnedBack: 1,
    },
  },
  {
    id: 2,
    name: "Raid over Malta",
    british: [...times("Gladiator", 2), ...times("Hurricane", 2)],
    axis: [...times("G50", 2), ...times("MC200", 2), ...times("CANTZ", 2)],
    vp: {
      bombHit: 1,
      britishPlaneDown: 1,
      axisFighterDown: 2,
      axisBomberDown: 3,
      bomberTurnedBack: 1,
    },
  },
  {
    id: 3,
    name: "Struggle over the Sky",
    british: [...times("Hurricane", 3), "Tomahawk"],
    axis: [...times("G50", 2), ...times("MC200", 2), ...times("BR20", 3), ...times("CR42", 2)],
    vp: {
      bombHit: 1,
      britishPlaneDown: 1,
      axisFighterDown: 3,
      axisBomberDown: 6,
      // Version 6: a raider turned back is worth two thirds of one shot down (version 5: 1).
      bomberTurnedBack: 4,
    },
  },
  {
    id: 4,
    name: "Grand Tournament",
    british: [...times("Hurricane", 2), ...times("Tomahawk", 3)],
    axis: [...times("G50", 3), ...times("MC200", 3), ...times("SM79", 2), ...times("BR20", 2)],
    vp: {
      bombHit: 1,
      britishPlaneDown: 2,
      axisFighterDown: 4,
      axisBomberDown: 8,
      bomberTurnedBack: 2,
    },
  },
];

/**
 * The rules version whose victory points a game plays to: 6, this one's; 5
 * or 4, a game begun under that version (its log upgraded, or its state
 * stored then; a state with no `points` is version 4's). Version 5 scored
 * a bomber turned back in scenario 3 at 1; version 4 scored bombers turned
 * back in scenario 3 only.
 */
export type PointsVersion = 4 | 5 | 6;
export const POINTS_VERSION: PointsVersion = 6;

/** What rules version 5 scored where version 6 scores otherwise. */
const VERSION_5_POINTS: Record<number, VictoryPoints> = {
  3: {
    bombHit: 1,
    britishPlaneDown: 1,
    axisFighterDown: 3,
    axisBomberDown: 6,
    bomberTurnedBack: 1,
  },
};

/** What rules version 4 scored where version 5 scores otherwise (its scenario 3 is version 5's). */
const VERSION_4_POINTS: Record<number, VictoryPoints> = {
  1: {
    bombHit: 1,
    britishPlaneDown: 1,
    axisFighterDown: 2,
    axisBomberDown: 4,
    bomberTurnedBack: 0,
  },
  2: {
    bombHit: 1,
    britishPlaneDown: 1,
    axisFighterDown: 2,
    axisBomberDown: 3,
    bomberTurnedBack: 0,
  },
  4: {
    bombHit: 1,
    britishPlaneDown: 2,
    axisFighterDown: 4,
    axisBomberDown: 8,
    bomberTurnedBack: 0,
  },
};

/** The victory points of a scenario as rules version `of` scored them. */
export function victoryPoints(scenario: number, of: PointsVersion): VictoryPoints {
  const vp = SCENARIOS[scenario - 1].vp;
  if (of === 6) return vp;
  const five = VERSION_5_POINTS[scenario] ?? vp;
  return of === 5 ? five : (VERSION_4_POINTS[scenario] ?? five);
}
