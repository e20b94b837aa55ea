/** Random-move fuzzing: many random legal games never throw, never stall, always end after turn L. */
import { describe, expect, it } from "vitest";
import { askedDice } from "../../engine/dice.js";
import { NeedRoll } from "../../engine/errors.js";
import { createMatch, type Match, play, recordOf, replay } from "../../engine/match.js";
import { faceOf, gameSeed, nextUint32, seedRng } from "../../engine/rng.js";
import { maltaConvoy, SEAT } from "./rules.js";
import type { ConvoyAction, ConvoyState } from "./state.js";

type ConvoyMatch = Match<ConvoyState, ConvoyAction, Record<string, never>>;

describe("Malta Convoy random-move fuzz", () => {
  it("plays 3,000 random games to their end", () => {
    const pick = seedRng(99);
    for (let g = 0; g < 3000; g++) {
      let m = createMatch(maltaConvoy, {}, { mode: "seeded", seed: gameSeed(2024, g) });
      let turns = 0;
      while (!maltaConvoy.outcome(m.state)) {
        const { actions } = maltaConvoy.view(m.state, SEAT);
        expect(actions.length, "a live game always offers an action").toBeGreaterThan(0);
        m = play(maltaConvoy, m, SEAT, actions[faceOf(nextUint32(pick), actions.length) - 1]);
        turns++;
        expect(turns).toBeLessThanOrEqual(20 + 6 + 3);
      }
      expect(m.state.turn).toBe(m.state.length);
      expect(m.state.length).toBeGreaterThanOrEqual(21);
      if (g % 100 === 0) expect(replay(maltaConvoy, recordOf(m)).state).toEqual(m.state);
    }
  }, 60000);

  it("plays a game on asked dice: each missing roll is asked for, a wrong face refused", () => {
    const source = seedRng(5);
    const values: number[] = [];
    const supply = <T>(fn: () => T): T => {
      for (;;) {
        try {
          return fn();
        } catch (e) {
          if (!(e instanceof NeedRoll)) throw e;
          expect(() => askedDice([e.sides + 1]).roll(e.sides, e.purpose)).toThrow(
            /not a possible roll/,
          );
          values.push(faceOf(nextUint32(source), e.sides));
        }
      }
    };
    let m: ConvoyMatch = supply(() => createMatch(maltaConvoy, {}, { mode: "manual" }, values));
    while (!maltaConvoy.outcome(m.state)) {
      values.length = 0;
      const prev = m;
      m = supply(() => play(maltaConvoy, prev, SEAT, { type: "turn", option: null }, values));
    }
    expect(replay(maltaConvoy, recordOf(m)).state).toEqual(m.state);
  });
});
