/** The computer pilot's manoeuvre into a Time Freezing: the time it reads, and a legal, scored choice. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { greedyBot } from "../games/winged-victory/bots.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { applyInPlace } from "../games/winged-victory/turn/actions.js";
import { toAct } from "../games/winged-victory/turn/turn.js";
import { type PlaneView, type WvView, wvView } from "../games/winged-victory/view/view.js";
import { determinize, inFreeze } from "./wv-determinize.js";
import { frozenTime, MID_TIME, rankedIntoFreeze } from "./wv-freeze-move.js";
import { chooseAction } from "./wv-search.js";

const frozen = (col: number) =>
  ({
    planes: [{ id: "G1", side: "germans", freezeAt: { hex: { col, level: 8 }, x4: 0, half: 0 } }],
  }) as unknown as WvView;
const seen = (col: number, flown: string, speed: number) =>
  ({ G1: { hex: { col, level: 8 }, flown, speed } }) as unknown as Record<string, PlaneView>;

describe("the time frozen, as the pilot reads it", () => {
  it("is the enemy's Hexes from where it was seen before its move, at its speed then", () => {
    // The text's example: speed 7, frozen after 4 Hexes, is time 6.
    expect(frozenTime(frozen(60), "allies", seen(64, "", 7))).toBe(6);
    expect(frozenTime(frozen(62), "allies", seen(64, "", 4))).toBe(6);
  });

  it("is the middle of the turn when it cannot be read", () => {
    expect(frozenTime(frozen(60), "allies", {})).toBe(MID_TIME);
    // Seen after a move (last turn's place), or farther than its speed: no reading.
    expect(frozenTime(frozen(60), "allies", seen(64, "level", 7))).toBe(MID_TIME);
    expect(frozenTime(frozen(50), "allies", seen(64, "", 7))).toBe(MID_TIME);
    // Its own side's frozen plane says nothing of the enemy.
    expect(frozenTime(frozen(60), "germans", seen(64, "", 7))).toBe(MID_TIME);
  });
});

describe("the pilot's manoeuvre into a Time Freezing", { timeout: 60000 }, () => {
  it("is one of the view's moves, the best by the freeze's score", () => {
    let found = 0;
    for (let g = 0; g < 12 && found < 3; g++) {
      const dice = new SeededDice(seedRng(100 + g));
      const rng = seedRng(200 + g);
      const s = rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice);
      for (let step = 0; step < 400 && s.phase.kind !== "over"; step++) {
        const side = toAct(s)[0];
        const v = wvView(s, side);
        const ours = v.planes.some((p) => p.id === v.moving && p.side === side);
        if (inFreeze(v) && v.phase === "move" && ours && v.actions.length > 1) {
          found++;
          const a = chooseAction(v, side, { budgetMs: 100, maxTrials: 4, seed: 1 });
          expect(v.actions).toContainEqual(a);
          const best = rankedIntoFreeze(determinize(v, side), MID_TIME)[0];
          // A fresh pilot has seen nothing before: the time is the middle of the turn.
          expect(a).toMatchObject({ type: "move", move: best.flown.name });
        }
        applyInPlace(s, side, greedyBot(v, rng), dice);
        s.events = [];
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
