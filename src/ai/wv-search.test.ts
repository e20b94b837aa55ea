/** The Winged Victory computer pilot: its drawn worlds, and a few games against the random player. */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../engine/dice.js";
import { seedRng } from "../engine/rng.js";
import { greedyBot, randomBot } from "../games/winged-victory/bots.js";
import { wingedVictory as rules } from "../games/winged-victory/rules.js";
import { applyInPlace, mayBeEngaged } from "../games/winged-victory/turn/actions.js";
import { toAct } from "../games/winged-victory/turn/turn.js";
import { type WvView, wvView } from "../games/winged-victory/view/view.js";
import { cloneState, determinize, inFreeze } from "./wv-determinize.js";
import { emptyTally, playGame } from "./wv-match.js";
import { chooseAction, searchShape } from "./wv-search.js";

describe("the computer pilot's drawn worlds", () => {
  it("hold the seat's planes and the enemies in sight as they are, and play on legally", () => {
    const dice = new SeededDice(seedRng(7));
    const rng = seedRng(8);
    const s = rules.setup(rules.parseOptions({ scenario: "two-on-two" }), dice);
    for (let step = 0; step < 60 && s.phase.kind !== "over"; step++) {
      const side = toAct(s)[0];
      const v = wvView(s, side);
      const w = determinize(v, side);
      for (const p of w.planes) {
        const real = s.planes.find((x) => x.id === p.id);
        // Inside a Time Freezing the other side's planes show where time froze: not drawn.
        if (!v.planes.some((x) => x.id === p.id) || inFreeze(v) || s.phase.kind === "fire")
          continue;
        expect(p.place).toEqual(real?.place);
        expect(p.flight.speed).toBe(real?.flight.speed);
        expect(p.damage.structure).toBe(real?.damage.structure);
      }
      expect(w.phase.kind).toBe(s.phase.kind);
      // The seat's own choices now are open in the drawn world too.
      const c = cloneState(w);
      applyInPlace(c, side, v.actions[0], dice);
      applyInPlace(s, side, randomBot(v, rng), dice);
    }
  });
  it("read the board's MegaHex size from the view: who may be engaged is the same as in the game", () => {
    for (const board of [undefined, { matWidth: 42, megaRadius: 1 }]) {
      const s = rules.setup(
        rules.parseOptions({ scenario: "head-on", ...(board ? { board } : {}) }),
        new SeededDice(seedRng(3)),
      );
      const w = determinize(wvView(s, "allies"), "allies");
      expect(w.options.board?.megaRadius ?? 2).toBe(board?.megaRadius ?? 2);
      for (const p of s.planes) {
        const q = w.planes.find((x) => x.id === p.id);
        if (!q) continue;
        // Head-on, 7 Hexes apart: engaged under the printed overlay, not under MegaHexes of 7 Hexes.
        expect(mayBeEngaged(w, q)).toBe(mayBeEngaged(s, p));
        expect(mayBeEngaged(s, p)).toBe(board === undefined);
      }
    }
  });
});

describe("the computer pilot's drawn worlds, with a Scramble and a box file", () => {
  it("draw an unseen plane on its airfield standing there, and the box file's planes as the game's", () => {
    const s = rules.setup(
      rules.parseOptions({
        scenario: "mission",
        missions: { allies: "strategic-bombing", germans: "scramble" },
        printed: { briefings: { scramble: { name: "Scramble (printed)" } } },
      }),
      new SeededDice(seedRng(5)),
    );
    const v = wvView(s, "allies");
    const grounded = v.markers.filter((m) => m.hex.level === 0);
    expect(grounded.length).toBeGreaterThan(0);
    const w = determinize(v, "allies");
    for (const m of grounded)
      expect(w.planes.find((p) => p.id === m.id)?.flight.grounded).toBe(true);
    expect(w.options.printed).toEqual(s.options.printed);
  });
});

describe("the greedy player, the pilot's default", () => {
  it("places a flak marker when only markers are left to place", () => {
    const flak = { type: "flak" as const, col: 60, level: 8 };
    const v = { phase: "throttle", actions: [flak] } as unknown as WvView;
    expect(greedyBot(v, seedRng(1))).toEqual(flak);
  });
});

describe("the computer pilot", { timeout: 120000 }, () => {
  it("chooses one of the view's actions", () => {
    const s = rules.setup(rules.parseOptions({ scenario: "head-on" }), new SeededDice(seedRng(3)));
    const side = toAct(s)[0];
    const v = wvView(s, side);
    const a = chooseAction(v, side, { budgetMs: 200, maxTrials: 16, seed: 1 });
    expect(v.actions).toContainEqual(a);
  });

  it("beats the random player in most of a few head-on fights, on either side", () => {
    const options = rules.parseOptions({ scenario: "head-on" });
    const allies = emptyTally();
    const germans = emptyTally();
    for (let g = 0; g < 3; g++) {
      const o = { options, budgetMs: 300, maxTrials: 8, seed: 4 };
      playGame({ ...o, players: { allies: "ai", germans: "random" } }, g, allies);
      playGame({ ...o, players: { allies: "random", germans: "ai" } }, g, germans);
    }
    expect(allies.wins.allies + germans.wins.germans).toBeGreaterThanOrEqual(4);
    expect(allies.wins.germans + germans.wins.allies).toBe(0);
    expect(allies.maxDecisionMs).toBeLessThan(5000);
    // Some decisions went through the search and its playouts (throttles, a manoeuvre's challenger).
    expect(allies.searched + germans.searched).toBeGreaterThan(0);
    expect(allies.trials + germans.trials).toBeGreaterThan(0);
  });

  it("flies a generated mission (flak, targets) to its end", () => {
    const t = emptyTally();
    const options = rules.parseOptions({ scenario: "mission", year: 1917 });
    playGame(
      {
        options,
        players: { allies: "ai", germans: "greedy" },
        budgetMs: 300,
        maxTrials: 8,
        seed: 1,
      },
      0,
      t,
    );
    expect(t.games).toBe(1);
  });
});

describe("the search's shape", () => {
  it("compares more manoeuvres over a longer horizon when the decision can afford more playouts", () => {
    const short = searchShape({ budgetMs: 500, maxTrials: 48 });
    expect(short).toEqual({ moves: 1, horizon: 0, chase: 0 });
    expect(searchShape({ budgetMs: 20 })).toEqual(short);
    const long = searchShape({ budgetMs: 1000 });
    expect(long.moves).toBeGreaterThan(short.moves);
    expect(long.horizon).toBeGreaterThan(short.horizon);
    // The cap decides whatever the clock: the same options, the same search.
    expect(searchShape({ budgetMs: 1e9, maxTrials: 400 })).toEqual(long);
  });

  it("chooses the same action from the same view and seed with the deeper search", () => {
    const s = rules.setup(rules.parseOptions({ scenario: "head-on" }), new SeededDice(seedRng(3)));
    const side = toAct(s)[0];
    const v = wvView(s, side);
    const o = { budgetMs: 1e9, maxTrials: 160, seed: 5 };
    expect(chooseAction(v, side, o)).toEqual(chooseAction(v, side, o));
  });
});
