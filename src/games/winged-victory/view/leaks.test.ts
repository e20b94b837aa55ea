/**
 * Who sees what, over many fuzzed games played through the rules contract
 * (random legal actions from each seat's own view, undo where the contract
 * allows it): in every state, no seat's view and no line of its log holds
 * anything that seat may not know —
 *   - an unspotted enemy plane's type, dashboard, crew, speed or throttle
 *     (it is only its position marker);
 *   - the other side's throttles, flak markers and shots before both are in,
 *     and its standing Time Freezing calls (ruling G17) before one fires;
 *   - which manoeuvre the other side's planes caught in a Time Freezing
 *     have chosen (flown, with its rolls, once the freeze's fire is over);
 *   - the other side's choices in the log, and its set-up draws;
 *   - a roll before it is made (an undoable step rolled nothing, and undo
 *     goes back to exactly the views before it).
 * Each hidden fact is changed in a copy of the state; the seat's view must
 * not change. Who may see what is worked out here, not taken from view.ts.
 * The last block feeds deliberately leaky views to the same checks.
 */
import { describe, expect, it } from "vitest";
import type { Entry } from "../../../engine/contract.js";
import type { Roll } from "../../../engine/dice.js";
import { canUndo, createMatch, type Match, play, undo } from "../../../engine/match.js";
import { gameSeed, nextUint32, seedRng } from "../../../engine/rng.js";
import { planeOf, type WvAction, type WvOptions, type WvState } from "../game/state.js";
import { SCENARIOS } from "../missions/scenarios.js";
import { PLANES } from "../planes/planes.js";
import { wingedVictory as rules, turnOf } from "../rules.js";
import { SEEN } from "../spotting/order.js";
import type { WvView } from "./view.js";

type Viewer = "allies" | "germans" | null;
type ViewFn = (s: WvState, seat: Viewer) => WvView;
const VIEWERS: readonly Viewer[] = ["allies", "germans", null];
const ID = /\b[AG]\d+\b/g;
const MARKER_KEYS = [
  "attitude",
  "cautionSide",
  "half",
  "heading",
  "hex",
  "id",
  "leaking",
  "onFire",
  "onSpine",
  "side",
  "x4",
];

/** Whether `viewer` sees plane `b` in full: its own, or spotted by one of its pilots still flying (a spectator: by an enemy). */
function inFull(s: WvState, viewer: Viewer, b: number): boolean {
  const p = s.planes[b];
  if (p.side === viewer) return true;
  const n = s.planes.length;
  return s.planes.some(
    (q, a) =>
      q.fate === null &&
      (viewer === null ? q.side !== p.side : q.side === viewer) &&
      s.sight[a * n + b] === SEEN,
  );
}

const freezing = (s: WvState) =>
  (s.phase.kind === "move" && s.phase.freeze !== null) ||
  (s.phase.kind === "fire" && s.phase.resume !== undefined);

/** The other side's planes standing in a Time Freezing (seen in full, where they end hidden). */
const caught = (s: WvState, viewer: Viewer) =>
  freezing(s) ? s.planes.filter((p) => p.freezeAt !== null && p.side !== viewer) : [];

/** What is hidden from `viewer` in `s`, counted, so the test can show it met each kind often. */
interface Tally {
  markers: number;
  pending: number;
  caught: number;
  /** States where the other side had a standing Time Freezing call. */
  calls: number;
  /** Another side's moves the log named to a seat that watched them, and those it kept hidden. */
  named: number;
  unnamed: number;
}

/** Another manoeuvre flown (whether a plane has moved yet shows on the board; which manoeuvre does not). */
const otherFlown = (f: string) => (f === "" ? "" : f === "jink" ? "level" : "jink");

