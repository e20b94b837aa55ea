import { expect } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import type { AircraftId, ChitKind, Side } from "./data.js";
import { hawksOverMalta } from "./rules.js";
import type { HawksAction, HawksState, Phase, Plane } from "./state.js";

export function plane(
  id: string,
  type: AircraftId,
  x: number,
  y: number,
  alt: number,
  more: Partial<Plane> = {},
): Plane {
  const side: Side = id.startsWith("A") ? "axis" : "british";
  return {
    id,
    side,
    type,
    x,
    y,
    alt,
    hits: 0,
    fired: false,
    down: false,
    chit: "none" as ChitKind,
    chitShown: false,
    bombed: false,
    priority: null,
    ...more,
  };
}

/** A position in mid-turn: `order` moves in that order, starting with its first plane. */
export function position(planes: Plane[], over: Partial<HawksState> = {}): HawksState {
  const order = over.order ?? planes.map((p) => p.id);
  return {
    scenario: 1,
    turn: 3,
    phase: { kind: "move", plane: order[0], steps: 0 } as Phase,
    planes,
    clouds: [],
    objectives: [],
    aa: [],
    secretOrders: {},
    initiative: "axis",
    order,
    next: 1,
    vp: { axis: 0, british: 0 },
    points: 5,
    events: [],
    ...over,
  };
}

/** Plays one action on scripted dice; every value must be used. */
export function act(s: HawksState, seat: Side, action: HawksAction, values: number[] = []) {
  const dice = scriptedDice(values);
  const next = hawksOverMalta.act(s, seat, action, dice);
  expect(dice.consumed, `rolls: ${dice.rolls.map((r) => r.purpose).join(" | ")}`).toBe(
    values.length,
  );
  return { s: next, rolls: dice.rolls };
}
