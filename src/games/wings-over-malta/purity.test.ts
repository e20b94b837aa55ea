/**
 * A step never changes the campaign it is given: in random campaigns every
 * state is deep-frozen before the next step is taken on it, so any change to
 * it throws; and the step gives the same campaign as it does on a private
 * copy, so sharing the untouched parts changes no result.
 */
import { describe, expect, it } from "vitest";
import { createMatch, type Match, play } from "../../engine/match.js";
import { faceOf, gameSeed, nextUint32, seedRng } from "../../engine/rng.js";
import type { WomAction, WomOptions } from "./actions.js";
import { randomStep } from "./random-play.js";
import { wingsOverMalta } from "./rules.js";
import type { CampaignState } from "./state.js";

type M = Match<CampaignState, WomAction, WomOptions>;

/** Freezes `x` and everything it holds (what is frozen already was frozen whole). */
function deepFreeze<T>(x: T): T {
  if (typeof x !== "object" || x === null || Object.isFrozen(x)) return x;
  for (const v of Object.values(x)) deepFreeze(v);
  return Object.freeze(x);
}

describe("Wings over Malta steps are pure", () => {
  it("never change a deep-frozen campaign, and give what they give on a private copy", {
    timeout: 120000,
  }, () => {
    let steps = 0;
    for (let g = 0; g < 10; g++) {
      const seed = gameSeed(91, g);
      const rng = seedRng(seed ^ 0x51ed27);
      let m: M = createMatch(wingsOverMalta, {}, { mode: "seeded", seed });
      for (let n = 0; !wingsOverMalta.outcome(m.state); n++) {
        if (n > 20000) throw new Error("the campaign does not end");
        deepFreeze(m.state);
        let { seat, action } = randomStep(m.state, rng);
        // Now and then a renaming, which changes one airman and nothing else.
        if (faceOf(nextUint32(rng), 20) === 1) {
          const own = m.state.pilots.filter((p) => p.side === seat);
          const p = own[faceOf(nextUint32(rng), own.length) - 1];
          action = { type: "rename", pilot: p.id, name: `Renamed ${n}` };
        }
        const copy: M = { ...m, state: structuredClone(m.state) };
        const next = play(wingsOverMalta, m, seat, action);
        expect(next.state).not.toBe(m.state);
        expect(JSON.stringify(next.state)).toBe(
          JSON.stringify(play(wingsOverMalta, copy, seat, action).state),
        );
        m = next;
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(800);
  });

  it("share what a step leaves alone", () => {
    const m: M = createMatch(wingsOverMalta, {}, { mode: "seeded", seed: 8 });
    const before = m.state;
    const after = play(wingsOverMalta, m, "british", {
      type: "rename",
      pilot: "P1",
      name: "Tubby",
    }).state;
    expect(after.pilots[0].name).toBe("Tubby");
    expect(before.pilots[0].name).not.toBe("Tubby");
    expect(after.pilots.slice(1).every((p, i) => p === before.pilots[i + 1])).toBe(true);
  });
});