/** A copy of `s` with every fact hidden from `viewer` changed. */
function withSecretsChanged(s: WvState, viewer: Viewer, tally?: Tally): WvState {
  const v = structuredClone(s);
  const secretIds: string[] = [];
  v.planes.forEach((p, b) => {
    if (inFull(s, viewer, b)) return;
    secretIds.push(p.id);
    if (tally && p.fate === null) tally.markers++;
    // Under the position marker: everything but where it is and what the marker shows.
    const other = PLANES.find((x) => x.id !== p.type && x.crew.length === p.damage.crew.length);
    if (other) p.type = other.id;
    p.skill = p.skill === "ace" ? "recruit" : "ace";
    p.flight.speed += 1;
    p.throttle += 1;
    p.flown = otherFlown(p.flown);
    p.evasion -= 1;
    p.loaded = !p.loaded;
    p.damage.structure += 1;
    p.damage.engine += 1;
    p.damage.speedLoss = 2 - p.damage.speedLoss;
    p.damage.leakTurns += 3;
    p.damage.tankPunctured = !p.damage.tankPunctured;
    p.damage.crew = p.damage.crew.map((c) => (c === "healthy" ? "wounded" : "healthy"));
    p.ammo = p.ammo.map((a) => (a ? { ...a, rounds: a.rounds + 1 } : a));
    p.jammed = p.jammed.map((j) => !j);
    p.fired = p.fired.map((f) => !f);
    // A plane out of the fight and unseen is not on the board at all.
    if (p.fate !== null) p.place = { ...p.place, x4: p.place.x4 + 8 };
  });
  for (const p of caught(v, viewer)) {
    if (tally) tally.caught++;
    secretIds.push(p.id);
    // Which manoeuvre it has chosen (flown once the freeze's fire is over), and where it started.
    p.place = { ...p.place, x4: p.place.x4 + 8, half: p.place.half + 2 };
    p.flown = otherFlown(p.flown);
    if (p.deferred)
      p.deferred = {
        ...p.deferred,
        move: p.deferred.move.kind === "jink" ? { kind: "level" } : { kind: "jink" },
      };
  }
  for (const side of ["allies", "germans"] as const) {
    if (side === viewer) continue;
    const pend = v.pending[side];
    if (tally && (Object.keys(pend.throttles).length || pend.flak.length || pend.shots.length))
      tally.pending++;
    for (const k of Object.keys(pend.throttles)) pend.throttles[k] += 1;
    pend.throttles.Z9 = 3;
    pend.flak = [...pend.flak.map((m) => m + 1), 7];
    pend.shots = [
      ...pend.shots.map((x) => ({ ...x, longBurst: !x.longBurst })),
      { plane: "Z9", crew: 0, target: "A1", longBurst: true },
    ];
  }
  // Standing Time Freezing calls: the other side's, set or not, and their reach.
  const ph = v.phase.kind === "fire" ? v.phase.resume : v.phase.kind === "move" ? v.phase : null;
  for (const side of ["allies", "germans"] as const) {
    if (side === viewer) continue;
    const pend = v.pending[side];
    const theirs = v.planes.filter((p) => p.side === side);
    if (
      tally &&
      (Object.keys(pend.calls ?? {}).length > 0 ||
        theirs.some((p) => ph?.calls?.[p.id] !== undefined))
    )
      tally.calls++;
    pend.calls = { ...pend.calls, Z9: 2 };
    for (const p of theirs) pend.calls[p.id] = ((pend.calls[p.id] ?? 0) % 5) + 1;
    if (ph) {
      const calls = { ...ph.calls };
      for (const p of theirs) calls[p.id] = ((calls[p.id] ?? 0) % 5) + 1;
      ph.calls = calls;
    }
  }
  // Lines about hidden planes are not the seat's to read.
  v.events = [...v.events, ...secretIds.map((id) => `${id} does something secret`)];
  return v;
}

/** The first way `view` shows `viewer` in state `s` what it may not know (null: none). */
function leakIn(view: ViewFn, s: WvState, viewer: Viewer, tally?: Tally): string | null {
  const v = view(s, viewer);
  const full = s.planes.filter((_, b) => inFull(s, viewer, b)).map((p) => p.id);
  const ids = v.planes.map((p) => p.id);
  const extra = ids.filter((id) => !full.includes(id));
  if (extra.length) return `${viewer} sees ${extra.join(", ")} in full, unspotted`;
  for (const m of v.markers) {
    const p = s.planes.find((x) => x.id === m.id);
    if (!p || full.includes(m.id)) return `${viewer}: marker ${m.id} is not an unspotted plane`;
    const keys = Object.keys(m).sort();
    if (JSON.stringify(keys) !== JSON.stringify(MARKER_KEYS))
      return `${viewer}: marker ${m.id} shows ${keys.filter((k) => !MARKER_KEYS.includes(k)).join(", ")}`;
  }
  const hiddenTypes = s.planes
    .filter((_, b) => !inFull(s, viewer, b))
    .map((p) => planeOf(p.type).name);
  for (const e of v.events) {
    const named = e.match(ID) ?? [];
    const bad = named.find(
      (id) => !full.includes(id) || caught(s, viewer).some((p) => p.id === id),
    );
    if (bad) return `${viewer} reads a line about ${bad}: ${e}`;
    const type = hiddenTypes.find((t) => e.includes(t));
    if (type) return `${viewer} reads a hidden plane's type: ${e}`;
  }
  if (viewer !== null) {
    const own = (id: string) => s.planes.some((p) => p.id === id && p.side === viewer);
    if (v.throttles.some((t) => !own(t.plane))) return `${viewer} sees another side's throttle`;
    if (v.namedShots.some((x) => !own(x.plane))) return `${viewer} sees another side's shots`;
  }
  const w = view(withSecretsChanged(s, viewer, tally), viewer);
  if (JSON.stringify(w) !== JSON.stringify(v)) {
    const key = (Object.keys(v) as (keyof WvView)[]).find(
      (k) => JSON.stringify(v[k]) !== JSON.stringify(w[k]),
    );
    return `${viewer}'s view changes with what it may not know (${String(key)})`;
  }
  return null;
}

