/** A plane whose pilot is dead keeps its throttle, as far as its damaged engine still gives. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../engine/dice.js";
import { seedRng } from "../../engine/rng.js";
import { applyInPlace } from "./actions.js";
import { wingedVictory as rules } from "./rules.js";
import { advance, throttleChoices, toAct } from "./turn.js";

describe("a pilotless plane's throttle", () => {
  it("drops to the engine's new white box and the plane flies on", () => {
    const dice = new SeededDice(seedRng(3));
    const s = structuredClone(rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice));
    const p = s.planes[0];
    const top = Math.max(...throttleChoices(s, p));
    p.throttle = top;
    p.damage.crew[0] = "dead";
    p.damage.speedLoss = 2;
    expect(throttleChoices(s, p)).toEqual([top - 2]);
    advance(s, dice);
    for (let k = 0; k < 40 && p.flown === "" && s.phase.kind !== "over"; k++) {
      const side = toAct(s)[0];
      applyInPlace(s, side, rules.view(s, side).actions[0], dice);
    }
    expect(p.throttle).toBe(top - 2);
    expect(p.flown).not.toBe("");
  });
});
