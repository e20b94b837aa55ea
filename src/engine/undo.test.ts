/**
 * Undo in every registered system (a new system joins this test by being in
 * the registry): random play with random undos, on the seeded dice.
 * (a) After an undo and another choice, the rolls that follow are drawn from
 *     generator outputs that were never seen: the dice are not rewound; and
 *     no step that rolled is ever taken back (a roll stands).
 * (b) The whole history, undos included, replays to the same game, also
 *     through a log file.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SYSTEMS } from "../games/registry.js";
import type { AnyRules, Entry } from "./contract.js";
import type { Roll } from "./dice.js";
import { parseLogFile, toLogFile } from "./logfile.js";
import { canUndo, createMatch, type Match, play, recordOf, replay, undo } from "./match.js";
import { faceOf, nextUint32, type RngState } from "./rng.js";

type AnyMatch = Match<unknown, unknown, unknown>;

/** The raw 32-bit generator outputs behind `rolls` made from `from`, checked against their faces. */
function outputs(from: RngState, rolls: Roll[]): number[] {
  const s: RngState = [...from];
  return rolls.map((r) => {
    const out = nextUint32(s);
    expect(faceOf(out, r.sides)).toBe(r.value);
    return out;
  });
}

function moves(rules: AnyRules, m: AnyMatch) {
  if (rules.outcome(m.state)) return [];
  return rules
    .seats(m.options)
    .flatMap((seat) =>
      (rules.view(m.state, seat).actions as unknown[]).map((action) => ({ seat, action })),
    );
}

const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Steps that rolled Sortie's dice and were taken back, in any system: there must be none. */
let rolledBack = 0;

/** Plays `picks` as a random game with undos; checks (a) at every undo of a step that rolled. */
function fuzz(rules: AnyRules, seed: number, picks: number[]) {
  let m: AnyMatch = createMatch(rules, rules.parseOptions(undefined), { mode: "seeded", seed });
  // The generator's state before each standing step.
  const before: RngState[] = [];
  let undos = 0;
  let checked = 0;
  for (const pick of picks) {
    const open = moves(rules, m);
    if (pick % 4 === 0 && m.entries.length > 0) {
      const last = m.entries[m.entries.length - 1] as Entry<unknown>;
      if (!canUndo(rules, m)) {
        expect(() => undo(rules, m)).toThrow(/nothing that can be taken back/);
        continue;
      }
      const rngAt = m.rng as RngState;
      const back = undo(rules, m, last.seat);
      undos++;
      const from = before.pop() as RngState;
      // The dice are where they were: an undo never rewinds them.
      expect(back.rng).toEqual(rngAt);
      m = back;
      if (last.rolls.length > 0) rolledBack++;
      const seen = new Set(outputs(from, last.rolls));
      // Another choice, if there is one, then the next rolls.
      const others = moves(rules, m).filter(
        (o) => o.seat !== last.seat || !sameAction(o.action, last.action),
      );
      const next = others.length > 0 ? others[pick % others.length] : moves(rules, m)[0];
      if (!next) continue;
      const after = play(rules, m, next.seat, next.action);
      before.push(m.rng as RngState);
      const fresh = outputs(m.rng as RngState, (after.entries.at(-1) as Entry<unknown>).rolls);
      for (const out of fresh) expect(seen.has(out)).toBe(false);
      if (seen.size > 0 && fresh.length > 0) checked++;
      m = after;
      continue;
    }
    if (open.length === 0) break;
    const { seat, action } = open[pick % open.length];
    before.push(m.rng as RngState);
    m = play(rules, m, seat, action);
  }
  return { m, undos, checked };
}

describe("undo in every system", () => {
  for (const rules of Object.values(SYSTEMS)) {
    it(`${rules.title}: undo never rewinds the dice, and the history replays exactly`, () => {
      let undos = 0;
      fc.assert(
        fc.property(
          fc.nat({ max: 0xffffffff }),
          fc.array(fc.nat(), { minLength: 10, maxLength: 80 }),
          (seed, picks) => {
            const run = fuzz(rules, seed, picks);
            undos += run.undos;
            const { m } = run;
            const record = JSON.parse(JSON.stringify(recordOf(m)));
            const again = replay(rules, record);
            expect(again.state).toEqual(m.state);
            expect(again.rng).toEqual(m.rng);
            expect(again.entries).toEqual(m.entries);
            const loaded = parseLogFile(JSON.stringify(toLogFile(m)), () => rules);
            expect(loaded.state).toEqual(m.state);
          },
        ),
        { numRuns: 40 },
      );
      // The fuzz must have taken steps back, or it tested nothing.
      expect(undos).toBeGreaterThan(0);
    }, 60000);
  }
  it("never took back, in any system, a step that rolled Sortie's dice: a roll stands", () => {
    expect(rolledBack).toBe(0);
  });
});
