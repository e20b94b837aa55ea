/**
 * Hidden information, property-tested over fuzzed games: in every state of
 * many random games, for each seat (and a spectator), the view, the events,
 * every log line (as the server sends it, live or in the log) and every
 * take-back hold nothing that seat may not know.
 */
import { describe, expect, it } from "vitest";
import type { Entry } from "../../engine/contract.js";
import { createMatch, type Match, play } from "../../engine/match.js";
import { gameSeed, nextUint32, type RngState, seedRng } from "../../engine/rng.js";
import { logLine } from "../../server/steps.js";
import { other, seenBy } from "./board.js";
import { greedyBot, randomBot } from "./bots.js";
import type { Side } from "./data.js";
import { type HawksOptions, hawksOverMalta, legalActions } from "./rules.js";
import type { HawksAction, HawksState } from "./state.js";
import { toAct } from "./view.js";

type M = Match<HawksState, HawksAction, HawksOptions>;
const SEATS = ["axis", "british", null] as const;
let hiddenRolls = 0;
let shownMoves = 0;
let redacted = 0;

/** The ids of the planes a seat (or a spectator, who sees what both sides see) cannot see now. */
function unseen(s: HawksState, seat: Side | null): Set<string> {
  const out = new Set<string>();
  if (s.phase.kind === "over") return out;
  for (const p of s.planes) {
    if (p.down || p.side === seat) continue;
    if (!seenBy(s, seat ?? other(p.side), p)) out.add(p.id);
  }
  return out;
}

/** Whether a text names plane `id` (square names such as "→ B4" or "at A2" are not planes). */
const names = (text: string, id: string) =>
  new RegExp(`(?<![A-Za-z0-9])${id}(?![0-9])`).test(text.replace(/(→|at) [A-G]\d/g, ""));
const square = (x: number, y: number) => `${String.fromCharCode(65 + x)}${y + 1}`;

/** The planes an entry is about: the one its action names and those its rolls name. */
function aboutOf(e: Entry<HawksAction>): string[] {
  const a = e.action as Record<string, unknown>;
  const named = [a.plane, a.bomber, a.attacker, a.target].filter(
    (x): x is string => typeof x === "string",
  );
  return [...named, ...e.rolls.flatMap((r) => r.purpose.match(/(?<![A-Za-z0-9])[AB]\d+/g) ?? [])];
}

