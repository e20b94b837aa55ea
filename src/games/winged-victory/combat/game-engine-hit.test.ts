/** Ruling G16: a Throttle Pip above what a hit engine still gives drops to it at once. */
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { maxThrottle } from "../flight/energy.js";
import { levelOfFlight } from "../flight/types.js";
import { planeOf } from "../game/state.js";
import { bandOf } from "../planes/plane.js";
import { plane, start } from "../test-game.js";
import { resolveFire } from "../turn/fire.js";

describe("an engine hit before the plane moves (ruling G16)", () => {
  it("drops the Throttle Pip to what the damaged engine gives, at the end of the fire", () => {
    const s = start({ scenario: "head-on" });
    const p = plane(s, "A1");
    const band = bandOf(levelOfFlight(p.flight));
    const full = maxThrottle(planeOf(p.type), band, { loss: 0, stopped: false, loaded: false });
    p.throttle = full;
    // Hit in a Time Freezing's fire: the engine track's −2 box reached before A1 has moved.
    p.damage.speedLoss = 2;
    resolveFire(s, scriptedDice([]));
    expect(p.throttle).toBe(full - 2);
    // The other plane, unhurt, keeps its pip; an engine that stops leaves none.
    const g = plane(s, "G1");
    g.throttle = 1;
    p.damage.engineStopped = true;
    resolveFire(s, scriptedDice([]));
    expect(p.throttle).toBe(0);
    expect(g.throttle).toBe(1);
  });
});
