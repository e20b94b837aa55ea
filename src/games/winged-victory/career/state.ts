/** The Squadron Career's state: one squadron through the war. Plain JSON, stored and replayed. */
import type { Skill } from "../combat/data.js";
import type { Printed } from "../game/printed.js";
import type { MissionId, Side } from "../missions/missions.js";
import type { CareerTables, Corps, Role, Where } from "./tables.js";

export type AirmanRole = "pilot" | "gunner";
export type AirmanStatus = "active" | "wounded" | "killed" | "prisoner" | "invalided";

export interface CareerLine {
  date: string;
  text: string;
}

export interface Airman {
  id: string;
  name: string;
  /** A pilot, or an observer or gunner of a two-seater or bomber (always Expert at the guns). */
  role: AirmanRole;
  /** Index on the corps's rank ladder. */
  rank: number;
  skill: Skill;
  victories: number;
  missions: number;
  /** Wounds taken in the career. */
  wounds: number;
  status: AirmanStatus;
  /** Back on duty on this date (wounded). */
  back?: string;
  /** Decorations held, in the ladder's order. */
  awards: string[];
  joined: string;
  lines: CareerLine[];
}

export type PlaneStatus = "ready" | "repair" | "lost";

export interface Aircraft {
  serial: string;
  type: string;
  status: PlaneStatus;
  back?: string;
}

/** A plane in the briefing that no airman of the squadron flies. */
export interface OtherPlane {
  type: string;
  skill: Skill;
  /** Flown before its time (no plane of its code was in service yet). */
  standIn: boolean;
}

export interface Crew {
  plane: string;
  /** Airman ids: the pilot first, then the gunners in the dashboard's order. */
  crew: string[];
}

export type PlaneFate = "home" | "fled" | "landed" | "downed";
export type CrewState = "unhurt" | "wounded" | "killed";

export interface PlaneReport {
  plane: string;
  fate: PlaneFate;
  /** Where a plane that landed or was downed came down. */
  where?: Where;
  /** Came back with damage on its dashboard: the repair shop. */
  damaged: boolean;
  crew: CrewState[];
}

export interface Claim {
  /** The airman who claims it. */
  by: string;
  /** Index in the briefing's enemy planes. */
  enemy: number;
  fate: "downed" | "landed";
  where: Where;
}

export interface Report {
  accomplished: boolean;
  planes: PlaneReport[];
  claims: Claim[];
  /** Enemy planes (indices) that fled the map. */
  fled: number[];
}

export interface Mission {
  n: number;
  date: string;
  /** The d20 table the missions were rolled on. */
  table: 1916 | 1917;
  missions: Record<Side, MissionId>;
  /** Planes of the flight the squadron flies itself. */
  slots: number;
  /** Planes of the flight lent by other units. */
  attached: OtherPlane[];
  enemy: OtherPlane[];
  crews: Crew[];
  report?: Report;
  /** Set when the report is resolved. */
  confirmed?: number;
  vpScored?: number;
  vpLost?: number;
  /** What the after-action and the days after it brought, in order. */
  events: string[];
  /** Not flown: no crew could be formed. */
  stoodDown?: boolean;
}

export type Phase =
  | { kind: "brief" }
  /** The mission is rolled: the Wing Commander picks crews and planes. */
  | { kind: "assign" }
  /** Crews named: the mission is flown, then its result entered. */
  | { kind: "fight" }
  /** The result is entered: it may be corrected until it is confirmed. */
  | { kind: "report" }
  | { kind: "over" };

export interface CareerState {
  v: 1;
  squadron: string;
  corps: Corps;
  side: Side;
  role: Role;
  start: string;
  end: string;
  date: string;
  tables: CareerTables;
  /** The owner's box file (game/printed.ts), kept as given: his briefings, and his planes and dice in the fights. */
  printed?: Printed;
  /** The plane type the squadron flies now (replacements come as this type). */
  planeType: string;
  airmen: Airman[];
  planes: Aircraft[];
  missions: Mission[];
  nextAirman: number;
  nextSerial: number;
  phase: Phase;
}
