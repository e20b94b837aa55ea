/**
 * Wings over Malta: the campaign's facts and tables as data. Values come from
 * the rule text; the dogfight's relative-position table is missing from the
 * text and is ours (marked `reconstructed`).
 */
import type { Table } from "../../engine/tables.js";

export type Side = "axis" | "british";
export const SIDES: Side[] = ["axis", "british"];
export const SIDE_NAME: Record<Side, string> = { axis: "Axis", british: "British" };
export const other = (s: Side): Side => (s === "axis" ? "british" : "axis");

export type Service = "raf" | "luftwaffe" | "regia";
export const SERVICE_NAME: Record<Service, string> = {
  raf: "RAF",
  luftwaffe: "Luftwaffe",
  regia: "Regia Aeronautica",
};
export const SERVICE_SIDE: Record<Service, Side> = {
  raf: "british",
  luftwaffe: "axis",
  regia: "axis",
};

export type Period = "early" | "later";
export const MISSIONS = 24;
export const periodOf = (mission: number): Period => (mission <= 12 ? "early" : "later");

export type Role = "fighter" | "bomber";

export interface Aircraft {
  name: string;
  service: Service;
  role: Role;
}

export const AIRCRAFT: Record<string, Aircraft> = {
  "Fiat Cr.42": { name: "Fiat Cr.42", service: "regia", role: "fighter" },
  "Macchi C.200": { name: "Macchi C.200", service: "regia", role: "fighter" },
  "Macchi C.202": { name: "Macchi C.202", service: "regia", role: "fighter" },
  "Bf 109 E-7": { name: "Bf 109 E-7", service: "luftwaffe", role: "fighter" },
  Gladiator: { name: "Gladiator", service: "raf", role: "fighter" },
  "Hurricane IA": { name: "Hurricane IA", service: "raf", role: "fighter" },
  "Hurricane IIA": { name: "Hurricane IIA", service: "raf", role: "fighter" },
  "Spitfire IIA": { name: "Spitfire IIA", service: "raf", role: "fighter" },
  "SM.79-II": { name: "SM.79-II", service: "regia", role: "bomber" },
  "Fiat BR.20 M": { name: "Fiat BR.20 M", service: "regia", role: "bomber" },
  "Ju 88 A": { name: "Ju 88 A", service: "luftwaffe", role: "bomber" },
  "Fairey Swordfish": { name: "Fairey Swordfish", service: "raf", role: "bomber" },
  "Beaufort I": { name: "Beaufort I", service: "raf", role: "bomber" },
  "Beaufighter IC": { name: "Beaufighter IC", service: "raf", role: "bomber" },
  "Blenheim I": { name: "Blenheim I", service: "raf", role: "bomber" },
  "Blenheim IV": { name: "Blenheim IV", service: "raf", role: "bomber" },
};

/** Fighter type per side and period, by D6 (one roll per side per mission). */
export const FIGHTERS: Record<Side, Record<Period, string[]>> = {
  axis: {
    early: [
      "Fiat Cr.42",
      "Fiat Cr.42",
      "Fiat Cr.42",
      "Macchi C.200",
      "Macchi C.200",
      "Macchi C.200",
    ],
    later: [
      "Macchi C.202",
      "Macchi C.202",
      "Macchi C.202",
      "Bf 109 E-7",
      "Bf 109 E-7",
      "Bf 109 E-7",
    ],
  },
  british: {
    early: ["Gladiator", "Hurricane IA", "Gladiator", "Hurricane IA", "Gladiator", "Hurricane IA"],
    later: [
      "Hurricane IIA",
      "Hurricane IIA",
      "Spitfire IIA",
      "Hurricane IIA",
      "Spitfire IIA",
      "Spitfire IIA",
    ],
  },
};

