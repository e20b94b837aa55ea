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
  SCENARIOS,
  type Side,
} from "./data.js";
import type { HawksAction, HawksState, Plane, Sighting } from "./state.js";

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
  scenario: { id: number; name: string };
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
  /** This turn's movement order (public once the chits are shown) and how far along it is. */
  order: string[];
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

export function hawksView(s: HawksState, seat: string | null): HawksView {
  const side = seat === "axis" || seat === "british" ? seat : null;
  const shown = s.planes.filter((p) => visibleTo(s, p, side));
  const ph = s.phase;
  const hiddenId = (id: string | undefined) => id !== undefined && !shown.some((p) => p.id === id);
  const phase: HawksView["phase"] = { ...ph } as HawksView["phase"];
  // A hidden plane's moves are not to be followed by its foe: name no plane.
  if (ph.kind === "move" && hiddenId(ph.plane)) {
    phase.plane = undefined;
    phase.steps = undefined;
  }
  if (ph.kind === "react" && hiddenId(ph.mover)) phase.mover = undefined;
  return {
    seat,
    actions: side ? legalActions(s, side) : [],
    scenario: { id: s.scenario, name: SCENARIOS[s.scenario - 1].name },
    board: { width: BOARD.width, height: BOARD.height, altitudes: ALTITUDES },
    turn: s.turn,
    maxTurns: MAX_TURNS,
    phase,
    toAct: toAct(s),
    initiative: s.initiative,
    prioritiesDown: {
      axis: Boolean(s.secretOrders.axis),
      british: Boolean(s.secretOrders.british),
    },
    myOrder: side ? (s.secretOrders[side] ?? null) : null,
    order: [...s.order],
    next: s.next,
    planes: shown.map((p) => planeView(s, p, side)),
    unseen: alive(s).length - shown.filter((p) => !p.down).length,
    lastSeen: side ? lastSightings(s, side, shown) : [],
    clouds: s.clouds.map((c) => ({ ...c })),
    objectives: s.objectives.map((o) => ({ ...o })),
    aa: s.aa.map((a) => ({ ...a })),
    vp: { ...s.vp },
    events: [...s.events],
    over: ph.kind === "over",
  };
}

/**
 * The log as another seat may read it: the other side's priority orders and
 * the steps of its planes are not shown (a step could give away a plane in a
 * cloud); every roll is public.
 */
export function redactEntry(e: Entry<HawksAction>, seat: string | null): Entry<HawksAction> {
  if (e.seat === seat) return e;
  if (e.action.type === "priorities") return { ...e, action: { type: "priorities", order: [] } };
  if (e.action.type === "step") return { ...e, action: { type: "secret" } };
  return e;
}

/** Set-up rolls as another seat may read them: the other side's special-chit draws stay secret. */
export function redactSetup(rolls: Roll[], seat: string | null): Roll[] {
  const mine = seat === "axis" ? "Axis" : seat === "british" ? "RAF" : null;
  return rolls.map((r) =>
    /special chit/.test(r.purpose) && !r.purpose.startsWith(`${mine} `)
      ? { ...r, value: 0, result: "secret" }
      : r,
  );
}
