/** Knights of the Air: what a campaign holds. Plain JSON, stored and replayed. */
import type { DeckLists } from "./decks.js";
import type { Ability, Place, Role, Service, Side, Year } from "./facts.js";
import type { MedalTable } from "./medals.js";
import type { MissionSpec } from "./missions.js";
import type { GroundTarget, Plane } from "./planes.js";
import type { PointsTable } from "./points.js";

/** The tables a campaign plays by: ours, or the club's own where it typed them in. */
export interface Tables {
  points: PointsTable;
  medals: MedalTable;
  planes: Plane[];
  decks: DeckLists;
  missions: MissionSpec[];
  groundTargets: (GroundTarget & { count: number })[];
  sortiesPerNight: number;
}

export interface Group {
  id: string;
  name: string;
  /** The Wing Commander's name, if the club gave it. */
  commander?: string;
  /** "sides": a Wing Commander for each side, each verifying his own side's lines; else one for the group. */
  commanders?: "group" | "sides";
}

export interface Player {
  id: string;
  name: string;
  side: Side;
  group: string;
  /**
   * The Plane List: the planes whose miniatures he owns, by id in the
   * plane list's order (his own record, kept from his seat; absent until he
   * first notes it).
   */
  miniatures?: string[];
}

export type PilotStatus = "active" | "retired" | "killed" | "captured";

export interface MedalAward {
  medal: string;
  name: string;
  /** His Pilot Points when it was awarded. */
  points: number;
  sortie: number | null;
}

/** A plane an airman downed, as his Pilot Log names it. */
export interface Victory {
  /** The enemy pilot's id and name, and the plane's name, as they were that day. */
  pilot: string;
  name: string;
  plane: string;
  how: KillHow;
}

/** One line of a Pilot Log, written when a sortie's report is verified (or a year ends). */
export interface PilotLogLine {
  sortie: number | null;
  /** Mission id, "league", or what happened outside a sortie. */
  mission: string;
  plane: string | null;
  kills: number;
  /** The planes downed, one per kill (lines written before they were kept have none). */
  victories?: Victory[];
  healthLost: number;
  points: number;
  medals: string[];
  health: number;
  notes: string[];
}

export interface Pilot {
  id: string;
  name: string;
  player: string;
  side: Side;
  service: Service;
  role: Role;
  health: number;
  /** 25, raised by Toughness. */
  maxHealth: number;
  points: number;
  /** The most points he has ever held (penalties never take a medal away). */
  peak: number;
  kills: number;
  sorties: number;
  medals: MedalAward[];
  abilities: Ability[];
  /** Abilities earned (one per five kills) but not yet chosen. */
  owed: number;
  status: PilotStatus;
  /** The sortie in which he was killed, retired or captured. */
  left: number | null;
  log: PilotLogLine[];
}

export interface Bombs {
  threes: number;
  singles: number;
}

export interface Crew {
  pilot: string;
  observer?: string;
  plane: string;
  side: Side;
  bombs?: Bombs;
  /** Flies a plane of the next year as his side's leading ace. */
  upgrade?: boolean;
}

export interface TableAid {
  kind: AidKind;
  plane: string;
  deck: string;
  cards: string[];
  damage: number;
  explosion: boolean;
  fire: number;
  text: string;
}

export type AidKind =
  | "landing-crash"
  | "takeoff-stall-crash"
  | "takeoff-straight-crash"
  | "ground-fire"
  | "illegal"
  | "balloon-explosion"
  | "balloon-fire";

export interface Sortie {
  id: number;
  group: string;
  kind: "campaign" | "league";
  /** Campaign sorties: the mission and which of its sorties (1..n). */
  mission: string | null;
  level: number;
  n: number;
  /** Index of the mission run in `runs` (campaign sorties). */
  run: number | null;
  attacker: Side | null;
  year: Year;
  status: "open" | "closed";
  crews: Crew[];
  balloons: Record<Side, number>;
  /** Ground target ids per side, face down until revealed. */
  targets: Record<Side, string[]>;
  revealed: Record<Side, boolean[]>;
  aids: TableAid[];
  winner?: Side | "draw";
}

export type KillHow = "shot" | "fire" | "structure" | "chased";

/** One shooter in the firing phase that brought a plane down. */
export interface Shot {
  /** A pilot or observer id, or "balloon" / "ground" for anti-aircraft fire. */
  by: string;
  /** Ruler lengths (or any measure) from the target; nearer shoots first. */
  distance: number;
  /** Damage points of the cards this shooter dealt in that phase. */
  damage: number;
}

export interface KillClaim {
  /** The enemy pilot of the plane that went down. */
  victim: string;
  how: KillHow;
  /** "shot": the shooters of the last phase and the damage the plane had before it. */
  shots?: Shot[];
  damageBefore?: number;
  /** The plane's damage points (it goes down when its damage reaches them). */
  toDestroy?: number;
  /** "fire" / "structure": the damage came in the last full turn of the game. */
  lastFullTurn?: boolean;
  /** "fire": who set it alight. */
  setBy?: string;
  /** "chased": the claimant fired at it in the last two turns. */
  shotLastTwoTurns?: boolean;
}

export interface Downed {
  /** Deck of the card that brought him down (fire: A). */
  deck: string;
  /** The explosion card brought him down. */
  explosion: boolean;
  place: Place;
}

/** What a player reports for one of his airmen after a sortie. */
export interface LineReport {
  kills: KillClaim[];
  balloons: number;
  groundTargets: number;
  observed: number;
  bombDamage: number;
  illegal: number;
  fled: Place | null;
  shotDown: Downed | null;
  /** An observer or gunner put out of the fight (he loses health as if shot down). */
  incapacitated: { deck: string } | null;
  /** Downed and carried home in a daring rescue by this pilot. */
  rescuedBy: string | null;
  /** The plane carrying him as a passenger was shot down. */
  carrierDown: Downed | null;
  /** Downed airmen he carried home. */
  rescued: string[];
}

export type LineStatus = "pending" | "accepted" | "corrected" | "refused";

export interface LogLine {
  id: number;
  sortie: number;
  pilot: string;
  entered: LineReport;
  status: LineStatus;
  /** The Wing Commander's reason for a correction or a refusal. */
  reason?: string;
  corrected?: LineReport;
  /** What the verified line did to the pilot. */
  points?: number;
  healthLost?: number;
  notes?: string[];
}

export interface MissionRun {
  mission: string;
  level: number;
  attacker: Side | null;
  sorties: number[];
  result?: {
    winner: Side | null;
    points: Record<Side, number>;
    wins: Record<Side, number>;
    text: string;
  };
}

export interface MasterEvent {
  at: number | null;
  text: string;
}

export interface CampaignState {
  title: string;
  tables: Tables;
  groups: Group[];
  players: Player[];
  year: Year;
  /** The mission number the campaign stands at. */
  level: number;
  /** The mission chosen at that number (null: the attackers still choose a branch). */
  mission: string | null;
  attacker: Side | null;
  runs: MissionRun[];
  pilots: Pilot[];
  sorties: Sortie[];
  lines: LogLine[];
  nextPilot: number;
  events: MasterEvent[];
  winner: Side | null;
}
