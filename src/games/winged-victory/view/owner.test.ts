/**
 * What the owner's link and the other seat read of a choice still pending
 * (issue 24). From many positions of random games, at each step where a
 * side chooses at the same time as the other (throttles and flak, fire),
 * every legal choice of that side (up to 14, a hold always among them) is
 * played on a copy: what the other seat and the owner read afterwards — the
 * view, the log lines as the server sends them (live or in the log) and the
 * set-up rolls — must not depend on which choice it was, until the step is
 * over and the choices are shown. And in every state of those games the
 * owner reads no more than each seat: each log line as the side that did
 * not take the step reads it, no set-up draw a side may not read, an enemy
 * plane as its enemy sees it; and a side with nothing to choose in the step
 * is told done to everyone. The last block feeds leaky readers to the same
 * checks.
 */
import { describe, expect, it } from "vitest";
import { createMatch, type Match, play } from "../../../engine/match.js";
import { gameSeed, nextUint32, seedRng } from "../../../engine/rng.js";
import { logLine } from "../../../server/steps.js";
import { greedyBot } from "../bots.js";
import type { Side, WvAction, WvOptions, WvState } from "../game/state.js";
import { SCENARIOS } from "../missions/scenarios.js";
import { wingedVictory } from "../rules.js";
import type { WvView } from "./view.js";

type M = Match<WvState, WvAction, WvOptions>;
type Rules = typeof wingedVictory;
const SIDES = ["allies", "germans"] as const;
const otherOf = (x: Side): Side => (x === "allies" ? "germans" : "allies");

/** What `seat` reads: its view, the server's log lines for the last `tail` entries, the set-up rolls. */
function readBy(rules: Rules, m: M, seat: Side | null, tail = 16): string {
  const from = Math.max(0, m.entries.length - tail);
  const lines = m.entries.slice(from).map((e, k) => {
    const index = from + k;
    const last = index === m.entries.length - 1;
    return logLine(rules, e, index + 1, seat, "seeded", last ? m.state : undefined, {
      state: m.state,
      index,
    });
  });
  return JSON.stringify({
    view: rules.view(m.state, seat),
    lines,
    setup: rules.visibleSetup?.(m.setupRolls, seat, m.state),
  });
}

/** Up to `n` of `xs`, a hold (where offered) always among them. */
function sample(xs: WvAction[], n: number, next: (k: number) => number): WvAction[] {
  const out: WvAction[] = xs.filter((a) => a.type === "hold");
  const rest = xs.filter((a) => a.type !== "hold");
  while (out.length < n && rest.length > 0) out.push(rest.splice(next(rest.length), 1)[0]);
  return out;
}

interface Tally {
  fire: number;
  throttle: number;
  holds: number;
  /** States where a side had nothing to choose in the step. */
  idle: number;
}

/**
 * Whether the step a side chose in is still under way after its choice
 * (`before` to `after`): nothing shown, no roll, the same kind of step.
 * Otherwise both sides are in and every choice is shown, as at the table.
 */
const stillPending = (before: M, after: M) =>
  !after.state.revealed &&
  after.entries[after.entries.length - 1].rolls.length === 0 &&
  before.state.phase.kind === after.state.phase.kind;

/**
 * Plays the choices of `side` from `m`, each on a copy, and returns the
 * first difference in what the other seat or the owner reads among the
 * forks that leave the step pending (null: none).
 */
function forkDiff(
  rules: Rules,
  m: M,
  side: Side,
  next: (k: number) => number,
  tally: Tally,
): string | null {
  const first = new Map<string, { a: WvAction; read: string }>();
  for (const a of sample(rules.view(m.state, side).actions, 14, next)) {
    const fork = play(rules, m, side, a);
    if (!stillPending(m, fork)) continue;
    if (a.type === "hold") tally.holds++;
    if (m.state.phase.kind === "fire") tally.fire++;
    else tally.throttle++;
    for (const viewer of [otherOf(side), null]) {
      const read = readBy(rules, fork, viewer);
      const who = viewer ?? "the owner";
      const seen = first.get(who);
      if (!seen) first.set(who, { a, read });
      else if (seen.read !== read)
        return `${who} tells ${JSON.stringify(seen.a)} from ${JSON.stringify(a)}: ${firstDiff(seen.read, read)}`;
    }
  }
  return null;
}

/** Where two JSON texts part, with a little of each. */
function firstDiff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const near = (x: string) => x.slice(Math.max(0, i - 80), i + 60);
  return `…${near(a)}… / …${near(b)}…`;
}

const byPlace = (s: WvState) => (a: { id: string }, b: { id: string }) =>
  s.planes.findIndex((p) => p.id === a.id) - s.planes.findIndex((p) => p.id === b.id);

