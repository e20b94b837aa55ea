/** Wings over Malta: what a campaign holds. Plain JSON, so it can be stored and replayed. */
import type { Period, Role, ScenarioId, Service, Side, Skill } from "./data.js";

export type PilotStatus =
  | "active"
  | "hospital"
  | "ceremony"
  | "prisoner"
  | "killed"
  | "crippled"
  | "ministry";

/** Lasting effects of recovery events that matter later. */
export type Lasting = "old-wound" | "blinded" | "arm" | "national-hero";
export type Keepsake = "hip-flask" | "cigarette-case";

export interface CareerLine {
  mission: number;
  text: string;
}

export interface Pilot {
  id: string;
  name: string;
  side: Side;
  service: Service;
  /** A fighter pilot, or a bomber crew tracked by its pilot. */
  role: Role;
  /** Index on the service's rank ladder. */
  rank: number;
  xp: number;
  /** How many 30-XP steps have had their ace, promotion and medal rolls. */
  steps: number;
  novice: boolean;
  flown: number;
  kills: number;
  shares: number;
  status: PilotStatus;
  /** Missions still to miss, and why. */
  miss: number;
  missWhy: string | null;
  lucky: boolean;
  skills: Skill[];
  /** How many awards of the service's ladder he holds. */
  medals: number;
  /** +1 impressive, −1 horrible, summed: the medal roll's modifier. */
  scars: number;
  keepsakes: Keepsake[];
  lasting: Lasting[];
  /** Blinded while he held Perfect Aim: the skill is gone, the bonus for aimed fire stays. */
  keepsAimedFire?: boolean;
  /** For the next mission flown: a wound to start with, extra damage to the plane. */
  next: { wound: boolean; extraDamage: number };
  career: CareerLine[];
}

export interface Slot {
  aircraft: string;
  pilot: string | null;
  /** Flies with the restrictions of one wound (old war wound playing up). */
  asWounded: boolean;
}

export interface Dogfight {
  spotter: Side;
  spotRolls: { axis: number; british: number }[];
  position: number;
  distance: number;
}

export type Came = "friendly" | "enemy" | "sea";
export type Left = "no" | "own-edge" | "other-edge";

/** What the players enter after the battle for one aircraft. */
export interface AircraftReport {
  pilot: string;
  shotDown: boolean;
  fire: boolean;
  engine: boolean;
  overHalf: boolean;
  left: Left;
  /** Floor plus altitude when shot down. */
  height?: number;
  came?: Came;
  escape?: "bale" | "nurse";
  kills: number;
  shares: number;
  /** Wounds taken in the fight. */
  wounds: number;
  /** Bombers: made their attack run. */
  attacked?: boolean;
  /** Bomb the harbour: where the bombs fell. */
  bomb?: "hit" | "near" | "miss";
  keepsakeUsed?: boolean;
  luckUsed?: boolean;
  /** Asks for a medal roll for a spectacular mission. */
  spectacular?: boolean;
}

/** A report line for an aircraft that came home untouched: the form's starting point. */
export const blankAircraft = (pilot: string): AircraftReport => ({
  pilot,
  shotDown: false,
  fire: false,
  engine: false,
  overHalf: false,
  left: "no",
  kills: 0,
  shares: 0,
  wounds: 0,
});

export interface Report {
  aircraft: AircraftReport[];
  /** Strafe: damage points on the boats. */
  boatDamage?: number;
  /** Ship missions: bomb damage and sinking per ship, in the order of the scenario's ships. */
  ships?: { damage: number; sunk: boolean }[];
  /** Attack the airfield. */
  hangarDamage?: number;
  otherDamage?: number;
}

/** What became of one crew after the battle. */
export interface Fate {
  pilot: string;
  /** Where he ended up: home, prisoner, killed. */
  end: "home" | "prisoner" | "killed";
  wounds: number;
  notes: string[];
}

