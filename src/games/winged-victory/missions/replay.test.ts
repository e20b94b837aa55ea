/**
 * A generated mission's rolled set-up (sky, sun, clouds, a Scramble's
 * airfield) replays exactly: the same seed gives the same set-up, and a game
 * played on it replays from its log to the same state.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../engine/dice.js";
import { createMatch, play, recordOf, replay } from "../../../engine/match.js";
import { gameSeed, seedRng } from "../../../engine/rng.js";
import { playRandom } from "../fast.js";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules } from "../rules.js";

describe("a generated mission's set-up rolls replay exactly", () => {
  it("the same seed gives the same weather, airfield and set-up rolls; the seeds give every kind of sky", () => {
    const skies = new Set<string>();
    let grounded = 0;
    for (const year of [1916, 1917])
      for (let seed = 1; seed <= 150; seed++) {
        const options = rules.parseOptions({ scenario: "mission", year });
        const a = createMatch(rules, options, { mode: "seeded", seed });
        const b = createMatch(rules, options, { mode: "seeded", seed });
        expect(b.state).toEqual(a.state);
        expect(b.setupRolls).toEqual(a.setupRolls);
        const sky = a.setupRolls.find((r) => r.purpose === "weather: the sky (d20)");
        skies.add(sky?.result?.replace(/^\d+ → ([^:]*).*$/, "$1") ?? "none");
        grounded += a.state.planes.filter((p) => p.flight.grounded).length;
        // Who flies Scramble starts on the ground; nobody else does.
        for (const p of a.state.planes)
          expect(p.flight.grounded === true).toBe(a.state.missions?.[p.side] === "scramble");
      }
    expect([...skies].sort()).toEqual(
      [
        "Clear sky",
        "Ground haze",
        "Thick haze",
        "Low cloud",
        "Scattered cumulus",
        "Broken cloud",
        "Towering cumulus",
        "High stratus",
        "Medium stratus",
        "Thunderstorm",
      ].sort(),
    );
    expect(grounded).toBeGreaterThan(0);
  });

  for (const [name, input] of [
    [
      "Strategic Bombing against Scramble",
      { missions: { allies: "strategic-bombing", germans: "scramble" } },
    ],
    ["Scramble against Bombing", { missions: { allies: "scramble", germans: "bombing" } }],
    ["a mission of 1917", { year: 1917 }],
  ] as const)
    it(`${name}: random games on the rolled set-up replay from their log`, {
      timeout: 60000,
    }, () => {
      for (let g = 0; g < 6; g++) {
        const options = rules.parseOptions({ scenario: "mission", ...input });
        const m0 = createMatch(rules, options, { mode: "seeded", seed: gameSeed(47, g) });
        const s: WvState = structuredClone(m0.state);
        const dice = new SeededDice(m0.rng as [number, number, number, number]);
        const log = playRandom(s, dice, seedRng(g ^ 0x3c6ef372), true, () => {});
        expect(rules.outcome(s)).not.toBeNull();
        let m = m0;
        for (const e of log) m = play(rules, m, e.seat, e.action as never);
        expect({ ...m.state, revealed: false, events: [] }).toEqual({ ...s, revealed: false });
        expect(replay(rules, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(m.state);
      }
    });
});