/** Another action of the same kind, differing in everything a choice holds. */
function otherChoice(a: WvAction): WvAction {
  switch (a.type) {
    case "throttle":
      return {
        ...a,
        plane: `${a.plane}x`,
        value: a.value + 1,
        freezeWithin: ((a.freezeWithin ?? 0) % 5) + 1,
      };
    case "flak":
      return { ...a, col: a.col + 1, level: a.level + 1 };
    case "shoot":
      return { ...a, crew: a.crew + 1, target: `${a.target}x`, longBurst: !a.longBurst };
    case "move":
      return { ...a, plane: `${a.plane}x`, move: `${a.move}x`, freeze: 9 };
    default:
      return a;
  }
}

type ShowFn = NonNullable<typeof rules.visibleEntry>;

/**
 * How the log may tell `viewer` another side's move: named (plane and
 * manoeuvre, never the mover's own Time Freezing point) when one of the
 * viewer's pilots had the plane spotted as it moved (`saw`, worked out here
 * from the state before the move) and the move is not waiting in a Time
 * Freezing; otherwise only that a plane moved. Returns the leak, null when
 * the move is named rightly, undefined when it must read as hidden (the
 * caller's check for hidden choices).
 */
function moveLeak(
  s: WvState,
  entries: Entry<WvAction>[],
  index: number,
  viewer: Viewer,
  saw: boolean,
  show: ShowFn,
): string | null | undefined {
  const e = entries[index];
  const a = e.action;
  if (a.type !== "move" || viewer === null) return undefined;
  if (s.phase.kind === "over") return null; // every side reads the whole log back
  // A plane standing in a Time Freezing waits with its latest move.
  const waiting =
    caught(s, viewer).some((p) => p.id === a.plane) &&
    !entries.slice(index + 1).some((x) => x.action.type === "move" && x.action.plane === a.plane);
  if (!saw || waiting) return undefined;
  const seen = show(e, viewer, { state: s, index })?.action;
  if (seen?.type !== "move" || seen.plane !== a.plane || seen.move !== a.move)
    return `${viewer} does not read ${a.plane}'s move ${a.move}, which it watched: ${JSON.stringify(seen)}`;
  if (seen.freeze !== undefined) return `${viewer} reads where ${a.plane}'s side called a freeze`;
  return null;
}

/**
 * Another side's throttle or flak marker whose step this entry ended: the
 * marker is named (it lies on the board), the throttle only where the viewer
 * sees its plane in full this turn (as the view shows its pip), never with a
 * standing Time Freezing call (a turn that ended in the same step is read
 * no further). Undefined: the step is not over: the caller's check for
 * hidden choices.
 */
