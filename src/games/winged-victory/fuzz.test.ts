/**
 * Random-move fuzz of the whole game: thousands of random legal dogfights
 * (every scenario and generated missions, optional rules on and off) never
 * throw, never reach a state where nobody can act before the end, and always
 * end (each scenario has a turn limit). The games are played on the fast path
 * (the rules' own `applyInPlace` on one state); every twentieth is replayed from
 * its log through the engine (src/engine/match.ts) and gives the same game,
 * and a few are played through the contract with the random player reading
 * the view.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../engine/dice.js";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { randomBot } from "./bots.js";
import { playRandom } from "./fast.js";
import { DEFAULT_RULES } from "./game/setup.js";
import type { WvOptions, WvState } from "./game/state.js";
import { SCENARIOS } from "./missions/scenarios.js";
import { legalActions, wingedVictory as rules } from "./rules.js";
import { hexOfPlane } from "./turn/fly.js";
import { toAct } from "./turn/turn.js";

const ALL_ON = Object.fromEntries(Object.keys(DEFAULT_RULES).map((k) => [k, true]));

const SETUPS: [string, unknown][] = [
  ...SCENARIOS.map((s) => [s.id, { scenario: s.id }] as [string, unknown]),
  ["a mission of 1916", { scenario: "mission", year: 1916 }],
  ["a mission of 1917, every optional rule", { scenario: "mission", year: 1917, rules: ALL_ON }],
  ["two on two, every optional rule", { scenario: "two-on-two", rules: ALL_ON }],
];

/** One random game on the fast path, checking each step; returns the match it replays to. */
function fastGame(seed: number, options: WvOptions, check: boolean) {
  const m0 = createMatch(rules, options, { mode: "seeded", seed });
  const s: WvState = structuredClone(m0.state);
  const dice = new SeededDice(m0.rng as [number, number, number, number]);
  let steps = 0;
  const log = playRandom(s, dice, seedRng(seed ^ 0x2545f491), true, (st) => {
    if (++steps > 3000) throw new Error("the game does not end");
    if (st.phase.kind === "over") return;
    const seats = toAct(st);
    expect(seats.length).toBeGreaterThan(0);
    if (check) expect(legalActions(st, seats[0]).length).toBeGreaterThan(0);
    // Every plane in play stands on the grid: in a Hex, or on a spine between two.
    for (const p of st.planes) {
      const h = hexOfPlane(p);
      if (p.fate === null) expect(Number.isInteger(h.col) && Number.isInteger(h.level)).toBe(true);
    }
  });
  return { m0, s, log };
}

describe("Winged Victory random-move fuzz", () => {
  for (const [name, input] of SETUPS) {
    it(`${name}: 200 random games end, and every twentieth replays exactly from its log`, {
      timeout: 60000,
    }, () => {
      const options = rules.parseOptions(input);
      let turns = 0;
      for (let g = 0; g < 200; g++) {
        const seed = gameSeed(11, g);
        const { m0, s, log } = fastGame(seed, options, g % 20 === 0);
        turns += s.turn;
        expect(rules.outcome(s)).not.toBeNull();
        if (g % 20 !== 0) continue;
        // The same choices through the engine, then the record replayed: the same game.
        let m = m0;
        for (const e of log) m = play(rules, m, e.seat, e.action as never);
        expect({ ...m.state, revealed: false, events: [] }).toEqual({ ...s, revealed: false });
        const again = replay(rules, JSON.parse(JSON.stringify(recordOf(m))));
        expect(again.state).toEqual(m.state);
        for (const seat of ["allies", "germans"])
          expect(rules.view(m.state, seat).actions).toEqual([]);
      }
      expect(turns).toBeGreaterThan(200);
    });
  }

  it("random games through the contract: the random player reads the view, every step has an action", () => {
    for (let g = 0; g < 10; g++) {
      const rng = seedRng(g);
      const scenario = SCENARIOS[g % SCENARIOS.length].id;
      const input = g % 2 ? { scenario, rules: ALL_ON } : { scenario };
      let m = createMatch(rules, rules.parseOptions(input), {
        mode: "seeded",
        seed: gameSeed(12, g),
      });
      while (!rules.outcome(m.state)) {
        const seat = toAct(m.state)[0];
        const v = rules.view(m.state, seat);
        expect(v.actions.length).toBeGreaterThan(0);
        m = play(rules, m, seat, randomBot(v, rng));
      }
      expect(replay(rules, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(m.state);
    }
  }, 60000);
});