/** Bomber type by mission roll, attacking side and period (missions without bombers: none). */
export const BOMBERS: Record<number, Record<Side, Record<Period, string>>> = {
  2: {
    axis: { early: "SM.79-II", later: "SM.79-II" },
    british: { early: "Fairey Swordfish", later: "Beaufort I" },
  },
  3: {
    axis: { early: "SM.79-II", later: "SM.79-II" },
    british: { early: "Fairey Swordfish", later: "Beaufighter IC" },
  },
  5: {
    axis: { early: "Fiat BR.20 M", later: "Ju 88 A" },
    british: { early: "Blenheim I", later: "Blenheim IV" },
  },
};

export type ScenarioId =
  | "strafe"
  | "torpedo"
  | "carrier"
  | "interdict"
  | "airfield"
  | "harbour"
  | "dogfight";

/** The mission by the attacker and the mission die. */
export function scenarioFor(attacker: Side, roll: number): ScenarioId {
  const ids: ScenarioId[] = ["strafe", "torpedo", "carrier", "airfield", "harbour", "dogfight"];
  if (roll === 3 && attacker === "british") return "interdict";
  return ids[roll - 1];
}

/** A combination of attacker and mission, as crossed off the mission table. */
export const comboKey = (attacker: Side, roll: number) =>
  `${attacker === "axis" ? "A" : "B"}${roll}`;
export const ALL_COMBOS = SIDES.flatMap((s) => [1, 2, 3, 4, 5, 6].map((r) => comboKey(s, r)));

export interface ScenarioInfo {
  id: ScenarioId;
  name: (attacker: Side) => string;
  attackerFighters: number;
  attackerBombers: number;
  defenderFighters: number;
  floor: number;
  /** The defender protects its own ships (In the Drink: picked up by a friendly ship). */
  defenderShipping: boolean;
  /** Over the defender's territory (else over the sea). */
  overLand: boolean;
}