function throttleLeak(
  s: WvState,
  e: Entry<WvAction>,
  index: number,
  viewer: string,
  show: ShowFn,
): string | null | undefined {
  const a = e.action;
  if (e.seat === viewer || (a.type !== "throttle" && a.type !== "flak")) return undefined;
  const t = turnOf(s, index);
  if (t === null || (t === s.turn && s.phase.kind === "throttle")) return undefined;
  const seen = show(e, viewer, { state: s, index })?.action;
  if (seen?.type === "throttle" && seen.freezeWithin !== undefined)
    return `${viewer} reads ${seen.plane}'s standing Time Freezing call`;
  if (t !== s.turn) return null;
  const b = a.type === "throttle" ? s.planes.findIndex((p) => p.id === a.plane) : -1;
  // The turn's sight as read when the step ended (a pilot downed since then had already seen the pip).
  const n = s.planes.length;
  const may =
    a.type === "flak" || s.planes.some((q, k) => q.side === viewer && s.sight[k * n + b] === SEEN);
  const named =
    JSON.stringify(seen) ===
    JSON.stringify(a.type === "flak" ? a : { ...a, freezeWithin: undefined });
  if (named !== may)
    return `${viewer} ${named ? "reads" : "does not read"} ${e.seat}'s ${a.type} once its step is over`;
  return null;
}

/** The first way the log shows `viewer` another side's choice or draw, or names a hidden plane's type (null: none). */
function logLeak(
  s: WvState,
  entries: Entry<WvAction>[],
  index: number,
  setup: Roll[],
  viewer: Viewer,
  saw: boolean,
  show: ShowFn,
): string | null {
  const e = entries[index];
  if (s.phase.kind === "over") return null; // once the fight is over, every side reads the whole log
  const at = { state: s, index };
  if (viewer === null) {
    // The game's owner reads each line as the side that did not take the step.
    const other = e.seat === "allies" ? "germans" : "allies";
    const [mine, theirs] = [show(e, null, at), show(e, other, at)].map((x) => JSON.stringify(x));
    return mine === theirs ? null : `the owner reads ${e.seat}'s ${e.action.type} as ${mine}`;
  }
  const hide = (x: Entry<WvAction>, seat: string) => show(x, seat, at);
  const seen = hide(e, viewer);
  // The rolls of a move into a Time Freezing tell how it goes on: hidden until the freeze's fire is over.
  const a = e.action;
  if (
    e.seat !== viewer &&
    a.type === "move" &&
    caught(s, viewer).some((p) => p.id === a.plane) &&
    (seen?.rolls.length ?? 0) > 0
  )
    return `${viewer} reads the rolls of ${a.plane}'s move into a Time Freezing`;
  const hiddenTypes = s.planes
    .filter((_, b) => !inFull(s, viewer, b))
    .flatMap((p) => [planeOf(p.type).name, p.type]);
  for (const r of seen?.rolls ?? []) {
    const type = hiddenTypes.find((t) => r.purpose.includes(t));
    if (type) return `${viewer} reads a hidden plane's type in a roll: ${r.purpose}`;
  }
  const over = throttleLeak(s, e, index, viewer, show);
  if (over !== undefined) return over;
  if (e.seat !== viewer) {
    const move = moveLeak(s, entries, index, viewer, saw, show);
    if (move !== undefined) return move;
    // (whether a move's rolls are hidden follows from which plane moved, which the board shows)
    const a = JSON.stringify(seen?.action);
    const b = JSON.stringify(hide({ ...e, action: otherChoice(e.action) }, viewer)?.action);
    if (a !== b) return `${viewer} reads ${e.seat}'s ${e.action.type} in the log: ${a}`;
  }
  const showSetup = rules.visibleSetup as NonNullable<typeof rules.visibleSetup>;
  const changed = setup.map((r) =>
    r.purpose.startsWith(`${viewer === "allies" ? "germans" : "allies"}:`)
      ? { ...r, value: r.value === 1 ? 2 : 1 }
      : r,
  );
  if (JSON.stringify(showSetup(setup, viewer)) !== JSON.stringify(showSetup(changed, viewer)))
    return `${viewer} reads the other side's set-up draws`;
  return null;
}

const GAMES: WvOptions[] = [
  ...SCENARIOS.map((x) => rules.parseOptions({ scenario: x.id })),
  rules.parseOptions({ scenario: "mission", year: 1916 }),
  rules.parseOptions({ scenario: "mission", year: 1917 }),
  rules.parseOptions({ scenario: "two-on-two", rules: { lowBehind: true, goggles: true } }),
];

/**
 * Plays `games` random games through the contract and returns the first leak
 * `view` shows (null: none), with what was hidden, counted.
 */