export interface Mission {
  n: number;
  period: Period;
  attacker: Side;
  roll: number;
  scenario: ScenarioId;
  fighters: Record<Side, string>;
  bomber: string | null;
  crews: Record<Side, Slot[]>;
  /** Pilots sitting out this mission (their missed missions count down when it ends). */
  sittingOut: string[];
  /** The sides that have confirmed their crews (the pre-mission rolls wait for both). */
  ready?: Side[];
  /** The pre-mission old-wound rolls, once made: each airman who rolled, and whether it played up. */
  oldWounds?: Record<string, boolean>;
  dogfight?: Dogfight;
  /** Each side's part of the report as it entered it: its own aircraft, and the attacker's the targets. */
  reports?: Partial<Record<Side, Report>>;
  /** The whole report, both parts together, once both are in and agree. */
  report?: Report;
  vp?: Record<Side, number>;
  winner?: Side | null;
  fates: Fate[];
}

export type Table = "Get Home" | "Bale Out" | "Shot Down" | "In the Drink";
export type RerollSource = "lucky" | Skill;

/** One crew's walk back to base, step by step. */
export interface Walk {
  pilot: string;
  table: Table;
  /** Re-roll sources spent this mission. */
  used: RerollSource[];
  /** Wounds in all, counting one he started the mission with. */
  wounds: number;
  /** The wound he started with (checked out of hospital): treated already, it counts only toward the three that kill. */
  carried?: number;
  notes: string[];
}

export type Task =
  | { kind: "walk"; walk: Walk }
  /** New wounds to treat; `total` counts the one he started with too (three kill). */
  | { kind: "wounds"; pilot: string; wounds: number; total?: number }
  | { kind: "experience" }
  | { kind: "ace"; pilot: string }
  | { kind: "promotion"; pilot: string }
  | { kind: "medal"; pilot: string; why: string }
  | { kind: "close" };

export type Pending =
  | {
      kind: "reroll";
      pilot: string;
      table: Table;
      roll: number;
      result: string;
      sources: RerollSource[];
    }
  | { kind: "skill"; pilot: string; options: Skill[] };

export type Phase =
  | { kind: "brief" }
  | { kind: "crews" }
  | { kind: "fight" }
  | { kind: "after"; tasks: Task[]; pending: Pending | null }
  | { kind: "over" };

/**
 * What a correction of the last report needs, kept from the report until the
 * next mission is rolled (correction.ts): the campaign as the report found it,
 * and every die and choice of its after-action, so that a correction reuses
 * them instead of rolling again.
 */
export interface Reopen {
  /** The mission whose report may be corrected. */
  mission: number;
  crossed: string[];
  pilots: Pilot[];
  nextId: number;
  named: Record<Service, number>;
  /** The after-action's dice by what they are for ("walk:P3:Get Home"), in the order rolled. */
  dice: Record<string, number[]>;
  /** The choices made (keep or re-roll, an ace skill) by question, in order: what was asked, what was chosen. */
  choices: Record<string, { asked: string; chose: string }[]>;
  /** How many of each key's dice and choices the after-action has used since the report (or the last correction). */
  at: Record<string, number>;
  /** Enlistments and renamings since the report, made again after a correction. */
  later: Later[];
}

/** A roster step taken while a report may still be corrected. */
export type Later =
  | { kind: "enlist"; service: Service; role: Role; name?: string }
  | { kind: "rename"; pilot: string; name: string };

export interface CampaignState {
  title: string;
  /** The mission being prepared or flown (1..24); 25 once the campaign is over. */
  mission: number;
  /** Attacker/mission combinations already flown in the current period. */
  crossed: string[];
  missions: Mission[];
  pilots: Pilot[];
  nextId: number;
  /** Where each side's name pools have got to. */
  named: Record<Service, number>;
  phase: Phase;
  /** Present from a mission's report until the next mission is rolled: see Reopen. */
  reopen?: Reopen;
}
