/**
 * What each seat may see. Never shown to the other side: special chits not
 * yet revealed, priority chits until both are down and shown, and planes in
 * a cloud that no plane of the other side is low enough to spot. A spectator
 * (seat null) sees only what both sides may see.
 */
import type { Entry, View } from "../../engine/contract.js";
import type { Roll } from "../../engine/dice.js";
import { legalActions, toAct } from "./actions.js";
import { alive, seenBy } from "./board.js";
import {
  AIRCRAFT,
  ALTITUDES,
  BOARD,
  type ChitKind,
  MAX_TURNS,
  type PointsVersion,
  SCENARIOS,
  type Side,
} from "./data.js";
import { eventsFor, stepSeen } from "./events.js";
import type { HawksAction, HawksState, Plane, ScoreLine, Sighting } from "./state.js";

export { toAct } from "./actions.js";

export interface PlaneView {
  id: string;
  side: Side;
  type: string;
  name: string;
  role: "fighter" | "bomber";
  x: number;
  y: number;
  alt: number;
  hits: number;
  fired: boolean;
  down: boolean;
  bombed: boolean;
  chit: ChitKind | "hidden";
  priority: number | null;
  inCloud: boolean;
}

export interface HawksView extends View<HawksAction> {
  /** `points`: the rules version whose victory points the game plays to (see `victoryPoints`). */
  scenario: { id: number; name: string; points: PointsVersion };
  board: { width: number; height: number; altitudes: number };
  turn: number;
  maxTurns: number;
  phase: {
    kind: string;
    what?: string;
    left?: number;
    plane?: string;
    steps?: number;
    attacker?: string;
    targets?: string[];
    compulsory?: boolean;
    mover?: string;
    candidates?: string[];
    bombers?: string[];
  };
  toAct: Side[];
  initiative: Side | null;
  /** Whether each side has laid its priority chits this turn (not what they are). */
  prioritiesDown: Record<Side, boolean>;
  /** This seat's own face-down priority order, once laid. */
  myOrder: string[] | null;
  /** This turn's movement order (public once the chits are shown; null for a plane out of sight) and how far along it is. */
  order: (string | null)[];
  next: number;
  planes: PlaneView[];
  /** Planes of the other side that cannot be seen now (in clouds, above none of ours). */
  unseen: number;
  /** Where and how this seat last saw each foe plane now out of its sight. */
  lastSeen: ({ id: string } & Sighting)[];
  clouds: { x: number; y: number; alt: number }[];
  objectives: { x: number; y: number; hits: number }[];
  aa: { x: number; y: number }[];
  vp: Record<Side, number>;
  events: string[];
  over: boolean;
  /** Once the game is over: why, the points line by line, the winner. */
  end?: HawksEnd;
}

function planeView(s: HawksState, p: Plane, seat: Side | null): PlaneView {
  const mine = seat === p.side;
  const spec = AIRCRAFT[p.type];
  return {
    id: p.id,
    side: p.side,
    type: p.type,
    name: spec.name,
    role: spec.role,
    x: p.x,
    y: p.y,
    alt: p.alt,
    hits: p.hits,
    fired: p.fired,
    down: p.down,
    bombed: p.bombed,
    chit: mine || p.chitShown ? p.chit : "hidden",
    priority: p.priority,
    inCloud: s.clouds.some((c) => c.x === p.x && c.y === p.y && c.alt === p.alt),
  };
}

/** Whether a plane may be shown to this seat. */
function visibleTo(s: HawksState, p: Plane, seat: Side | null): boolean {
  if (p.down) return true;
  if (seat === p.side) return true;
  const foe: Side = p.side === "axis" ? "british" : "axis";
  return seenBy(s, seat ?? foe, p);
}

function lastSightings(s: HawksState, side: Side, shown: Plane[]): ({ id: string } & Sighting)[] {
  const book = s.lastSeen?.[side] ?? {};
  return alive(s)
    .filter((p) => p.side !== side && !shown.includes(p) && book[p.id])
    .map((p) => ({ id: p.id, ...book[p.id] }));
}

/** How the game ended, for the end screen: why, the victory points line by line, and who won and why. */
export interface HawksEnd {
  reason: string;
  winner: Side;
  vp: Record<Side, number>;
  lines: ScoreLine[];
  /** When the points are level: why the RAF takes it. */
  tie?: string;
  summary: string;
}