function fuzz(
  view: ViewFn,
  games: number,
  seed: number,
  show: ShowFn = rules.visibleEntry as ShowFn,
): { leak: string | null; tally: Tally } {
  const tally: Tally = { markers: 0, pending: 0, caught: 0, calls: 0, named: 0, unnamed: 0 };
  for (let g = 0; g < games; g++) {
    const rng = seedRng(gameSeed(seed, g));
    const next = (n: number) => nextUint32(rng) % n;
    const options = GAMES[g % GAMES.length];
    let m: Match<WvState, WvAction, WvOptions> = createMatch(rules, options, {
      mode: "seeded",
      seed: gameSeed(seed + 1, g),
    });
    // Per entry: for each seat, whether one of its pilots had the mover spotted as it moved.
    const saw: Record<string, boolean>[] = [];
    for (let step = 0; step < 3000 && !rules.outcome(m.state); step++) {
      const views = VIEWERS.map((seat) => view(m.state, seat));
      for (const seat of VIEWERS) {
        const leak = leakIn(view, m.state, seat, tally);
        if (leak) return { leak: `${leak} (game ${g}, step ${step})`, tally };
      }
      if (canUndo(rules, m) && next(8) === 0) {
        const last = m.entries[m.entries.length - 1];
        if (last.rolls.length > 0) return { leak: "an undoable step rolled dice", tally };
        m = undo(rules, m, last.seat);
        saw.length = m.entries.length;
        continue;
      }
      const acting = (["allies", "germans"] as const).filter(
        (seat) => rules.view(m.state, seat).actions.length > 0,
      );
      if (acting.length === 0) return { leak: `no seat can act (game ${g}, step ${step})`, tally };
      const seat = acting[next(acting.length)];
      const actions = rules.view(m.state, seat).actions;
      const action = actions[next(actions.length)];
      const before = m.state;
      const mover =
        action.type === "move" ? before.planes.findIndex((p) => p.id === action.plane) : -1;
      m = play(rules, m, seat, action);
      saw[m.entries.length - 1] = {
        allies: mover >= 0 && inFull(before, "allies", mover),
        germans: mover >= 0 && inFull(before, "germans", mover),
      };
      const e = m.entries[m.entries.length - 1];
      if (e.action.type === "move" && m.state.phase.kind !== "over") {
        const other = e.seat === "allies" ? "germans" : "allies";
        const read = show(e, other, { state: m.state, index: m.entries.length - 1 })?.action;
        if (read?.type === "move" && read.plane !== "?") tally.named += 1;
        else tally.unnamed += 1;
      }
      for (const viewer of VIEWERS) {
        const seen = viewer !== null && saw[m.entries.length - 1][viewer];
        const leak = logLeak(
          m.state,
          m.entries,
          m.entries.length - 1,
          m.setupRolls,
          viewer,
          seen,
          show,
        );
        if (leak) return { leak: `${leak} (game ${g}, step ${step})`, tally };
        // The moves just before it: one waiting in a Time Freezing is named once its fire is over, not before.
        for (let k = Math.max(0, m.entries.length - 12); k < m.entries.length - 1; k++) {
          const x = m.entries[k];
          if (viewer === null || x.seat === viewer || x.action.type !== "move") continue;
          const again = moveLeak(m.state, m.entries, k, viewer, saw[k][viewer], show);
          const hidden = show(x, viewer, { state: m.state, index: k })?.action;
          if (again) return { leak: `${again} (game ${g}, step ${step})`, tally };
          if (again === undefined && hidden?.type === "move" && hidden.plane !== "?")
            return {
              leak: `${viewer} reads ${x.action.plane}'s unseen move (game ${g}, step ${step})`,
              tally,
            };
        }
      }
      // Taking the step back (where allowed) shows every seat exactly what it saw before.
      if (canUndo(rules, m) && next(6) === 0) {
        const back = undo(rules, m, seat);
        const again = VIEWERS.map((x) => view(back.state, x));
        if (JSON.stringify(again) !== JSON.stringify(views))
          return { leak: `undo shows something new (game ${g}, step ${step})`, tally };
      }
    }
  }
  return { leak: null, tally };
}

const wvView: ViewFn = (s, seat) => rules.view(s, seat);

describe("who sees what", () => {
  it("no seat's view or log, in any state of many fuzzed games, holds what it may not know", () => {
    const { leak, tally } = fuzz(wvView, 2 * GAMES.length, 12);
    expect(leak ?? "none").toBe("none");
    // Each kind of secret came up often enough for the property to mean something.
    expect(tally.markers).toBeGreaterThan(100);
    expect(tally.pending).toBeGreaterThan(100);
    expect(tally.caught).toBeGreaterThan(0);
    expect(tally.calls).toBeGreaterThan(20);
    expect(tally.named).toBeGreaterThan(50);
    expect(tally.unnamed).toBeGreaterThan(20);
  }, 120000);
});

