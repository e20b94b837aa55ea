import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { randomBot } from "../games/winged-victory/bots.js";
import type { Side } from "../games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { applyInPlace } from "../games/winged-victory/turn/actions.js";
import { toAct } from "../games/winged-victory/turn/turn.js";
import { wvView } from "../games/winged-victory/view/view.js";
import { computerLevel } from "./players.js";
import { LEVELS, levelAction, wanderAction } from "./wv-levels.js";
import { emptyTally, playGame } from "./wv-match.js";
import { newPilotMemory } from "./wv-search.js";

/** Plays a two-on-two fight, the novice flying `side` against the random player; its choices. */
function novicePlays(side: Side, seed: number) {
  const dice = new SeededDice(seedRng(seed));
  const rng = seedRng(seed ^ 0x1234);
  const s = rules.setup(rules.parseOptions({ scenario: "two-on-two", turns: 12 }), dice);
  const memory = newPilotMemory();
  const choices: { phase: string; action: string; legal: boolean; weakOnly: boolean }[] = [];
  for (let step = 0; s.phase.kind !== "over" && step < 2000; step++) {
    const who = toAct(s)[0];
    const view = wvView(s, who);
    const action =
      who === side ? levelAction(view, who, "novice", seed + step, memory) : randomBot(view, rng);
    if (who === side) {
      const weakOnly =
        view.phase === "fire" &&
        view.shots.length > 0 &&
        view.shots.every((x) => ["white", "grey", "pink", "yellow", "green"].includes(x.die));
      choices.push({
        phase: view.phase,
        action: action.type,
        legal: view.actions.some((a) => JSON.stringify(a) === JSON.stringify(action)),
        weakOnly,
      });
    }
    applyInPlace(s, who, action, dice);
  }
  return choices;
}

describe("the computer pilot's levels", () => {
  it("orders the levels: fewer random manoeuvres and more playouts the higher the level", () => {
    expect(LEVELS.novice.maxTrials).toBeLessThan(LEVELS.veteran.maxTrials);
    expect(LEVELS.veteran.maxTrials).toBeLessThanOrEqual(LEVELS.ace.maxTrials);
    expect(LEVELS.novice.wander).toBeGreaterThan(LEVELS.veteran.wander);
    expect(LEVELS.veteran.wander).toBeGreaterThan(LEVELS.ace.wander);
    expect(LEVELS.ace.wander).toBe(0);
    for (const l of Object.values(LEVELS)) expect(l.budgetMs).toBeLessThanOrEqual(1000);
  });

  it("the novice takes only legal actions and lets every shot on a weak die go", () => {
    const choices: ReturnType<typeof novicePlays> = [];
    // Games until the novice has met shots on weak dice only (a handful of fights at most).
    for (let seed = 1; seed <= 40 && !choices.some((c) => c.weakOnly); seed++)
      choices.push(...novicePlays(seed % 2 ? "allies" : "germans", seed));
    expect(choices.length).toBeGreaterThan(5);
    expect(choices.every((c) => c.legal)).toBe(true);
    const weak = choices.filter((x) => x.weakOnly);
    expect(weak.length).toBeGreaterThan(0);
    for (const c of weak) expect(c.action).toBe("hold");
  });

  it("chooses the same action from the same view and seed (a game with the computer replays)", () => {
    const dice = new SeededDice(seedRng(9));
    const s = rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice);
    const view = wvView(s, toAct(s)[0]);
    for (const level of ["novice", "veteran", "ace"] as const) {
      const a = levelAction(view, toAct(s)[0], level, 77);
      const b = levelAction(view, toAct(s)[0], level, 77);
      expect(a).toEqual(b);
    }
  });

  it("reads the level from a game's options, and the options refuse a level without a computer side", () => {
    const o = rules.parseOptions({
      scenario: "head-on",
      computer: "germans",
      computerLevel: "novice",
    });
    expect(computerLevel(o)).toBe("novice");
    expect(() => rules.parseOptions({ scenario: "head-on", computerLevel: "ace" })).toThrow(
      /computerLevel is for a side the computer flies/,
    );
    expect(() =>
      rules.parseOptions({ scenario: "head-on", computer: "germans", computerLevel: "god" }),
    ).toThrow(/computerLevel/);
  });

  it("flies a share of moves at random (wander): in about that share of moves, and never outside a move", () => {
    const dice = new SeededDice(seedRng(3));
    const s = rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice);
    while (s.phase.kind !== "move") {
      const who = toAct(s)[0];
      applyInPlace(s, who, wvView(s, who).actions[0], dice);
    }
    const view = wvView(s, toAct(s)[0]);
    expect(view.actions.length).toBeGreaterThan(1);
    let strays = 0;
    for (let seed = 0; seed < 400; seed++) {
      expect(wanderAction(view, 0, seed)).toBeNull();
      const a = wanderAction(view, 0.25, seed);
      if (a) {
        strays++;
        expect(view.actions).toContainEqual(a);
      }
      // The same seed strays the same way (a measured run replays).
      expect(wanderAction(view, 0.25, seed)).toEqual(a);
      expect(wanderAction(view, 1, seed)).not.toBeNull();
    }
    expect(strays).toBeGreaterThan(70);
    expect(strays).toBeLessThan(130);
    const throttle = wvView(
      rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice),
      "allies",
    );
    expect(throttle.phase).not.toBe("move");
    expect(wanderAction(throttle, 1, 5)).toBeNull();
  });

  it("lets a measured run give one side's pilot a share of random moves, and that pilot loses more", () => {
    const options = rules.parseOptions({ scenario: "head-on", turns: 30 });
    const clean = { budgetMs: 100000, maxTrials: 0 };
    const t = emptyTally();
    for (let g = 0; g < 12; g++)
      playGame(
        {
          options,
          players: { allies: "ai", germans: "ai" },
          budgetMs: 100000,
          pilots: { allies: clean, germans: { ...clean, wander: 1 } },
          seed: 11,
        },
        g,
        t,
      );
    expect(t.games).toBe(12);
    // A pilot flying every manoeuvre at random wins next to nothing against the look ahead.
    expect(t.wins.allies).toBeGreaterThan(3 * t.wins.germans);
  });
});