function checkStep(before: M, after: M) {
  const index = after.entries.length - 1;
  const e = after.entries[index] as Entry<HawksAction>;
  const [s0, s1] = [before.state, after.state];
  for (const seat of SEATS) {
    const hiddenThroughout = [...unseen(s0, seat)].filter((id) => unseen(s1, seat).has(id));
    // As the server reads it: with the state now and the entry's place in the log.
    const seen = hawksOverMalta.visibleEntry?.(e, seat, { state: s1, index }) ?? e;
    // An entry about planes this seat saw before and after it is read in full: the plane and where it went.
    const dark = new Set([...unseen(s0, seat), ...unseen(s1, seat)]);
    if (e.action.type !== "priorities" && !aboutOf(e).some((id) => dark.has(id))) {
      expect(seen, `${seat} reads ${hawksOverMalta.describe(e.action)} in full`).toEqual(e);
      if (e.seat !== seat && (e.action.type === "step" || e.action.type === "bomb")) shownMoves++;
    } else if (seen.action.type === "secret") redacted++;
    // An earlier entry reads the same with the state now as it did with the state after it, until the end.
    if (index > 0 && s1.phase.kind !== "over") {
      const prev = after.entries[index - 1] as Entry<HawksAction>;
      expect(hawksOverMalta.visibleEntry?.(prev, seat, { state: s1, index: index - 1 })).toEqual(
        hawksOverMalta.visibleEntry?.(prev, seat, { state: s0, index: index - 1 }),
      );
    }
    const line = JSON.stringify(seen) + hawksOverMalta.describe(seen.action);
    const view = hawksOverMalta.view(s1, seat);
    const events = view.events.join(" | ");
    for (const id of hiddenThroughout) {
      expect(names(line, id), `${seat} reads ${id} in ${line}`).toBe(false);
      expect(names(events, id), `${seat} reads ${id} in ${events}`).toBe(false);
    }
    e.rolls.forEach((r, i) => {
      if (hiddenThroughout.some((id) => names(r.purpose, id))) hiddenRolls++;
      if (hiddenThroughout.some((id) => names(r.purpose, id)) && r.result)
        expect(seen.rolls[i]?.result, `${seat} reads ${r.purpose}`).not.toBe(r.result);
    });
    // A plane the seat cannot see before or after its step: the line is a veiled one, naming where
    // the plane was only if the seat saw it there, where it went only if the seat sees it there,
    // and nothing of it if the seat saw it at neither end (unless the step ends the game, when
    // everything is shown).
    const ph = s0.phase;
    const moved = e.action.type === "step" || e.action.type === "end";
    if (moved && ph.kind === "move" && s1.phase.kind !== "over") {
      const was = s0.planes.find((p) => p.id === ph.plane) as HawksState["planes"][0];
      const mover = s1.planes.find((p) => p.id === ph.plane) as HawksState["planes"][0];
      const sawBefore = !unseen(s0, seat).has(mover.id);
      const seesAfter = !unseen(s1, seat).has(mover.id);
      const place = (p: typeof was) => `${square(p.x, p.y)}, altitude ${p.alt}`;
      if (!sawBefore || !seesAfter) {
        expect(seen.action.type, `${seat} follows ${mover.id}`).toBe("secret");
        if (!seesAfter && (mover.x !== was.x || mover.y !== was.y || !sawBefore))
          expect(line).not.toContain(square(mover.x, mover.y));
        if (!seesAfter) expect(line).not.toContain(place(mover));
        if (!sawBefore) expect(line).not.toContain(place(was));
        if (!sawBefore && !seesAfter) expect(names(line, mover.id)).toBe(false);
      }
    }
    // The view names no plane this seat cannot see now, in the movement order, the phase or the actions.
    const gone = unseen(s1, seat);
    const shown = JSON.stringify([view.order, view.phase, view.actions, view.planes]);
    for (const id of gone) expect(names(shown, id), `${seat} sees ${id} in ${shown}`).toBe(false);
  }
  // A step that can be taken back has shown nothing to anyone, and play has not passed.
  if (hawksOverMalta.undoable?.(e, "seeded", s1)) {
    expect(e.rolls).toEqual([]);
    expect(toAct(s1)).toContain(e.seat);
    for (const side of ["axis", "british"] as const) {
      for (const id of unseen(s0, side))
        expect(unseen(s1, side).has(id), `${side} spies ${id}`).toBe(true);
    }
    expect(s1.planes.filter((p) => p.chitShown).length).toBe(
      s0.planes.filter((p) => p.chitShown).length,
    );
  }
}

function checkEnd(m: M) {
  for (const seat of SEATS) {
    // At the end the whole log is shown to everyone, as it was played, and the set-up's secret draws.
    m.entries.forEach((e, index) => {
      expect(hawksOverMalta.visibleEntry?.(e, seat, { state: m.state, index })).toEqual(e);
    });
    expect(hawksOverMalta.visibleSetup?.(m.setupRolls, seat, m.state)).toEqual(m.setupRolls);
    const view = hawksOverMalta.view(m.state, seat);
    expect(view.planes.length).toBe(m.state.planes.length);
    expect(view.planes.every((p) => p.chit !== "hidden")).toBe(true);
    expect(view.order.every((id) => typeof id === "string")).toBe(true);
    expect(view.unseen).toBe(0);
    expect(view.end?.reason).toBeTruthy();
  }
}

/** Half the time into a cloud where a step leads into one, else greedy or random: planes hide often. */
function pick(s: HawksState, side: Side, rng: RngState): HawksAction {
  // Clouds at altitude 2 over the AA and the objectives: hidden planes meet the guns and bomb.
  const over = legalActions(s, side).filter(
    (a) =>
      a.type === "place" &&
      a.what === "cloud" &&
      a.alt === 2 &&
      [...s.aa, ...s.objectives].some((q) => q.x === a.x && q.y === a.y),
  );
  if (over.length > 0) return over[nextUint32(rng) % over.length];
  const into = legalActions(s, side).filter((a) => a.type === "step" && a.cloud);
  if (into.length > 0 && nextUint32(rng) % 2 === 0) return into[nextUint32(rng) % into.length];
  return (nextUint32(rng) % 2 === 0 ? greedyBot : randomBot)(s, side, rng);
}