describe("the checks catch a leaky view", () => {
  const leaky = (change: (v: WvView, s: WvState, seat: Viewer) => WvView): ViewFn => {
    return (s, seat) => change(structuredClone(rules.view(s, seat)), s, seat);
  };
  const caughtBy = (view: ViewFn) => fuzz(view, GAMES.length, 5).leak;

  it("a marker that shows its plane's type", () => {
    const view = leaky((v, s) => ({
      ...v,
      markers: v.markers.map((m) => ({
        ...m,
        type: s.planes.find((p) => p.id === m.id)?.type,
      })),
    }));
    expect(caughtBy(view)).toMatch(/marker .* shows type/);
  });

  it("the other side's throttles before both are in", () => {
    const view = leaky((v, s, seat) => {
      const other = seat === "allies" ? "germans" : "allies";
      const theirs = Object.entries(s.pending[other].throttles).map(([plane, chosen]) => ({
        plane,
        choices: [chosen],
        why: null,
        chosen,
        calls: [],
        callWhy: null,
        call: null,
      }));
      return { ...v, throttles: [...v.throttles, ...theirs] };
    });
    expect(caughtBy(view)).toMatch(
      /sees another side's throttle|changes with what it may not know \(throttles\)/,
    );
  });

  it("the other side's standing Time Freezing calls", () => {
    const view = leaky((v, s) => {
      const ph =
        s.phase.kind === "fire" ? s.phase.resume : s.phase.kind === "move" ? s.phase : null;
      return {
        ...v,
        planes: v.planes.map((p) => ({
          ...p,
          freezeCall: ph?.calls?.[p.id] ?? s.pending[p.side].calls?.[p.id] ?? null,
        })),
      };
    });
    expect(caughtBy(view)).toMatch(/changes with what it may not know \(planes\)/);
  });

  it("the other side's shots, as a count, before both are in", () => {
    const view = leaky((v, s) => ({
      ...v,
      title: `${v.title} (${s.pending.allies.shots.length + s.pending.germans.shots.length})`,
    }));
    expect(caughtBy(view)).toMatch(/changes with what it may not know \(title\)/);
  });

  it("events about an unspotted plane", () => {
    const view = leaky((v, s) => ({ ...v, events: s.events }));
    expect(caughtBy(view)).toMatch(
      /reads a line about|changes with what it may not know \(events\)/,
    );
  });

  it("a plane caught in a Time Freezing shown with the kind of manoeuvre it flies", () => {
    const view = leaky((v, s) => ({
      ...v,
      planes: v.planes.map((p) => {
        const q = s.planes.find((x) => x.id === p.id);
        return q?.freezeAt ? { ...p, flown: q.flown } : p;
      }),
    }));
    expect(caughtBy(view)).toMatch(/changes with what it may not know \(planes\)/);
  });

  it("a log that names every move of the other side, seen or not", () => {
    const show: ShowFn = (e, seat, at) =>
      e.action.type === "move" ? e : (rules.visibleEntry as ShowFn)(e, seat, at);
    expect(fuzz(wvView, GAMES.length, 5, show).leak).toMatch(
      /reads .*(move|freeze)|reads the rolls/,
    );
  });

  it("a log that names a watched move with its Time Freezing point", () => {
    const show: ShowFn = (e, seat, at) => {
      const seen = (rules.visibleEntry as ShowFn)(e, seat, at);
      return seen?.action.type === "move" && seen.action.plane !== "?" && e.action.type === "move"
        ? { ...seen, action: { ...seen.action, freeze: e.action.freeze ?? 1 } }
        : seen;
    };
    expect(fuzz(wvView, GAMES.length, 5, show).leak).toMatch(/reads where .* called a freeze/);
  });

  it("a plane caught in a Time Freezing shown with the manoeuvre it has chosen", () => {
    const view = leaky((v, s) => ({
      ...v,
      planes: v.planes.map((p) => {
        const q = s.planes.find((x) => x.id === p.id);
        return q?.deferred ? { ...p, outOfControl: q.deferred.move.kind } : p;
      }),
    }));
    expect(caughtBy(view)).toMatch(/changes with what it may not know \(planes\)/);
  });
});
