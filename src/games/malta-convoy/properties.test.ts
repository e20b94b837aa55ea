import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMatch, type Match, play, recordOf, replay, undo } from "../../engine/match.js";
import { SHIP_TYPES } from "./data.js";
import { maltaConvoy, SEAT } from "./rules.js";
import type { ConvoyAction, ConvoyState } from "./state.js";

type ConvoyMatch = Match<ConvoyState, ConvoyAction, Record<string, never>>;

/** Plays a whole game choosing, each turn, the legal action picked by `choose`. */
function randomGame(seed: number, choose: (n: number, turn: number) => number): ConvoyMatch[] {
  let m: ConvoyMatch = createMatch(maltaConvoy, {}, { mode: "seeded", seed });
  const seen = [m];
  for (let guard = 0; !maltaConvoy.outcome(m.state); guard++) {
    if (guard > 40) throw new Error("the game does not end");
    const actions = maltaConvoy.view(m.state, SEAT).actions;
    expect(actions.length).toBeGreaterThan(0);
    m = play(maltaConvoy, m, SEAT, actions[choose(actions.length, m.state.turn)]);
    seen.push(m);
  }
  return seen;
}

function checkInvariants(s: ConvoyState) {
  for (const t of SHIP_TYPES) {
    const f = s.ships[t];
    for (const v of [f.intact, f.damaged, f.sunk, f.departed]) expect(v).toBeGreaterThanOrEqual(0);
    expect(f.intact + f.damaged + f.sunk + f.departed).toBe(f.start);
    expect(f.damaged).toBeLessThanOrEqual(f.intact + f.damaged);
  }
  const names = s.taken.map((o) => o.option);
  expect(new Set(names).size).toBe(names.length);
  for (let i = 1; i < s.taken.length; i++) {
    const prev = s.taken[i - 1];
    expect(s.taken[i].turn).toBeGreaterThanOrEqual(prev.turn + prev.duration);
  }
  if (s.active) expect(s.taken.at(-1)?.option).toBe(s.active.option);
}

/** R13 written out again, independently of score.ts. */
function r13(s: ConvoyState): number {
  const { tanker, cargo, carrier, cruiser } = s.ships;
  return (
    100 -
    2 * cargo.sunk -
    cruiser.sunk -
    3 * tanker.sunk -
    5 * carrier.sunk +
    s.interceptions -
    (tanker.intact + tanker.damaged === 0 ? 10 : 0) -
    (cargo.intact + cargo.damaged === 0 ? 10 : 0)
  );
}

const choices = fc.array(fc.nat(), { minLength: 40, maxLength: 40 });

describe("Malta Convoy properties", () => {
  it("keeps every count consistent, options single and exclusive, and scores by R13", () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), choices, (seed, picks) => {
        const games = randomGame(seed, (n, turn) => picks[turn % picks.length] % n);
        for (const m of games) checkInvariants(m.state);
        const last = games.at(-1) as ConvoyMatch;
        expect(last.state.turn).toBe(last.state.length);
        expect(maltaConvoy.outcome(last.state)?.scores?.[SEAT]).toBe(r13(last.state));
      }),
      { numRuns: 300 },
    );
  }, 60000);

  it("replays a game from its log to the identical state", () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), choices, (seed, picks) => {
        const m = randomGame(seed, (n, turn) => picks[turn] % n).at(-1) as ConvoyMatch;
        const record = JSON.parse(JSON.stringify(recordOf(m)));
        const again = replay(maltaConvoy, record);
        expect(again.state).toEqual(m.state);
        expect(again.rng).toEqual(m.rng);
      }),
      { numRuns: 100 },
    );
  });

  it("takes back a turn only if it rolled nothing (seeded dice), and never rewinds the dice", () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), choices, fc.nat(), (seed, picks, cut) => {
        const games = randomGame(seed, (n, turn) => picks[turn] % n);
        const i = 1 + (cut % (games.length - 1));
        const at = games[i];
        const last = at.entries.at(-1) as ConvoyMatch["entries"][number];
        if (last.rolls.length > 0) {
          expect(() => undo(maltaConvoy, at)).toThrow(/nothing that can be taken back/);
          return;
        }
        const back = undo(maltaConvoy, at);
        expect(back.state).toEqual(games[i - 1].state);
        expect(back.rng).toEqual(at.rng);
      }),
      { numRuns: 100 },
    );
  });

  it("with dice typed in, takes back any turn; the same values typed again give the same state", () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), choices, fc.nat(), (seed, picks, cut) => {
        const seeded = randomGame(seed, (n, turn) => picks[turn] % n);
        const end = seeded.at(-1) as ConvoyMatch;
        const typed = (rolls: { value: number }[]) => rolls.map((r) => r.value);
        let m: ConvoyMatch = createMatch(
          maltaConvoy,
          {},
          { mode: "manual" },
          typed(end.setupRolls),
        );
        const upTo = 1 + (cut % end.entries.length);
        for (const e of end.entries.slice(0, upTo))
          m = play(maltaConvoy, m, SEAT, e.action, typed(e.rolls));
        const last = end.entries[upTo - 1];
        const back = undo(maltaConvoy, m, SEAT);
        expect(back.state).toEqual(seeded[upTo - 1].state);
        const again = play(maltaConvoy, back, SEAT, last.action, typed(last.rolls));
        expect(again.state).toEqual(m.state);
        expect(replay(maltaConvoy, recordOf(again)).state).toEqual(again.state);
      }),
      { numRuns: 50 },
    );
  });
});
