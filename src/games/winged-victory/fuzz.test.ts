/**
 * Random-move fuzz of the whole game: random legal dogfights (every scenario
 * and generated missions, optional rules on and off) never throw, never
 * reach a state where nobody can act before the end, always end, and replay
 * exactly from their log.
 */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { randomBot } from "./bots.js";
import { wingedVictory as rules } from "./rules.js";
import { SCENARIOS } from "./scenarios.js";
import { DEFAULT_RULES } from "./setup.js";
import type { WvOptions } from "./state.js";

const ALL_ON = Object.fromEntries(
  Object.keys(DEFAULT_RULES)
    .filter((k) => k !== "timeFreezing")
    .map((k) => [k, true]),
);

export function randomGame(seed: number, options: unknown) {
  const rng = seedRng(seed ^ 0x2545f491);
  let m = createMatch(rules, rules.parseOptions(options) as WvOptions, { mode: "seeded", seed });
  let steps = 0;
  while (!rules.outcome(m.state)) {
    if (++steps > 5000) throw new Error("the game does not end");
    const seats = rules.seats(m.options).filter((s) => rules.view(m.state, s).actions.length > 0);
    expect(seats.length).toBeGreaterThan(0);
    const seat = seats[0];
    m = play(rules, m, seat, randomBot(rules.view(m.state, seat), rng));
  }
  return m;
}

describe("Winged Victory random-move fuzz", () => {
  const setups: [string, unknown][] = [
    ...SCENARIOS.map((s) => [s.id, { scenario: s.id }] as [string, unknown]),
    ["mission 1916", { scenario: "mission", year: 1916 }],
    ["mission 1917, every optional rule", { scenario: "mission", year: 1917, rules: ALL_ON }],
    ["two on two, every optional rule", { scenario: "two-on-two", rules: ALL_ON }],
  ];
  for (const [name, options] of setups) {
    it(`${name}: random games end and replay exactly`, { timeout: 60000 }, () => {
      let ended = 0;
      for (let g = 0; g < 40; g++) {
        const m = randomGame(gameSeed(11, g), options);
        const o = rules.outcome(m.state);
        expect(o).not.toBeNull();
        ended++;
        const again = replay(rules, JSON.parse(JSON.stringify(recordOf(m))));
        expect(again.state).toEqual(m.state);
        for (const seat of ["allies", "germans"])
          expect(rules.view(m.state, seat).actions).toEqual([]);
      }
      expect(ended).toBe(40);
    });
  }
});
