/** The Hawks over Malta search player: legal, repeatable, and no worse than greedy on a short budget. */
import { describe, expect, it } from "vitest";
import { seedRng } from "../engine/rng.js";
import { greedyBot } from "../games/hawks-over-malta/bots.js";
import { applyInPlace, hawksOverMalta, legalActions } from "../games/hawks-over-malta/rules.js";
import type { HawksAction, HawksState } from "../games/hawks-over-malta/state.js";
import { hawksView, toAct } from "../games/hawks-over-malta/view.js";
import { PlayoutDice } from "./fast-dice.js";
import { chooseAction, type SearchMemory } from "./hawks-search.js";

/** Plays a game with `pick` for both sides and hands each decision to `check`. */
function walk(
  seed: number,
  pick: (s: HawksState, side: "axis" | "british", n: number) => HawksAction,
) {
  const dice = new PlayoutDice(seedRng(seed));
  const s = hawksOverMalta.setup({ scenario: 1 }, dice);
  for (let n = 0; s.phase.kind !== "over" && n < 400; n++) {
    const side = toAct(s)[0];
    applyInPlace(s, side, pick(s, side, n), dice);
  }
  return s;
}

describe("the Hawks search player", () => {
  it("always answers with a legal action, and the same one for the same seed", {
    timeout: 120000,
  }, () => {
    const memory = { axis: {} as SearchMemory, british: {} as SearchMemory };
    walk(3, (s, side, n) => {
      const opts = { budgetMs: 1000, maxTrials: 40, seed: n };
      const a = chooseAction(hawksView(s, side), side, opts, { ...memory[side] });
      const b = chooseAction(hawksView(s, side), side, opts, memory[side]);
      expect(b).toEqual(a);
      if (a.type !== "priorities")
        expect(legalActions(s, side).some((x) => JSON.stringify(x) === JSON.stringify(a))).toBe(
          true,
        );
      return b;
    });
  });

  it("plays no trial at all with no time left, and then takes the greedy player's choice", {
    timeout: 60000,
  }, () => {
    let decided = 0;
    walk(7, (s, side, n) => {
      const memory: SearchMemory = {};
      const a = chooseAction(hawksView(s, side), side, { budgetMs: 0, seed: n }, memory);
      if (memory.stats) {
        expect(memory.stats.trials).toBe(0);
        decided++;
      }
      if (s.phase.kind === "bomb" || s.phase.kind === "react")
        expect(a).toEqual(greedyBot(s, side, seedRng(n)));
      return a;
    });
    expect(decided).toBeGreaterThan(10);
  });

  it("plays the greedy player's choice when it has too few trials to tell a better one", {
    timeout: 60000,
  }, () => {
    let compared = 0;
    walk(5, (s, side, n) => {
      const a = chooseAction(hawksView(s, side), side, { budgetMs: 1000, maxTrials: 1, seed: n });
      if (s.phase.kind === "bomb" || s.phase.kind === "react") {
        // Here greedy's choice does not depend on hidden chits (a shot's odds do).
        expect(a).toEqual(greedyBot(s, side, seedRng(n)));
        compared++;
      }
      return a;
    });
    expect(compared).toBeGreaterThan(0);
  });

  /** The same step (or the same end of a move), whatever details the view adds. */
  const same = (x: HawksAction, y: HawksAction) =>
    x.type === y.type && (x.type !== "step" || y.type !== "step" || x.dir === y.dir);

  it("plays the rest of a planned move step by step without searching again", {
    timeout: 120000,
  }, () => {
    const memory = { axis: {} as SearchMemory, british: {} as SearchMemory };
    let carried = 0;
    walk(11, (s, side, n) => {
      const mem = memory[side];
      const planned = mem.plan?.rest[0];
      const onPlan =
        planned !== undefined &&
        s.phase.kind === "move" &&
        mem.plan?.key === `${s.turn}:${s.phase.plane}:${s.phase.steps}`;
      mem.stats = undefined;
      const a = chooseAction(
        hawksView(s, side),
        side,
        { budgetMs: 1000, maxTrials: 24, seed: n },
        mem,
      );
      if (onPlan && planned && legalActions(s, side).some((x) => same(x, planned))) {
        expect(mem.stats).toBeUndefined();
        expect(same(a, planned)).toBe(true);
        carried++;
      }
      return a;
    });
    expect(carried).toBeGreaterThan(3);
  });
});
