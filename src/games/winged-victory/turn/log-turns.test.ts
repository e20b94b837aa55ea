/**
 * Winged Victory's log turn headings: each action is told the game turn it
 * was taken in, counted in the state as the game goes (whatever the side,
 * hidden choices or not), and the server's log lines carry it.
 */
import { describe, expect, it } from "vitest";
import { createMatch, play } from "../../../engine/match.js";
import { logLine } from "../../../server/steps.js";
import type { WvState } from "../game/state.js";
import { wingedVictory as rules, turnOf } from "../rules.js";

describe("Winged Victory: the turn of each log entry", () => {
  for (const scenario of ["head-on", "two-on-two", "storm-front"])
    it(`${scenario}: every action's turn is the turn it was taken in`, () => {
      let m = createMatch(rules, rules.parseOptions({ scenario }), { mode: "seeded", seed: 11 });
      const taken: number[] = [];
      for (let i = 0; i < 400 && m.state.phase.kind !== "over"; i++) {
        const seat = (["allies", "germans"] as const).find(
          (s) => rules.view(m.state, s).actions.length > 0,
        );
        if (!seat) break;
        const actions = rules.view(m.state, seat).actions;
        taken.push(m.state.turn);
        m = play(rules, m, seat, actions[i % actions.length]);
      }
      expect(Math.max(...taken)).toBeGreaterThan(2);
      const state = m.state as WvState;
      expect(taken.map((_, k) => turnOf(state, k))).toEqual(taken);
      // The server's line for each seat (the other side's choice hidden) carries the same turn.
      m.entries.forEach((e, k) => {
        for (const seat of ["allies", "germans", null])
          expect(
            logLine(rules, e, k + 1, seat, "seeded", undefined, { state, index: k })?.turn,
          ).toBe(taken[k]);
      });
    });

  it("tells no turn for a game whose state did not count its actions", () => {
    const m = createMatch(rules, rules.parseOptions({ scenario: "head-on" }), {
      mode: "seeded",
      seed: 1,
    });
    const { acts: _, turnFrom: __, ...old } = m.state as WvState;
    expect(turnOf(old as WvState, 0)).toBeNull();
    const line = logLine(
      rules,
      { seat: "allies", action: { type: "hold" }, rolls: [] },
      1,
      null,
      "seeded",
      undefined,
      {
        state: old,
        index: 0,
      },
    );
    expect(line && "turn" in line).toBe(false);
  });

  it("shows each side and the owner the other's throttle once its step is over, not before", () => {
    let m = createMatch(rules, rules.parseOptions({ scenario: "head-on" }), {
      mode: "seeded",
      seed: 3,
    });
    const after: WvState[] = [];
    for (let i = 0; i < 2000 && m.state.phase.kind !== "over"; i++) {
      const seat = (["allies", "germans"] as const).find(
        (s) => rules.view(m.state, s).actions.length > 0,
      );
      if (!seat) break;
      m = play(rules, m, seat, rules.view(m.state, seat).actions[0]);
      after.push(m.state);
    }
    expect(m.state.phase.kind).toBe("over");
    // The Allies set theirs first: the step waits for the Germans'.
    const k = m.entries.findIndex((e) => e.seat === "allies" && e.action.type === "throttle");
    const e = m.entries[k];
    expect(after[k].phase.kind).toBe("throttle");
    const read = (state: WvState, seat: string | null = "germans") =>
      logLine(rules, e, k + 1, seat, "seeded", undefined, { state, index: k })?.text;
    expect(read(after[k])).toBe("sets a throttle or places flak (hidden)");
    // The owner's link reads no more than the other side.
    expect(read(after[k], null)).toBe("sets a throttle or places flak (hidden)");
    expect(read(m.state)).toBe(rules.describe(e.action));
    expect(read(m.state, null)).toBe(rules.describe(e.action));
    expect(read(m.state)).toMatch(/^A1 sets its throttle to \d+/);
  });
});
