import type { AircraftId, ChitKind, Side } from "./data.js";

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
  /** What the last action did, in words (only what both sides may know). */
  events: string[];
  /**
   * Per side, where and how it last saw each foe plane (kept only in stored
   * games, not in the computer's playouts): the view of a plane that has gone
   * out of sight.
   */
  lastSeen?: Record<Side, Record<string, Sighting>>;
}

export type HawksAction =
  | { type: "place"; x: number; y: number; alt?: number }
  | { type: "priorities"; order: string[] }
  | { type: "step"; dir: "N" | "E" | "S" | "W" | "up" | "down" }
  | { type: "end" }
  | { type: "react"; attacker: string }
  | { type: "attack"; target: string }
  | { type: "pass" }
  | { type: "bomb"; bomber: string }
  | { type: "hold"; bomber: string }
  /** Only in another seat's copy of the log: a move it may not follow. */
  | { type: "secret" };
