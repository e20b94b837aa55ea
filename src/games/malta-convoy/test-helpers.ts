import { expect } from "vitest";
import { scriptedDice } from "../../engine/dice.js";
import { type OptionName, SHIP_TYPES, type ShipType } from "./data.js";
import { maltaConvoy, SEAT } from "./rules.js";
import type { ConvoyState, Fleet } from "./state.js";

type FleetSpec = Partial<Record<ShipType, Partial<Fleet>>>;

/** A convoy in mid-voyage, built directly: 10 cargo, 3 tankers, 2 carriers, 10 cruisers, 20 destroyers. */
export function convoy(over: Partial<ConvoyState> = {}, fleet: FleetSpec = {}): ConvoyState {
  const base: Record<ShipType, number> = {
    tanker: 3,
    cargo: 10,
    carrier: 2,
    cruiser: 10,
    destroyer: 20,
  };
  const ships = {} as Record<ShipType, Fleet>;
  for (const t of SHIP_TYPES) {
    const f = { start: base[t], intact: base[t], damaged: 0, sunk: 0, departed: 0, ...fleet[t] };
    if (fleet[t] && fleet[t].start === undefined) {
      f.start = f.intact + f.damaged + f.sunk + f.departed;
    }
    ships[t] = f;
  }
  return {
    ships,
    length: 24,
    friendly: 3,
    turn: 5,
    coverTurn: 12,
    carried: 0,
    active: null,
    taken: [],
    interceptions: 0,
    raids: 0,
    events: [],
    ...over,
  };
}

/** Plays one turn on scripted dice; every given value must be used. */
export function turn(state: ConvoyState, values: number[], option: OptionName | null = null) {
  const dice = scriptedDice(values);
  const next = maltaConvoy.act(state, SEAT, { type: "turn", option }, dice);
  expect(dice.consumed, `dice used: ${dice.rolls.map((r) => r.purpose).join(" | ")}`).toBe(
    values.length,
  );
  return { state: next, rolls: dice.rolls, purposes: dice.rolls.map((r) => r.purpose) };
}
