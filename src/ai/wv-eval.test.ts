/** The computer pilot's evaluation: its terms by their weights, squashed. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { EVAL_WEIGHTS, evalTerms, evaluate, TERMS } from "./wv-eval.js";

const setup = (scenario: string) =>
  rules.setup(rules.parseOptions({ scenario }), new SeededDice(seedRng(3)));

describe("the evaluation", () => {
  it("is its terms by their weights over 3 VP, squashed to 0..1", () => {
    for (const scenario of ["head-on", "two-on-two"]) {
      const s = setup(scenario);
      for (const side of ["allies", "germans"] as const) {
        const t = evalTerms(s, side, new Float64Array(TERMS.length));
        const margin = TERMS.reduce((a, k, i) => a + EVAL_WEIGHTS[k] * t[i], 0);
        expect(evaluate(s, side)).toBeCloseTo(1 / (1 + Math.exp(-margin / 3)), 12);
      }
    }
  });

  it("counts damage to the enemy for a side and against the other", () => {
    const s = setup("head-on");
    const enemy = s.planes.find((p) => p.side === "germans");
    if (!enemy) throw new Error("no German plane");
    const before = evaluate(s, "allies");
    enemy.damage.structure += 4;
    expect(evaluate(s, "allies")).toBeGreaterThan(before);
    const t = evalTerms(s, "germans", new Float64Array(TERMS.length));
    expect(t[TERMS.indexOf("damage")]).toBeLessThan(0);
  });

  it("scores a finished game by its VP alone", () => {
    const s = setup("head-on");
    s.vp.allies = 3;
    s.phase = { kind: "over" } as typeof s.phase;
    const t = evalTerms(s, "allies", new Float64Array(TERMS.length));
    expect([...t]).toEqual([3, 0, 0, 0, 0, 0, 0, 0]);
  });
});