/** The first way the owner reads more than one of the seats in `m` (null: none). */
function ownerExcess(rules: Rules, m: M): string | null {
  const s = m.state;
  if (s.phase.kind === "over") return null;
  const owner = rules.view(s, null);
  const seats: Record<Side, WvView> = {
    allies: rules.view(s, "allies"),
    germans: rules.view(s, "germans"),
  };
  if (owner.actions.length > 0) return "the owner has actions";
  if (owner.throttles.length || owner.namedShots.length || owner.flakMarkers.placed.length)
    return "the owner sees a side's pending choices";
  // An enemy plane as its enemy sees it (its own side sees it in full, and its own choices).
  for (const p of owner.planes) {
    const q = seats[otherOf(p.side)].planes.find((x) => x.id === p.id);
    if (!q) return `the owner sees ${p.id} in full, its enemy only its marker`;
    if (JSON.stringify(q) !== JSON.stringify(p)) return `the owner sees ${p.id} unlike its enemy`;
  }
  const markers = [...seats.allies.markers, ...seats.germans.markers].sort(byPlace(s));
  if (JSON.stringify(owner.markers) !== JSON.stringify(markers))
    return "the owner's markers are not the seats' markers";
  for (const e of owner.events)
    if (SIDES.some((x) => !seats[x].events.includes(e)))
      return `the owner reads "${e}", a seat does not`;
  for (let index = Math.max(0, m.entries.length - 16); index < m.entries.length; index++) {
    const e = m.entries[index];
    const at = { state: s, index };
    const mine = JSON.stringify(rules.visibleEntry?.(e, null, at));
    const theirs = JSON.stringify(rules.visibleEntry?.(e, otherOf(e.seat as Side), at));
    if (mine !== theirs) return `the owner reads ${e.seat}'s ${e.action.type} as ${mine}`;
  }
  const setup = (seat: Side | null) =>
    (rules.visibleSetup?.(m.setupRolls, seat, s) ?? []).map((r) => JSON.stringify(r));
  const both = SIDES.map(setup);
  if (setup(null).some((r) => both.some((rolls) => !rolls.includes(r))))
    return "the owner reads a set-up draw a side does not";
  return null;
}

/**
 * A side that had nothing to choose in a step both sides take at once (it
 * is done and made no entry since the step began, at entry `since`) is told
 * done to everyone, as before it could choose anything: the computer's
 * drawn worlds rely on it. The first seat told otherwise (null: none).
 */
function idleTold(rules: Rules, m: M, since: number, tally: Tally): string | null {
  const ph = m.state.phase;
  if (ph.kind !== "throttle" && ph.kind !== "fire") return null;
  for (const x of SIDES) {
    if (!ph.ready[x] || m.entries.slice(since).some((e) => e.seat === x)) continue;
    tally.idle++;
    for (const viewer of [otherOf(x), null])
      if (rules.view(m.state, viewer).waitingFor.includes(x))
        return `${viewer ?? "the owner"} is not told that ${x}, with nothing to choose, is done`;
  }
  return null;
}

const GAMES: WvOptions[] = [
  ...SCENARIOS.map((x) => wingedVictory.parseOptions({ scenario: x.id })),
  wingedVictory.parseOptions({ scenario: "mission", year: 1917 }),
  wingedVictory.parseOptions({ scenario: "two-on-two", rules: { timeFreezing: true } }),
];

/**
 * `games` random games from `seed`, the greedy player flying at the enemy
 * (so that shots come often) and firing at random, a hold now and then;
 * every fire step and a third of the throttle steps forked. Returns the
 * first difference or excess found, and what was forked.
 */
function run(rules: Rules, games: number, seed: number): { found: string | null; tally: Tally } {
  const tally: Tally = { fire: 0, throttle: 0, holds: 0, idle: 0 };
  for (let g = 0; g < games; g++) {
    const rng = seedRng(gameSeed(seed, g));
    const next = (n: number) => nextUint32(rng) % n;
    let m: M = createMatch(rules, GAMES[g % GAMES.length], {
      mode: "seeded",
      seed: gameSeed(seed + 1, g),
    });
    // Where the step under way began: a step that showed something began a new one.
    let since = 0;
    for (let step = 0; step < 3000 && !rules.outcome(m.state); step++) {
      const where = `(game ${g}, step ${step}, turn ${m.state.turn}, ${m.state.phase.kind})`;
      const excess = ownerExcess(rules, m);
      if (excess) return { found: `${excess} ${where}`, tally };
      const acting = SIDES.filter((x) => rules.view(m.state, x).actions.length > 0);
      if (acting.length === 0) return { found: `nobody can act ${where}`, tally };
      const told = idleTold(rules, m, since, tally);
      if (told) return { found: `${told} ${where}`, tally };
      const kind = m.state.phase.kind;
      if (kind === "fire" || (kind === "throttle" && next(3) === 0))
        for (const side of acting) {
          const diff = forkDiff(rules, m, side, next, tally);
          if (diff) return { found: `${diff} ${where}`, tally };
        }
      const seat = acting[next(acting.length)];
      const view = rules.view(m.state, seat);
      const hold = view.actions.find((a) => a.type === "hold");
      const action =
        kind !== "fire"
          ? greedyBot(view, rng)
          : hold && next(4) === 0
            ? hold
            : view.actions[next(view.actions.length)];
      m = play(rules, m, seat, action);
      if (m.state.revealed) since = m.entries.length;
    }
  }
  return { found: null, tally };
}

