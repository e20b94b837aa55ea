import { describe, expect, it } from "vitest";
import { createMatch, play } from "../../engine/match.js";
import { advise, best } from "./advisor.js";
import type { OptionName } from "./data.js";
import { review } from "./review.js";
import { maltaConvoy, SEAT } from "./rules.js";

const ROLLOUTS = 300;

/** A whole seeded game, each turn chosen by `choose`; returns what the review reads. */
function game(seed: number, choose: (i: number, advised: OptionName | null) => OptionName | null) {
  let m = createMatch(maltaConvoy, {}, { mode: "seeded", seed });
  for (let i = 0; !maltaConvoy.outcome(m.state); i++) {
    const open = maltaConvoy.view(m.state, SEAT).actions.length > 1;
    const advised = open ? best(advise(m.state, ROLLOUTS)).option : null;
    m = play(maltaConvoy, m, SEAT, { type: "turn", option: choose(i, advised) });
  }
  return {
    setup: m.setupRolls.map((r) => r.value),
    turns: m.entries.map((e) => ({ option: e.action.option, rolls: e.rolls.map((r) => r.value) })),
    final: maltaConvoy.outcome(m.state)?.scores?.[SEAT],
  };
}

describe("Malta Convoy review of a finished game", () => {
  it("blames nothing on the choices of a player who followed the advisor: the whole gap is the dice", () => {
    for (const seed of [3, 4]) {
      const g = game(seed, (_, advised) => advised);
      const r = review(g.setup, g.turns, ROLLOUTS);
      expect(r.final).toBe(g.final);
      expect(r.followed).toBe(r.decisions);
      expect(r.decisions).toBeGreaterThan(5);
      expect(r.cost).toBe(0);
      expect(r.yours).toBe(r.advisor);
      expect(r.luck).toBeCloseTo(r.final - r.advisor, 9);
    }
  });

  it("counts what choices against the advisor were expected to cost, apart from the dice", () => {
    // Evade on turn 1, in friendly waters, where the advisor never advises it.
    const g = game(3, (i, advised) => (i === 0 ? "evade" : advised));
    const r = review(g.setup, g.turns, ROLLOUTS);
    expect(r.followed).toBe(r.decisions - 1);
    expect(r.cost).toBeGreaterThan(0);
    expect(r.yours).toBeCloseTo(r.advisor - r.cost, 9);
    expect(r.luck).toBeCloseTo(r.final - r.yours, 9);
  });
});