export const SCENARIOS: Record<ScenarioId, ScenarioInfo> = {
  strafe: {
    id: "strafe",
    name: (a) => (a === "axis" ? "Strafe the MTBs" : "Strafe the MAS boats"),
    attackerFighters: 2,
    attackerBombers: 0,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  torpedo: {
    id: "torpedo",
    name: () => "Torpedo the supply ships",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  carrier: {
    id: "carrier",
    name: () => "Sink the Aircraft Carrier",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  interdict: {
    id: "interdict",
    name: () => "Interdict the Regia Marina",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: true,
    overLand: false,
  },
  airfield: {
    id: "airfield",
    name: () => "Attack the airfield",
    attackerFighters: 2,
    attackerBombers: 0,
    defenderFighters: 2,
    floor: 0,
    defenderShipping: false,
    overLand: true,
  },
  harbour: {
    id: "harbour",
    name: () => "Bomb the harbour",
    attackerFighters: 2,
    attackerBombers: 2,
    defenderFighters: 3,
    floor: 2,
    defenderShipping: false,
    overLand: true,
  },
  dogfight: {
    id: "dogfight",
    name: () => "Dogfight",
    attackerFighters: 2,
    attackerBombers: 0,
    defenderFighters: 2,
    floor: 4,
    defenderShipping: false,
    overLand: true,
  },
};

// ---------------------------------------------------------------- return to base

export type GetHome = "crash" | "crash-if-damaged" | "safe";
export const GET_HOME: Table<GetHome> = {
  name: "Get Home",
  sides: 100,
  clamp: [-20, 100],
  rows: [
    { min: -20, max: 2, result: "crash" },
    { min: 3, max: 10, result: "crash-if-damaged" },
    { min: 11, max: 100, result: "safe" },
  ],
  label: (r) =>
    r === "crash"
      ? "crash on landing, one wound"
      : r === "safe"
        ? "lands safely"
        : "crash on landing if on fire, engine-damaged or over half damaged",
};

export type BaleOut =
  | "killed-fails"
  | "killed-chute"
  | "two-wounds"
  | "one-wound"
  | "safe"
  | "lucky";
export const BALE_OUT: Table<BaleOut> = {
  name: "Bale Out",
  sides: 100,
  clamp: [1, 100],
  rows: [
    { min: 1, max: 4, result: "killed-fails" },
    { min: 5, max: 8, result: "killed-chute" },
    { min: 9, max: 20, result: "two-wounds" },
    { min: 21, max: 40, result: "one-wound" },
    { min: 41, max: 95, result: "safe" },
    { min: 96, max: 100, result: "lucky" },
  ],
  label: (r) =>
    ({
      "killed-fails": "fails to get out, killed",
      "killed-chute": "parachute fails, killed",
      "two-wounds": "two wounds",
      "one-wound": "one wound",
      safe: "bales out safely",
      lucky: "lucky escape, counts as lucky",
    })[r],
};

export type ShotDown =
  | "killed"
  | "crash-2"
  | "crash-1"
  | "crash-0"
  | "friendly-2"
  | "friendly-1"
  | "friendly-0"
  | "base-1"
  | "base-lucky";
export const SHOT_DOWN: Table<ShotDown> = {
  name: "Shot Down",
  sides: 100,
  clamp: [1, 100],
  rows: [
    { min: 1, max: 10, result: "killed" },
    { min: 11, max: 30, result: "crash-2" },
    { min: 31, max: 50, result: "crash-1" },
    { min: 51, max: 70, result: "crash-0" },
    { min: 71, max: 76, result: "friendly-2" },
    { min: 77, max: 84, result: "friendly-1" },
    { min: 85, max: 90, result: "friendly-0" },
    { min: 91, max: 95, result: "base-1" },
    { min: 96, max: 100, result: "base-lucky" },
  ],
  label: (r) =>
    ({
      killed: "crashes, crew killed",
      "crash-2": "crashes where it came down, two wounds",
      "crash-1": "crashes where it came down, one wound",
      "crash-0": "crashes where it came down",
      "friendly-2": "crash-lands in friendly territory, two wounds",
      "friendly-1": "crash-lands in friendly territory, one wound",
      "friendly-0": "crash-lands in friendly territory",
      "base-1": "nursed back to base, crashes on landing, one wound",
      "base-lucky": "nursed back to base, crashes on landing, counts as lucky",
    })[r],
};

export type Drink =
  | "drowns-mae-west"
  | "drowns"
  | "ship-if-shipping"
  | "dinghy-if-bomber"
  | "pow"
  | "rescued";
export const IN_THE_DRINK: Table<Drink> = {
  name: "In the Drink",
  sides: 100,
  clamp: [1, 100],
  rows: [
    { min: 1, max: 15, result: "drowns-mae-west" },
    { min: 16, max: 30, result: "drowns" },
    { min: 31, max: 40, result: "ship-if-shipping" },
    { min: 41, max: 50, result: "dinghy-if-bomber" },
    { min: 51, max: 60, result: "pow" },
    { min: 61, max: 100, result: "rescued" },
  ],
  label: (r) =>
    ({
      "drowns-mae-west": "life jacket fails, drowns",
      drowns: "not rescued, drowns",
      "ship-if-shipping":
        "picked up by a friendly ship if protecting friendly shipping, else drowns",
      "dinghy-if-bomber": "a bomber crew paddles its dinghy ashore, else drowns",
      pow: "picked up by an enemy launch, prisoner",
      rescued: "picked up by a friendly launch",
    })[r],
};

// ---------------------------------------------------------------- wounds

export type Injury = "crippled" | "event" | "none";
export const SPECIAL_INJURY: Table<Injury> = {
  name: "Special Injury",
  sides: 100,
  clamp: [-9, 100],
  rows: [
    { min: -9, max: 0, result: "crippled" },
    { min: 1, max: 50, result: "event" },
    { min: 51, max: 100, result: "none" },
  ],
  label: (r) =>
    r === "crippled"
      ? "crippled, discharged"
      : r === "event"
        ? "roll a recovery event"
        : "no serious injury",
};

export type RecoveryId =
  | "chest"
  | "leg"
  | "arm"
  | "head"
  | "old-wound"
  | "blinded"
  | "nubile-nurse"
  | "beautiful-nurse"
  | "horrible-scars"
  | "impressive-scars"
  | "national-hero"
  | "hip-flask"
  | "miraculous"
  | "food-poisoning"
  | "cigarette-case"
  | "checks-out"
  | "countess-stays"
  | "countess-mechanic"
  | "generals-visit"
  | "bombed";

export interface RecoveryEvent {
  id: RecoveryId;
  name: string;
  /** Missions missed: a number, or null for "as many as the wounds". */
  miss: number | null;
  /** Added to the missions missed for the wounds. */
  extraMiss?: number;
  effect: string;
}

/**
 * The twenty recovery events, five points of D100 each. The text prints
 * Blinded in One Eye as 26–39, overlapping the next two rows; we read it as
 * 26–30 (ruling W1 in docs/wings-over-malta.md).
 */
export const RECOVERY: RecoveryEvent[] = [
  { id: "chest", name: "Serious chest injury", miss: 2, effect: "misses two missions" },
  { id: "leg", name: "Serious leg injury", miss: 2, effect: "misses two missions" },
  {
    id: "arm",
    name: "Serious arm injury",
    miss: 2,
    effect: "misses two missions; −5 on the Bale Out table from now on",
  },
  { id: "head", name: "Serious head injury", miss: 2, effect: "misses two missions" },
  {
    id: "old-wound",
    name: "Old war wound",
    miss: null,
    effect: "before each mission a D6: on 1 he flies as if wounded (or is replaced)",
  },
  {
    id: "blinded",
    name: "Blinded in one eye",
    miss: null,
    effect: "no bonus for aimed fire; loses Perfect Aim",
  },
  { id: "nubile-nurse", name: "Nubile nurse", miss: null, effect: "counts as lucky" },
  {
    id: "beautiful-nurse",
    name: "Beautiful nurse",
    miss: null,
    effect: "no effect, unless already lucky (then as the nubile nurse)",
  },
  { id: "horrible-scars", name: "Horrible scars", miss: null, effect: "−1 on medal rolls" },
  { id: "impressive-scars", name: "Impressive scars", miss: null, effect: "+1 on medal rolls" },
  {
    id: "national-hero",
    name: "National hero",
    miss: null,
    effect: "may not leave a battle voluntarily until it ends or his plane is over ¾ damaged",
  },
  {
    id: "hip-flask",
    name: "Hip-flask",
    miss: null,
    effect: "ignores the next Aircrew special damage",
  },
  { id: "miraculous", name: "Miraculous recovery", miss: 0, effect: "misses no missions" },
  { id: "food-poisoning", name: "Food poisoning", miss: 2, effect: "misses two missions" },
  {
    id: "cigarette-case",
    name: "Cigarette case",
    miss: null,
    effect: "ignores the next Aircrew special damage",
  },
  {
    id: "checks-out",
    name: "Checks out of hospital",
    miss: 0,
    effect: "flies the next mission starting with one wound",
  },
  {
    id: "countess-stays",
    name: "The countess (a long stay)",
    miss: 2,
    effect: "misses two missions",
  },
  {
    id: "countess-mechanic",
    name: "The countess's mechanic",
    miss: null,
    effect: "his plane takes 3 extra damage in the next mission",
  },
  { id: "generals-visit", name: "General's visit", miss: null, effect: "decorated with a medal" },
  {
    id: "bombed",
    name: "Hospital bombed",
    miss: null,
    extraMiss: 1,
    effect: "misses one more mission",
  },
];

export const RECOVERY_TABLE: Table<RecoveryEvent> = {
  name: "Recovery Event",
  sides: 100,
  clamp: [1, 100],
  rows: RECOVERY.map((e, i) => ({ min: i * 5 + 1, max: i * 5 + 5, result: e })),
  label: (e) => `${e.name}: ${e.effect}`,
};

// ---------------------------------------------------------------- experience

export const XP = { kill: 8, share: 4, survive: 2, win: 2, perAce: 30 } as const;

export type Skill =
  | "luck-of-the-devil"
  | "itchy-trigger-finger"
  | "perfect-aim"
  | "sniper"
  | "acrobatic-pilot"
  | "good-at-escaping";
export const SKILLS: Skill[] = [
  "luck-of-the-devil",
  "itchy-trigger-finger",
  "perfect-aim",
  "sniper",
  "acrobatic-pilot",
  "good-at-escaping",
];
export const SKILL_NAME: Record<Skill, string> = {
  "luck-of-the-devil": "Luck of the Devil",
  "itchy-trigger-finger": "Itchy Trigger Finger",
  "perfect-aim": "Perfect Aim",
  sniper: "Sniper",
  "acrobatic-pilot": "Acrobatic Pilot",
  "good-at-escaping": "Good at Escaping",
};

/** Promotion on a D6 of 4 or more. */
export const PROMOTION_ON = 4;

export const RANKS: Record<Service, string[]> = {
  raf: [
    "Pilot Officer",
    "Flying Officer",
    "Flight Lieutenant",
    "Squadron Leader",
    "Wing Commander",
  ],
  luftwaffe: ["Leutnant", "Oberleutnant", "Hauptmann", "Major", "Oberstleutnant", "Oberst"],
  regia: ["Tenente", "Primo Tenente", "Capitano", "Maggiore", "Tenente Colonnello", "Colonnello"],
};

/** 2D6 needed for a medal. */
export const MEDAL_ON: Record<Service, number> = { regia: 6, luftwaffe: 7, raf: 8 };

export const MEDALS: Record<Service, string[]> = {
  raf: ["Distinguished Flying Cross", "Bar to the DFC", "Second Bar to the DFC"],
  luftwaffe: [
    "Iron Cross, Second Class",
    "Iron Cross, First Class",
    "Knight's Cross of the Iron Cross",
    "Knight's Cross with Oak Leaves",
  ],
  regia: [
    "Medaglia di bronzo al valore aeronautico",
    "Medaglia d'argento al valore aeronautico",
    "Medaglia d'oro al valore aeronautico",
  ],
};

export const CEREMONY: Record<Service, string> = {
  raf: "at the Palace",
  luftwaffe: "at Karinhall",
  regia: "in Rome",
};

// ---------------------------------------------------------------- dogfight set-up

/** Distance between the flights and the centre, by D10 (in ruler lengths). */
export const DOGFIGHT_DISTANCE = [0.5, 0.5, 0.75, 0.75, 1, 1, 1.25, 1.25, 1.5, 1.5];

export interface RelativePosition {
  name: string;
  /** Where each flight sits around the centre X (degrees, 0 = up the mat, clockwise) and where it heads. */
  spotted: { bearing: number; heading: number };
  spotter: { bearing: number; heading: number };
}

/**
 * Reconstructed: the text's position diagram is lost. Ten placements of the
 * spotted flight (the Spitfire position) and the spotter (the Messerschmitt
 * position) around the centre; the spotter has the better of most of them,
 * as a flight that sees the other first should.
 */
export const RELATIVE_POSITIONS: RelativePosition[] = [
  {
    name: "Dead astern",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 180, heading: 0 },
  },
  {
    name: "Astern, from the left quarter",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 225, heading: 45 },
  },
  {
    name: "Astern, from the right quarter",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 135, heading: 315 },
  },
  {
    name: "Crossing from the left",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 270, heading: 90 },
  },
  {
    name: "Crossing from the right",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 90, heading: 270 },
  },
  {
    name: "Bounce from the left beam",
    spotted: { bearing: 90, heading: 0 },
    spotter: { bearing: 270, heading: 90 },
  },
  {
    name: "Bounce from the right beam",
    spotted: { bearing: 270, heading: 0 },
    spotter: { bearing: 90, heading: 270 },
  },
  {
    name: "Head-on, offset left",
    spotted: { bearing: 315, heading: 135 },
    spotter: { bearing: 135, heading: 315 },
  },
  {
    name: "Head-on, offset right",
    spotted: { bearing: 45, heading: 225 },
    spotter: { bearing: 225, heading: 45 },
  },
  {
    name: "Head-on",
    spotted: { bearing: 0, heading: 180 },
    spotter: { bearing: 180, heading: 0 },
  },
];
