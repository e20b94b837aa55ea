import type { AircraftId, ChitKind, PointsVersion, Side } from "./data.js";

export interface Plane {
  id: string;
  side: Side;
  type: AircraftId;
  x: number;
  y: number;
  alt: number;
  hits: number;
  fired: boolean;
  down: boolean;
  chit: ChitKind;
  /** Shown to the foe once its effect has come into play. */
  chitShown: boolean;
  bombed: boolean;
  /** This turn's priority number, once both sides have shown their chits. */
  priority: number | null;
}

export interface Spot {
  x: number;
  y: number;
}
export interface Cloud extends Spot {
  alt: number;
}
export interface Objective extends Spot {
  hits: number;
}

export type Phase =
  | { kind: "place"; what: "objective" | "aa" | "cloud"; left: number }
  | { kind: "priorities" }
  | { kind: "move"; plane: string; steps: number }
  | { kind: "react"; mover: string; steps: number; candidates: string[] }
  | { kind: "engage"; attacker: string; targets: string[]; compulsory: boolean }
  | { kind: "bomb"; bombers: string[] }
  | { kind: "over" };

/**
 * One thing that happened. A plain string is for everyone; otherwise `text`
 * is hidden from the sides in `hide` (they read `veiled`, if any): an event
 * about a plane a side cannot see at the time.
 */
export type HawksEvent = string | { text: string; hide: Side[]; veiled?: string };

/** Victory points scored: by whom, for what, how many. */
export interface ScoreLine {
  side: Side;
  what: string;
  vp: number;
}

/** What a side last saw of a foe plane that is now out of its sight. */
export interface Sighting {
  x: number;
  y: number;
  alt: number;
  hits: number;
  bombed: boolean;
}

export interface HawksState {
  scenario: number;
  turn: number;
  phase: Phase;
  planes: Plane[];
  clouds: Cloud[];
  objectives: Objective[];
  aa: Spot[];
  /** Secret priority orders, by side, until both are in. */
  secretOrders: Partial<Record<Side, string[]>>;
  initiative: Side | null;
  /** Plane ids in this turn's movement order, and how far along it is. */
  order: string[];
  next: number;
  vp: Record<Side, number>;
  /** The rules version whose victory points this game plays to (absent: 4, a state stored under it). */
  points?: PointsVersion;
  /** What the last action did, in words; an event only one side may read says so. */
  events: HawksEvent[];
  /** Whether the last action may be taken back: a plain step that rolled nothing, showed nothing, and left the move with its side. */
  takeBack?: boolean;
  /** The victory points scored so far, line by line (shown at the end). */
  scored?: ScoreLine[];
  /** Why the game ended. */
  endReason?: string;
  /** A state of the computer's playouts: no events in words (nobody reads them). */
  quiet?: true;
  /**
   * Per side, where and how it last saw each foe plane (kept only in stored
   * games, not in the computer's playouts): the view of a plane that has gone
   * out of sight.
   */
  lastSeen?: Record<Side, Record<string, Sighting>>;
  /**
   * One item per move standing (kept only in stored games, like `lastSeen`):
   * the planes, comma-joined, that their foes could not see before that
   * move, then after it, the two lists joined by ";" (an item without ";",
   * as older states hold, lists the planes out of sight before or after).
   * The log names a plane to the other side only where it is not listed,
   * and a step by what the other side saw of it (see `redactEntry`).
   */
  veiled?: string[];
}

/**
 * Actions as the view offers them carry what the log needs to say them in
 * words without the state: the plane that steps, where it goes and whether
 * either end of the step is in a cloud (clouds are public, so this tells the
 * mover nothing). `act` checks any of these it is given; they are optional,
 * so a bare `{ type: "step", dir }` is still a step.
 */
export type HawksAction =
  | { type: "place"; x: number; y: number; alt?: number; what?: "objective" | "aa" | "cloud" }
  | { type: "priorities"; order: string[] }
  | {
      type: "step";
      dir: "N" | "E" | "S" | "W" | "up" | "down";
      plane?: string;
      x?: number;
      y?: number;
      alt?: number;
      cloud?: boolean;
    }
  | { type: "end"; plane?: string; cloud?: boolean }
  | { type: "react"; attacker: string }
  | { type: "attack"; target: string }
  | { type: "pass" }
  | { type: "bomb"; bomber: string; cloud?: boolean }
  | { type: "hold"; bomber: string; cloud?: boolean }
  /** Only in another seat's copy of the log: a move it may not follow, and what it may know of it. */
  | { type: "secret"; text?: string };