export function endOf(s: HawksState): HawksEnd | undefined {
  if (s.phase.kind !== "over") return undefined;
  const winner: Side = s.vp.axis > s.vp.british ? "axis" : "british";
  const tie =
    s.vp.axis === s.vp.british
      ? `Level at ${s.vp.axis} victory points: a tie goes to the RAF, for the raid did not get through.`
      : undefined;
  return {
    reason: s.endReason ?? "The game is over",
    winner,
    vp: { ...s.vp },
    lines: (s.scored ?? []).map((l) => ({ ...l })),
    ...(tie ? { tie } : {}),
    summary: `${winner === "axis" ? "Axis" : "RAF"} victory, ${s.vp.axis}–${s.vp.british} in victory points`,
  };
}

/** A phase as a seat may see it: no plane it cannot see is named. */
function phaseFor(s: HawksState, shown: Set<string>): HawksView["phase"] {
  const ph = s.phase;
  const seen = (id: string) => shown.has(id);
  switch (ph.kind) {
    case "move":
      // A hidden plane's moves are not to be followed by its foe: name no plane.
      return seen(ph.plane) ? { ...ph } : { kind: "move" };
    case "react":
      return {
        kind: "react",
        mover: seen(ph.mover) ? ph.mover : undefined,
        steps: seen(ph.mover) ? ph.steps : undefined,
        candidates: ph.candidates.filter(seen),
      };
    case "engage":
      return {
        kind: "engage",
        attacker: seen(ph.attacker) ? ph.attacker : undefined,
        targets: ph.targets.filter(seen),
        compulsory: ph.compulsory,
      };
    case "bomb":
      return { kind: "bomb", bombers: ph.bombers.filter(seen) };
    default:
      return { ...ph };
  }
}

export function hawksView(s: HawksState, seat: string | null): HawksView {
  const side = seat === "axis" || seat === "british" ? seat : null;
  const over = s.phase.kind === "over";
  // At the end everything is shown: every plane, every chit, every order.
  const shown = over ? s.planes : s.planes.filter((p) => visibleTo(s, p, side));
  const ids = new Set(shown.map((p) => p.id));
  const end = endOf(s);
  return {
    seat,
    actions: side ? legalActions(s, side) : [],
    scenario: { id: s.scenario, name: SCENARIOS[s.scenario - 1].name, points: s.points ?? 4 },
    board: { width: BOARD.width, height: BOARD.height, altitudes: ALTITUDES },
    turn: s.turn,
    maxTurns: MAX_TURNS,
    phase: phaseFor(s, ids),
    toAct: toAct(s),
    initiative: s.initiative,
    prioritiesDown: {
      axis: Boolean(s.secretOrders.axis),
      british: Boolean(s.secretOrders.british),
    },
    myOrder: side ? (s.secretOrders[side] ?? null) : null,
    // The order is public once the chits are shown, but a plane out of sight keeps its place unnamed.
    order: s.order.map((id) => (ids.has(id) ? id : null)),
    next: s.next,
    planes: shown.map((p) => planeView(s, p, over ? p.side : side)),
    unseen: alive(s).length - shown.filter((p) => !p.down).length,
    lastSeen: side && !over ? lastSightings(s, side, shown) : [],
    clouds: s.clouds.map((c) => ({ ...c })),
    objectives: s.objectives.map((o) => ({ ...o })),
    aa: s.aa.map((a) => ({ ...a })),
    vp: { ...s.vp },
    events: eventsFor(s.events, side),
    over,
    ...(end ? { end } : {}),
  };
}

const HIDDEN_ROLL = /^(?:AA \d+ fires at )?([AB]\d+)\b.*(?:in a cloud|from a cloud)/;
const PLANE_IDS = /(?<![A-Za-z0-9])[AB]\d+(?![0-9])/g;

/** Where a log entry stands: the game's state now and the entry's place among the moves standing (0 the first). */
export interface EntryAt {
  state: HawksState;
  index: number;
}

const sideOfId = (id: string): Side => (id.startsWith("A") ? "axis" : "british");

/**
 * Whether a plane must be kept from this seat in the entry at `veil` (the
 * planes out of their foes' sight before or after it): never from its own
 * side, from anyone else while it was out of sight.
 */
const hiddenFrom = (veil: Set<string>, id: string, seat: string | null) =>
  veil.has(id) && sideOfId(id) !== seat;

/** The planes out of their foes' sight before the entry at `at`, after it, and either; null where the state does not say. */
interface Veil {
  before: Set<string>;
  after: Set<string>;
  either: Set<string>;
}

function veilAt(at: EntryAt | undefined): Veil | null {
  const list = at?.state.veiled;
  if (!at || !list || at.index < 0 || at.index >= list.length) return null;
  const ids = (text: string) => new Set(text.split(",").filter(Boolean));
  const [before, after = before] = list[at.index].split(";");
  const veil = { before: ids(before), after: ids(after) };
  return { ...veil, either: new Set([...veil.before, ...veil.after]) };
}