describe("what the owner and the other seat read of a pending choice", () => {
  it("fork each pending choice and compare what the other seat and the owner read (0 differences)", () => {
    const { found, tally } = run(wingedVictory, 3 * GAMES.length, 24);
    expect(found ?? "none").toBe("none");
    // Each kind of pending choice came up often enough for the property to mean something.
    expect(tally.throttle).toBeGreaterThan(1000);
    expect(tally.fire).toBeGreaterThan(100);
    expect(tally.holds).toBeGreaterThan(30);
    expect(tally.idle).toBeGreaterThan(20);
  }, 300000);
});

describe("a pending choice in the log", () => {
  const show = wingedVictory.visibleEntry as NonNullable<Rules["visibleEntry"]>;
  const line = (action: WvAction, seat: string | null) => {
    const seen = show({ seat: "allies", action, rolls: [] }, seat);
    return seen && wingedVictory.describe(seen.action);
  };
  const shot: WvAction = { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst: true };

  it("a shot and a hold read alike to the other side and the owner", () => {
    for (const seat of ["germans", null]) {
      expect(line(shot, seat)).toBe("names a shot or holds fire (hidden)");
      expect(line({ type: "hold" }, seat)).toBe("names a shot or holds fire (hidden)");
    }
    expect(line({ type: "hold" }, "allies")).toBe("holds fire: no more shots this turn");
  });

  it("a throttle and a flak marker read alike to the other side and the owner", () => {
    for (const seat of ["germans", null]) {
      expect(line({ type: "throttle", plane: "A1", value: 4 }, seat)).toBe(
        "sets a throttle or places flak (hidden)",
      );
      expect(line({ type: "flak", col: 30, level: 9 }, seat)).toBe(
        "sets a throttle or places flak (hidden)",
      );
    }
  });
});

describe("the checks catch a leaky reader", () => {
  const leaky = (over: Partial<Rules>): Rules => ({ ...wingedVictory, ...over });
  const show = wingedVictory.visibleEntry as NonNullable<Rules["visibleEntry"]>;
  const caught = (rules: Rules) => run(rules, GAMES.length, 5).found;

  it("an owner who reads the whole log", () => {
    const rules = leaky({ visibleEntry: (e, seat, at) => (seat === null ? e : show(e, seat, at)) });
    expect(caught(rules)).toMatch(/the owner reads|the owner tells/);
  });

  it("a hold that reads unlike a shot", () => {
    const rules = leaky({
      visibleEntry: (e, seat, at) =>
        e.action.type === "hold" && seat !== e.seat ? e : show(e, seat, at),
    });
    expect(caught(rules)).toMatch(/tells .*hold/);
  });

  it("a view that never tells a side done, even one with nothing to choose", () => {
    const rules = leaky({
      view: (s, seat) => {
        const v = wingedVictory.view(s, seat);
        const k = s.phase.kind;
        return k === "throttle" || k === "fire"
          ? { ...v, waitingFor: SIDES.filter((x) => x !== seat || v.waitingFor.includes(x)) }
          : v;
      },
    });
    expect(caught(rules)).toMatch(/with nothing to choose/);
  });

  it("a view that tells when the other side is done choosing", () => {
    const rules = leaky({
      view: (s, seat) => {
        const v = wingedVictory.view(s, seat);
        const ph = s.phase;
        const ready = ph.kind === "throttle" || ph.kind === "fire" ? ph.ready : null;
        return ready ? { ...v, waitingFor: SIDES.filter((x) => !ready[x]) } : v;
      },
    });
    expect(caught(rules)).toMatch(/tells .*waitingFor/s);
  });

  it("an owner who sees every plane in full", () => {
    const rules = leaky({
      view: (s, seat) =>
        seat === null
          ? { ...wingedVictory.view(s, "allies"), seat: null, actions: [], throttles: [] }
          : wingedVictory.view(s, seat),
    });
    expect(caught(rules)).toMatch(/the owner (sees|reads)/);
  });
});
