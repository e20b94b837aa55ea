/** The computer pilot's look ahead a turn deeper: what a manoeuvre leaves open next turn. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { randomBot } from "../games/winged-victory/bots.js";
import { speedBox } from "../games/winged-victory/flight/energy.js";
import { type PlaneState, planeOf } from "../games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { applyInPlace } from "../games/winged-victory/turn/actions.js";
import { mover, toAct } from "../games/winged-victory/turn/turn.js";
import { wvView } from "../games/winged-victory/view/view.js";
import { determinize, inFreeze } from "./wv-determinize.js";
import { orderKeys } from "./wv-eval.js";
import { moving } from "./wv-fixtures.js";
import { deepRanked, followUp, NO_CHOICE, PLY_WEIGHT } from "./wv-ply.js";
import { type EnemyGuess, type Flown, flyDry, rankedMoves } from "./wv-policy.js";
import { chooseAction } from "./wv-search.js";

/** Head-on's first mover and its enemy, the throttles set, the move phase under way. */
function firstMover() {
  const { s, p } = moving("head-on");
  const q = s.planes.find((x) => x.side !== p.side) as PlaneState;
  return { s, p, q };
}

/** The enemy standing `ahead` Hexes in front of where `f` leaves the plane, its guns silent. */
function standing(q: PlaneState, f: Flown, ahead: number): EnemyGuess {
  const col = f.at.hex.col + (f.at.heading === "E" ? ahead : -ahead);
  const at = { ...f.at, hex: { col, level: f.at.hex.level } };
  return { type: q.type, at, pilot: false, gunners: false, keys: orderKeys(q, at) };
}

describe("the look ahead a turn deeper", () => {
  it("counts next turn's shot: an enemy ahead in reach beats the same enemy left behind", () => {
    const { s, p, q } = firstMover();
    s.front = -1;
    const f = flyDry(s, p, { kind: "level" });
    const ahead = followUp(s, p, f, [standing(q, f, 4)]);
    const behind = followUp(s, p, f, [standing(q, f, -4)]);
    expect(ahead).toBeGreaterThan(behind + 1);
  });

  it("gives a manoeuvre that ends in a stall nothing to choose next turn", () => {
    const { s, p, q } = firstMover();
    // Slow and throttled back: a climb ends on the stall box, out of control.
    p.flight.speed = 2;
    p.throttle = 0;
    const plane = planeOf(p.type);
    const climb = flyDry(s, p, { kind: "climb", hard: false, turn: false });
    expect(speedBox(plane, climb.level, climb.endSpeed)).toBe("stall");
    expect(climb.flight.outOfControl).toBe("stall");
    expect(followUp(s, p, climb, [standing(q, climb, 3)])).toBe(NO_CHOICE);
    // Level flight keeps it flying: next turn it has a choice, worth more than none.
    const level = flyDry(s, p, { kind: "level" });
    expect(level.flight.outOfControl).toBeNull();
    expect(followUp(s, p, level, [standing(q, level, 3)])).toBeGreaterThan(NO_CHOICE);
  });

  it("adds half of next turn's best to each manoeuvre's own score, and orders by the sum", () => {
    const { s, p } = firstMover();
    const flat = rankedMoves(s);
    const deep = deepRanked(s);
    expect(deep.length).toBe(flat.length);
    for (let k = 1; k < deep.length; k++)
      expect(deep[k - 1].score).toBeGreaterThanOrEqual(deep[k].score);
    for (const r of flat) {
      const d = deep.find((x) => x.flown.name === r.flown.name);
      if (!d) throw new Error(`${r.flown.name} lost`);
      const still = r.answers.map((g) => ({ ...g, evasion: undefined }));
      expect(d.score).toBeCloseTo(r.score + PLY_WEIGHT * followUp(s, p, r.flown, still), 9);
    }
  });

  it("is the pilot's look ahead when asked for (lookAhead 2), and this turn's alone by default", () => {
    // A two-on-two flown at random until a pilot's move where the two look aheads differ, as
    // read on the world the pilot draws from its view.
    const dice = new SeededDice(seedRng(11));
    const rng = seedRng(12);
    const s = rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice);
    for (let step = 0; step < 400 && s.phase.kind !== "over"; step++) {
      const side = toAct(s)[0];
      const view = wvView(s, side);
      if (view.phase === "move" && view.actions.length > 1 && !inFreeze(view)) {
        const w = determinize(view, side);
        const p = mover(w) as PlaneState;
        const deep = deepRanked(w)[0].flown.name;
        const flat = rankedMoves(w)[0].flown.name;
        if (deep !== flat) {
          const pick = (lookAhead?: 1 | 2) =>
            chooseAction(view, side, { budgetMs: 1000, maxTrials: 0, seed: 1, lookAhead });
          expect(pick(2)).toMatchObject({ type: "move", plane: p.id, move: deep });
          expect(pick(1)).toMatchObject({ type: "move", plane: p.id, move: flat });
          expect(pick()).toEqual(pick(1));
          return;
        }
      }
      applyInPlace(s, side, randomBot(view, rng), dice);
    }
    throw new Error("no move where the look aheads differ");
  });
});
