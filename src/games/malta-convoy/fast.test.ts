import { describe, expect, it } from "vitest";
import { createMatch, play } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import {
  fastPlayOut,
  fastScore,
  fastSetup,
  newFastState,
  rngArray,
  seedInto,
  toFast,
} from "./fast.js";
import { fastPlan, type Policy, parsePolicy, planDecision } from "./policy.js";
import { maltaConvoy, SEAT } from "./rules.js";
import { score } from "./score.js";

function plainGame(seed: number, policy: Policy) {
  let m = createMatch(maltaConvoy, {}, { mode: "seeded", seed });
  while (!maltaConvoy.outcome(m.state)) {
    const option = policy.kind === "plan" ? planDecision(policy.steps, m.state) : null;
    m = play(maltaConvoy, m, SEAT, { type: "turn", option });
  }
  return m;
}

describe("fast path agrees with the rules path", () => {
  const policies = [
    "none",
    "plan:screen@8,split@14",
    "plan:decoy@1,evade@2,split@3,screen@4",
    "plan:evade@20,decoy@9",
  ];
  for (const text of policies) {
    it(`same final state and dice on 2,000 seeds with ${text}`, () => {
      const policy = parsePolicy(text);
      const plan = fastPlan(policy);
      const s = newFastState();
      for (let i = 0; i < 2000; i++) {
        const seed = gameSeed(7, i);
        const m = plainGame(seed, policy);
        const r = rngArray(seedRng(seed));
        fastSetup(s, r);
        fastPlayOut(s, r, plan);
        expect(Array.from(s)).toEqual(Array.from(toFast(m.state)));
        expect(Array.from(r, (x) => x >>> 0)).toEqual(m.rng);
        expect(fastScore(s)).toBe(score(m.state.ships, m.state.interceptions).total);
      }
    }, 60000);
  }
});

describe("fast seeding", () => {
  it("seeds exactly as the engine does", () => {
    for (let seed = 0; seed < 1000; seed += 37) {
      expect(Array.from(seedInto(new Int32Array(4), seed), (x) => x >>> 0)).toEqual(seedRng(seed));
    }
  });
});