describe("hidden information over fuzzed games", () => {
  it("never reaches a seat through its view, its events, the log or a take-back", () => {
    let takeBacks = 0;
    let hidden = 0;
    for (const scenario of [1, 2, 3, 4]) {
      for (let g = 0; g < 15; g++) {
        const seed = gameSeed(700 + scenario, g);
        const rng = seedRng(seed);
        let m: M = createMatch(hawksOverMalta, { scenario }, { mode: "seeded", seed });
        for (let n = 0; !hawksOverMalta.outcome(m.state); n++) {
          if (n > 5000) throw new Error("the game does not end");
          const side = toAct(m.state)[0];
          const next = play(hawksOverMalta, m, side, pick(m.state, side, rng));
          checkStep(m, next);
          hidden += unseen(next.state, "axis").size + unseen(next.state, "british").size;
          const last = next.entries[next.entries.length - 1];
          // Take back a third of the steps that may be taken back (the game goes on from the state before).
          if (hawksOverMalta.undoable?.(last, "seeded", next.state) && nextUint32(rng) % 3 === 0) {
            takeBacks++;
            continue;
          }
          m = next;
        }
        checkEnd(m);
      }
    }
    expect(takeBacks).toBeGreaterThan(50);
    expect(hidden).toBeGreaterThan(500);
    expect(hiddenRolls).toBeGreaterThan(8);
    expect(shownMoves).toBeGreaterThan(1000);
    expect(redacted).toBeGreaterThan(100);
  }, 900000);
});

/** What `seat` reads: its view, the server's log lines for the last entries, the set-up rolls. */
function readBy(m: M, seat: Side | null, state = m.state, setupRolls = m.setupRolls): string {
  const from = Math.max(0, m.entries.length - 12);
  const lines = m.entries.slice(from).map((e, k) => {
    const index = from + k;
    const last = index === m.entries.length - 1;
    return logLine(hawksOverMalta, e, index + 1, seat, "seeded", last ? state : undefined, {
      state,
      index,
    });
  });
  return JSON.stringify({
    view: hawksOverMalta.view(state, seat),
    lines,
    setup: hawksOverMalta.visibleSetup?.(setupRolls, seat, state),
  });
}

const CHIT_KINDS = ["ace", "green", "lucky", "none"] as const;

/** A copy of `s` whose side's special chits not yet shown are all others. */
function chitsChanged(s: HawksState, side: Side): HawksState {
  const v = structuredClone(s);
  for (const p of v.planes)
    if (p.side === side && !p.chitShown)
      p.chit = CHIT_KINDS[(CHIT_KINDS.indexOf(p.chit) + 1) % CHIT_KINDS.length];
  return v;
}

/** Every order of `ids` (up to `n` of them: the first, the reversed, and turns of it). */
function orders(ids: string[], n: number): string[][] {
  const out: string[][] = [ids, [...ids].reverse()];
  for (let k = 1; k < ids.length && out.length < n; k++)
    out.push([...ids.slice(k), ...ids.slice(0, k)]);
  return out.slice(0, n);
}

describe("the other seat and the owner, forked", () => {
  it("read the same whatever priority order a side lays face down, and whatever its unshown special chits are", () => {
    let forks = 0;
    let chits = 0;
    for (const scenario of [1, 2, 3, 4]) {
      for (let g = 0; g < 4; g++) {
        const seed = gameSeed(900 + scenario, g);
        const rng = seedRng(seed);
        let m: M = createMatch(hawksOverMalta, { scenario }, { mode: "seeded", seed });
        for (let n = 0; !hawksOverMalta.outcome(m.state); n++) {
          if (n > 5000) throw new Error("the game does not end");
          // The other side's secret chits (drawn at set-up) change nothing the other seat or the owner reads.
          for (const side of ["axis", "british"] as const) {
            const foe = other(side);
            const changed = chitsChanged(m.state, side);
            const draws = m.setupRolls.map((r) =>
              r.purpose.startsWith(side === "axis" ? "Axis " : "RAF ")
                ? { ...r, value: r.value + 1, result: `${r.result}?` }
                : r,
            );
            for (const seat of [foe, null]) {
              expect(readBy(m, seat, changed, draws), `${seat} reads ${side}'s chits`).toBe(
                readBy(m, seat),
              );
            }
            chits++;
          }
          const side = toAct(m.state)[0];
          // A side laying its priority chits first: the other seat and the owner read the same whatever the order.
          if (m.state.phase.kind === "priorities" && toAct(m.state).length === 2) {
            const ids = legalActions(m.state, side).flatMap((a) =>
              a.type === "priorities" ? a.order : [],
            );
            const reads = orders(ids, 6).map((order) => {
              const fork = play(hawksOverMalta, m, side, { type: "priorities", order });
              forks++;
              return [other(side), null].map((seat) => readBy(fork, seat));
            });
            for (const r of reads) expect(r, `${side}'s priority order shows`).toEqual(reads[0]);
          }
          m = play(hawksOverMalta, m, side, pick(m.state, side, rng));
        }
      }
    }
    expect(forks).toBeGreaterThan(100);
    expect(chits).toBeGreaterThan(1000);
  }, 600000);
});
