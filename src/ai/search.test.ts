/** The generic search on a toy game whose right moves are known. */
import { describe, expect, it } from "vitest";
import { faceOf, nextUint32, type RngState, seedRng } from "../engine/rng.js";
import { playout, type SearchGame, type SearchMemory, search } from "./search.js";

/**
 * Nim taken one stone at a time: on its turn a player takes one stone, then
 * may stop or take another, up to three; whoever takes the last stone wins.
 * The winning move leaves a multiple of four, so a turn is a plan of up to
 * four actions. Everything is in plain sight: the view is the state.
 */
type Seat = "a" | "b";
type Act = { type: "take" } | { type: "stop" };
interface Nim {
  pile: number;
  seat: Seat;
  taken: number;
  turn: number;
  winner: Seat | null;
}

const other = (s: Seat): Seat => (s === "a" ? "b" : "a");
const TAKE: Act = { type: "take" };
const STOP: Act = { type: "stop" };

function legal(s: Nim): Act[] {
  const out: Act[] = [];
  if (s.winner !== null) return out;
  if (s.taken < 3) out.push(TAKE);
  if (s.taken > 0) out.push(STOP);
  return out;
}

/** Every way to end this turn; the greediest (take all you may) first, as the default. */
function turns(s: Nim): Act[][] {
  const out: Act[][] = [];
  for (let k = Math.min(3 - s.taken, s.pile); k >= 0; k--) {
    if (k === 0 && s.taken === 0) continue;
    const plan: Act[] = Array(k).fill(TAKE);
    if (s.taken + k < 3 && k < s.pile) plan.push(STOP);
    out.push(plan);
  }
  return out;
}

function apply(s: Nim, seat: Seat, a: Act): Nim {
  if (seat !== s.seat || !legal(s).some((x) => x.type === a.type)) throw new Error("illegal");
  if (a.type === "take") {
    s.pile--;
    s.taken++;
    if (s.pile === 0) s.winner = seat;
    else if (s.taken === 3) a = STOP;
  }
  if (a.type === "stop") {
    s.seat = other(s.seat);
    s.taken = 0;
    s.turn++;
  }
  return s;
}

const nim: SearchGame<Nim, Act, Nim, Seat> = {
  determinize: (view) => ({ ...view }),
  legal: (s, seat) => (s.seat === seat ? legal(s) : []),
  candidates: (s) => turns(s),
  choiceKey: (a) => a.type,
  toAct: (s) => s.seat,
  apply: (s, seat, a) => apply(s, seat, a),
  // Take the last stones when you can; otherwise take or stop at random.
  playoutAction: (s, _seat, _me, rng: RngState) => {
    if (s.pile <= 3 - s.taken) return TAKE;
    if (s.taken === 0 || s.taken === 3) return s.taken === 0 ? TAKE : STOP;
    return faceOf(nextUint32(rng), 2) === 1 ? TAKE : STOP;
  },
  evaluate: (s, me) => (s.winner === null ? 0.5 : s.winner === me ? 1 : 0),
  isOver: (s) => s.winner !== null,
  turn: (s) => s.turn,
  offer: (_view, a) => a,
  planScope: (s) => `${s.turn}`,
  planKey: (s, _seat, ahead) => `${s.turn}:${s.taken + ahead}`,
  // The first take of a turn is the only legal action, but it starts the plan that matters.
  searchSingle: (s) => s.taken === 0,
};

const start = (pile: number): Nim => ({ pile, seat: "a", taken: 0, turn: 1, winner: null });

/** Plays `seat`'s whole turn with the search, one decision at a time, and returns the stones it took. */
function searchedTurn(s: Nim, seed: number, maxTrials: number, memory: SearchMemory<Act> = {}) {
  const seat = s.seat;
  const pile = s.pile;
  let searches = 0;
  while (s.seat === seat && s.winner === null) {
    memory.stats = undefined;
    const a = search(nim, { ...s }, seat, { budgetMs: 60_000, maxTrials, seed }, memory);
    if (memory.stats) searches++;
    apply(s, seat, a);
  }
  return { took: pile - s.pile, searches };
}

describe("the generic search", () => {
  // Under the playout policy, leaving four wins for sure and leaving one to three loses.
  it("finds the move that leaves a multiple of four, which the default misses", () => {
    for (const [pile, right] of [
      [6, 2],
      [5, 1],
      [7, 3],
    ]) {
      for (const seed of [1, 2, 3]) {
        expect(searchedTurn(start(pile), seed, 400).took, `pile ${pile}, seed ${seed}`).toBe(right);
      }
    }
  });

  it("searches once a turn and plays the rest of its plan from memory", () => {
    const r = searchedTurn(start(6), 4, 400);
    expect(r).toEqual({ took: 2, searches: 1 });
  });

  it("keeps the default with too few trials to tell, or no time at all", () => {
    expect(searchedTurn(start(6), 5, 6).took).toBe(3);
    const memory: SearchMemory<Act> = {};
    const a = search(nim, start(6), "a", { budgetMs: 0, seed: 1 }, memory);
    expect(a).toEqual(TAKE);
    expect(memory.stats?.trials).toBe(0);
    expect(memory.plan?.rest).toEqual([TAKE, TAKE]);
  });

  it("gives the same answer for the same seed", () => {
    const s = start(13);
    const a = search(nim, s, "a", { budgetMs: 60_000, maxTrials: 50, seed: 9 });
    const b = search(nim, s, "a", { budgetMs: 60_000, maxTrials: 50, seed: 9 });
    expect(a).toEqual(b);
  });

  it("refuses to decide for a seat with nothing to do", () => {
    expect(() => search(nim, start(6), "b", { budgetMs: 10, seed: 1 })).toThrow(/no decision/);
  });

  it("follows a plan in a playout and drops it when it is no longer legal", () => {
    // Two takes then stop from 6 leaves 4: the playout policy then wins for "a" every time.
    for (let seed = 0; seed < 20; seed++) {
      const rng = seedRng(seed);
      expect(playout(nim, start(6), "a", [TAKE, TAKE, STOP], 99, rng)).toBe(1);
      // A plan with a step the rules refuse (stop before any take) falls back on the policy.
      expect(playout(nim, start(3), "a", [STOP], 99, seedRng(seed))).toBe(1);
    }
  });

  it("stops a playout that runs past its deadline and answers NaN", () => {
    // A long game: the clock is looked at every few actions.
    expect(playout(nim, start(400), "a", [], 999, seedRng(1), 0)).toBeNaN();
    expect(playout(nim, start(400), "a", [], 999, seedRng(1))).not.toBeNaN();
    // A game that ends before the first look is scored whatever the clock says.
    expect(playout(nim, start(3), "a", [], 999, seedRng(1), 0)).toBe(1);
  });
});
