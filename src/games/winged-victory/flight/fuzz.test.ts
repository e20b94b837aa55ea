/** Random flights: legal moves only, never a throw, the board's limits kept, exact replay from the rolls. */
import { describe, expect, it } from "vitest";
import { scriptedDice, seededDice } from "../../../engine/dice.js";
import { nextUint32, seedRng } from "../../../engine/rng.js";
import { bandOf, TOP_LEVEL } from "../planes/plane.js";
import { PLANES } from "../planes/planes.js";
import { legalThrottles } from "./energy.js";
import { legalMoves } from "./flight.js";
import {
  type Condition,
  DEFAULT_FLIGHT_OPTIONS,
  FIT,
  type Flight,
  type FlightOptions,
  flightAt,
  flyTurn,
  levelOfFlight,
  type Move,
} from "./manoeuvres.js";

interface Step {
  throttle: number;
  move: Move;
  result: string;
}

describe("random flights", () => {
  it("400 flights of 30 turns on every plane, with every option on or off", {
    timeout: 60000,
  }, () => {
    const rng = seedRng(20261123);
    const pick = (n: number) => nextUint32(rng) % n;
    let turns = 0;
    let landed = 0;
    for (let game = 0; game < 400; game++) {
      const plane = PLANES[game % PLANES.length];
      const o: FlightOptions = {
        ...DEFAULT_FLIGHT_OPTIONS,
        extraDivingHex: pick(2) === 1,
        handlingTests: pick(2) === 1,
      };
      const c: Condition = {
        ...FIT,
        engaged: [undefined, true, false][pick(3)],
        skill: pick(3) - 1,
        pilotHealthy: pick(4) > 0,
        rudder: pick(5) > 0,
        engine: { loss: pick(3), stopped: pick(10) === 0, loaded: pick(2) === 1 },
      };
      const start = flightAt(1 + pick(plane.ceiling), 1 + pick(plane.maxLevelSpeed.low));
      const dice = seededDice(seedRng(game));
      const steps: Step[] = [];
      let f: Flight = start;
      for (let t = 0; t < 30 && f.lost === null; t++) {
        const throttles = legalThrottles(plane, bandOf(levelOfFlight(f)), c.engine);
        const throttle = throttles[pick(throttles.length)];
        const moves = legalMoves(plane, f, c, o, throttle);
        expect(moves.length).toBeGreaterThan(0);
        if (f.outOfControl) expect(moves.map((m) => m.name)).toEqual(["stall"]);
        const { move } = moves[pick(moves.length)];
        const r = flyTurn(plane, f, c, o, throttle, move, { dice });
        f = r.flight;
        const level = levelOfFlight(f);
        expect(level).toBeGreaterThanOrEqual(0);
        expect(level).toBeLessThanOrEqual(Math.min(TOP_LEVEL, plane.ceiling));
        if (f.lost === null && !f.grounded) expect(level).toBeGreaterThanOrEqual(1);
        else expect(level).toBe(0);
        if (f.grounded) landed++;
        steps.push({ throttle, move, result: JSON.stringify(r) });
        turns++;
      }
      // Replay from the log: the same moves and the rolls as numbers give the same turns.
      const again = scriptedDice(dice.rolls.map((x) => x.value));
      let g: Flight = start;
      for (const s of steps) {
        const r = flyTurn(plane, g, c, o, s.throttle, s.move, { dice: again });
        expect(JSON.stringify(r)).toBe(s.result);
        g = r.flight;
      }
      expect(again.consumed).toBe(dice.rolls.length);
    }
    expect(turns).toBeGreaterThan(2000);
    expect(landed).toBeGreaterThan(0); // landings, rolls and take-offs happen too
  });
});
