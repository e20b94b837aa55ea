/**
 * The fast path's Time Freezing draw: the first mover of an engaged pool
 * picks uniformly from its whole list in `legalActions` (every manoeuvre,
 * with and without each freeze point, with and without jettisoning bombs)
 * without building it. Thousands of draws from one state fall on the
 * list's entries only, each about equally often. And every step the fast
 * path takes without checking it (a move drawn, a throttle, the shots kept
 * for a fire phase) is one the rules accept and apply the same way.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../engine/dice.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { playRandom, QuietDice, randomFreezerMove } from "./fast.js";
import { CANDIDATES, moveName } from "./flight/flight.js";
import type { PlaneState, WvAction, WvState } from "./game/state.js";
import { wingedVictory as rules } from "./rules.js";
import { applyInPlace, legalActions } from "./turn/actions.js";
import { freezeWindow } from "./turn/freeze.js";
import { mover, toAct } from "./turn/turn.js";

/** A head-on game played on until a first mover may call a freeze (and its start speed is at least `speed`). */
function freezerState(speed: number): WvState {
  for (let g = 0; g < 200; g++) {
    const dice = new QuietDice(seedRng(gameSeed(31, g)));
    const s = rules.setup(rules.parseOptions({ scenario: "head-on" }), dice);
    let found: WvState | null = null;
    try {
      playRandom(s, dice, seedRng(gameSeed(32, g)), false, (st) => {
        const p = mover(st);
        if (p && freezeWindow(st, p.id) >= 0 && p.flight.speed >= speed) {
          found = structuredClone(st);
          throw found;
        }
      });
    } catch (e) {
      if (e !== found) throw e;
    }
    if (found) return found;
  }
  throw new Error("no game reached a Time Freezing choice");
}

const key = (a: WvAction) =>
  a.type === "move" ? `${a.move}/${a.freeze ?? 0}/${a.jettison ? "j" : ""}` : a.type;

/** Draws `n` times and returns the chi-square statistic against the uniform list, with the list's size. */
function chiSquare(s: WvState, n: number): { chi: number; size: number } {
  const list = legalActions(s, toAct(s)[0]).map(key);
  expect(new Set(list).size).toBe(list.length);
  const counts = new Map(list.map((k) => [k, 0]));
  const rng = seedRng(77);
  const p = mover(s) as PlaneState;
  let fallback = 0;
  for (let i = 0; i < n; i++) {
    const d = randomFreezerMove(s, rng);
    if (!d) {
      fallback++;
      continue;
    }
    const k = key({
      type: "move",
      plane: p.id,
      move: moveName(CANDIDATES[d.k]),
      freeze: d.freeze || undefined,
      jettison: d.jettison || undefined,
    });
    const c = counts.get(k);
    if (c === undefined) throw new Error(`drew ${k}, which is not in the list`);
    counts.set(k, c + 1);
  }
  expect(fallback).toBe(0);
  const e = n / list.length;
  let chi = 0;
  for (const c of counts.values()) chi += (c - e) ** 2 / e;
  return { chi, size: list.length };
}

describe("Winged Victory fast path: the Time Freezing draw", () => {
  it("falls on the list's entries only, uniformly (chi-square within bounds)", () => {
    const s = freezerState(4);
    const { chi, size } = chiSquare(s, 40 * 200);
    expect(size).toBeGreaterThan(20);
    // Chi-square with size − 1 degrees of freedom: mean size − 1, sd √(2(size − 1)); 5 sd is far out.
    expect(chi).toBeLessThan(size - 1 + 5 * Math.sqrt(2 * (size - 1)));
  });

  it("with bombs aboard, the jettisoning entries count as much as the others", () => {
    const s = freezerState(4);
    (mover(s) as PlaneState).loaded = true;
    const { chi, size } = chiSquare(s, 40 * 400);
    expect(chi).toBeLessThan(size - 1 + 5 * Math.sqrt(2 * (size - 1)));
    expect((mover(s) as PlaneState).loaded).toBe(true);
  });

  it("a draw that ignored the freeze points would fail the same bound", () => {
    // The same statistic for drawing manoeuvres alone (freeze points uniform within one): far out of bounds.
    const s = freezerState(4);
    const list = legalActions(s, toAct(s)[0]).map(key);
    const byMove = new Map<string, number>();
    for (const k of list) {
      const m = k.split("/")[0];
      byMove.set(m, (byMove.get(m) ?? 0) + 1);
    }
    const n = 40 * 200;
    const e = n / list.length;
    let chi = 0;
    for (const k of list) {
      const w = byMove.get(k.split("/")[0]) ?? 1;
      const expected = n / byMove.size / w;
      chi += (expected - e) ** 2 / e;
    }
    expect(chi).toBeGreaterThan(list.length - 1 + 5 * Math.sqrt(2 * (list.length - 1)));
  });
});

describe("Winged Victory fast path: its unchecked steps", () => {
  for (const scenario of ["head-on", "two-on-two", "storm-front"])
    it(`${scenario}: 150 games replay through applyInPlace (every action checked) to the same state`, () => {
      const options = rules.parseOptions({ scenario });
      for (let g = 0; g < 150; g++) {
        const fresh = () => new SeededDice([g + 1, 2, 3, 4]);
        const dice = fresh();
        const s = rules.setup(options, dice);
        const start = structuredClone(s);
        const log = playRandom(s, dice, seedRng(gameSeed(33, g)), true);
        // The same dice from the same point: each action through the checking path.
        const again = structuredClone(start);
        const d2 = fresh();
        rules.setup(options, d2);
        for (const e of log) {
          expect(legalActions(again, e.seat)).toContainEqual(e.action);
          applyInPlace(again, e.seat, e.action, d2);
        }
        expect({ ...again, events: [] }).toEqual({ ...s, events: [] });
      }
    }, 60000);
});
