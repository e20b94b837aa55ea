/**
 * A plane whose pilot is dead keeps its throttle, as far as its damaged
 * engine still gives; it flies on until it stalls, and then falls.
 */
import { describe, expect, it } from "vitest";
import { SeededDice, scriptedDice } from "../../../engine/dice.js";
import { seedRng } from "../../../engine/rng.js";
import { byPurpose, type Want } from "../dice/scripted.js";
import { wingedVictory as rules } from "../rules.js";
import { applyInPlace } from "../turn/actions.js";
import { advance, throttleChoices, toAct } from "../turn/turn.js";

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

describe("a pilotless plane that stalls", () => {
  const SEE: [RegExp, Want][] = [
    [/looks for/, { icon: 2 }],
    [/order of movement/, 1],
  ];
  /** Two-on-two with A1's pilot dead and A1 stalled; every other plane flies level. */
  function play(pilot: "dead" | "healthy") {
    let s = structuredClone(
      rules.setup(rules.parseOptions({ scenario: "two-on-two" }), scriptedDice([])),
    );
    const a1 = s.planes.find((p) => p.id === "A1") as (typeof s.planes)[0];
    a1.throttle = Math.max(...throttleChoices(s, a1));
    a1.damage.crew[0] = pilot;
    a1.flight.outOfControl = "stall";
    const purposes: string[] = [];
    const step = (seat: string, a: Parameters<typeof rules.act>[2]) => {
      const d = byPurpose([/regain control/, { icon: 1 }], ...SEE);
      s = rules.act(s, seat, a, d);
      purposes.push(...d.rolls.map((r) => r.purpose));
    };
    for (const seat of ["allies", "germans"])
      for (;;) {
        const t = rules.view(s, seat).throttles.find((x) => x.chosen === null);
        if (!t) break;
        step(seat, { type: "throttle", plane: t.plane, value: Math.max(...t.choices) });
      }
    while (s.phase.kind === "move") {
      const m = s.phase.order[s.phase.next];
      const side = s.planes.find((p) => p.id === m)?.side as string;
      step(side, { type: "move", plane: m, move: "level" });
    }
    return { a1: s.planes.find((p) => p.id === "A1"), purposes };
  }

  it("falls to the ground, downed, and no Handling Test is rolled for it", () => {
    const { a1, purposes } = play("dead");
    expect(purposes.filter((p) => /regain control/.test(p))).toEqual([]);
    expect(a1?.fate).toBe("downed");
  });

  it("while a living pilot rolls his Handling Test and regains control", () => {
    const { a1, purposes } = play("healthy");
    expect(purposes.filter((p) => /regain control/.test(p))).toHaveLength(1);
    expect(a1?.fate).toBeNull();
    expect(a1?.flight.outOfControl).toBeNull();
  });
});