type StepAction = Extract<HawksAction, { type: "step" }>;
const BACK: Record<StepAction["dir"], [number, number, number]> = {
  N: [0, 1, 0],
  S: [0, -1, 0],
  E: [-1, 0, 0],
  W: [1, 0, 0],
  up: [0, 0, -1],
  down: [0, 0, 1],
};

/** Where a step ended and where it started, worked back from its direction (null when it does not say where it ended). */
function stepEnds(a: StepAction) {
  if (a.x === undefined || a.y === undefined || a.alt === undefined) return null;
  const [dx, dy, da] = BACK[a.dir];
  return {
    to: { x: a.x, y: a.y, alt: a.alt },
    from: { x: a.x + dx, y: a.y + dy, alt: a.alt + da },
  };
}

const SECRET_ROLL = (r: Roll): Roll => ({
  sides: r.sides,
  purpose: "a roll about a plane in the clouds",
  value: 0,
  result: "secret",
});

/**
 * A roll about a plane the seat may not see, as that seat may read it: that
 * a roll was made, no more. Without the state, any roll about a plane in a
 * cloud is kept from every seat but its owner's.
 */
function redactRoll(r: Roll, seat: string | null, veil: Veil | null): Roll {
  if (veil) {
    const ids = r.purpose.match(PLANE_IDS) ?? [];
    return ids.some((id) => hiddenFrom(veil.either, id, seat)) ? SECRET_ROLL(r) : r;
  }
  const m = HIDDEN_ROLL.exec(r.purpose);
  if (!m || sideOfId(m[1]) === seat) return r;
  return SECRET_ROLL(r);
}

/**
 * The log as a seat may read it. The other side's priority orders are never
 * in it. With `at` (the state now and the entry's place), a plane's step,
 * end of move, bombing or holding its bombs, and any roll about it, are
 * named to another seat unless that seat could not see the plane before or
 * after the entry; once the game is over, everything is. Without `at` the
 * log plays safe: those are named only when neither end of the step is in a
 * cloud, and rolls about a plane in a cloud are kept from all but its owner.
 */
export function redactEntry(
  e: Entry<HawksAction>,
  seat: string | null,
  at?: EntryAt,
): Entry<HawksAction> {
  if (at?.state.phase.kind === "over") return e;
  const veil = veilAt(at);
  const rolls = e.rolls.map((r) => redactRoll(r, seat, veil));
  const out = rolls.some((r, i) => r !== e.rolls[i]) ? { ...e, rolls } : e;
  if (e.seat === seat) return out;
  const a = e.action;
  // Whether the plane an action is about may be named to this seat.
  const open = (id: string | undefined) =>
    id !== undefined &&
    (veil ? !hiddenFrom(veil.either, id, seat) : (a as { cloud?: boolean }).cloud === false);
  switch (a.type) {
    case "priorities":
      return { ...out, action: { type: "priorities", order: [] } };
    case "step": {
      if (open(a.plane)) return out;
      const ends = stepEnds(a);
      if (!veil || a.plane === undefined || !ends) return { ...out, action: { type: "secret" } };
      // What the seat saw of the step: the plane flying out of its sight, or coming into it.
      const before = !hiddenFrom(veil.before, a.plane, seat);
      const after = !hiddenFrom(veil.after, a.plane, seat);
      if (!before && !after) return { ...out, action: { type: "secret" } };
      const text = stepSeen(a.plane, ends.from, ends.to, before, after);
      return { ...out, action: { type: "secret", text } };
    }
    case "end":
      return open(a.plane) ? out : { ...out, action: { type: "secret" } };
    case "bomb":
      return open(a.bomber)
        ? out
        : { ...out, action: { type: "secret", text: "A bomber in the clouds bombs" } };
    case "hold":
      return open(a.bomber)
        ? out
        : { ...out, action: { type: "secret", text: "A bomber in the clouds holds its bombs" } };
    default:
      return out;
  }
}

/** Set-up rolls as another seat may read them: the other side's special-chit draws stay secret until the game is over. */
export function redactSetup(rolls: Roll[], seat: string | null, state?: HawksState): Roll[] {
  if (state?.phase.kind === "over") return rolls;
  const mine = seat === "axis" ? "Axis" : seat === "british" ? "RAF" : null;
  return rolls.map((r) =>
    /special chit/.test(r.purpose) && !r.purpose.startsWith(`${mine} `)
      ? { ...r, value: 0, result: "secret" }
      : r,
  );
}
