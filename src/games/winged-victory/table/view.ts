/**
 * What the table companion shows: every plane's dashboard (the engine's
 * plane view, so the web's dashboard draws it), the step the table is at,
 * the order of movement, the manoeuvres the mover may have flown with their
 * cost, the shots open with their dice, the die asked for now with its
 * faces, and the VP. Everything is on the table already: one view for all.
 */
import type { View } from "../../../engine/contract.js";
import type { Aspect, Hex } from "../board/grid.js";
import type { Weather } from "../board/weather.js";
import { cautionSide } from "../combat/damage.js";
import type { CompiledAlea } from "../dice/alea.js";
import { moveName } from "../flight/flight.js";
import { flyTurn, levelOfFlight } from "../flight/manoeuvres.js";
import { hexOf, walkLegs } from "../flight/path.js";
import { boxOf, type Printed } from "../game/printed.js";
import { planeOf } from "../game/state.js";
import { bandOf, dragAt } from "../planes/plane.js";
import { POOL_NAMES } from "../spotting/order.js";
import { conditionOf, hexOfPlane } from "../turn/fly.js";
import { damageView, type PlaneView } from "../view/view.js";
import { legalActions } from "./actions.js";
import {
  matWidthOfTable,
  mover,
  movesFor,
  NOMINAL_COL,
  poolOf,
  radiusOf,
  sees,
  throttleChoices,
} from "./base.js";
import { ASPECTS, reachOf, shotChoices, statedDie } from "./fire.js";
import { dieOf, facesOf } from "./rolls.js";
import { TABLE_RULES } from "./setup.js";
import type {
  FlownLine,
  NamedShot,
  Situation,
  TableAction,
  TablePlane,
  TableState,
} from "./state.js";
import { freezeAfter } from "./turn.js";

export interface TablePlaneView extends PlaneView {
  pilot: string;
  /** The throttle settings open at the start of this turn. */
  throttles: number[];
  situation: Situation;
  /** Without positions: the enemy it tails, as the players said. */
  tailing: string | null;
  /** The drag of its band at its speed now (what a turn or climb costs). */
  drag: number;
  last: FlownLine | null;
  /** With spotting: the enemy planes its pilot has spotted this turn. */
  sees: string[] | null;
}

export interface MoveChoice {
  action: TableAction;
  name: string;
  hexes: number;
  level: number;
  speed: number;
  endSpeed: number;
  warnings: string[];
  /** The Hexes it passes (positions only). */
  path: Hex[];
  /** Time Freezing: the Hexes after which the mover may call it with this manoeuvre (none: not open). */
  freezeAfter: number[];
}

export interface ShotView {
  plane: string;
  crew: number;
  role: string;
  target: string;
  /** 0 where the players say it (no positions); `reach` is the most they may say. */
  range: number;
  reach: number;
  aspect: Aspect | null;
  /** With positions: the die for a short and a long burst. */
  die: string | null;
  longDie: string | null;
  baseDie: string;
  modifiers: { label: string; value: number }[];
  /** Without positions: the die for each range and aspect the players may state. */
  stated: { range: number; aspect: Aspect; die: string; longDie: string }[];
}

export interface TableView extends View<TableAction> {
  title: string;
  /** The owner's box file the fight was set up with (game/printed.ts); absent: the reconstructed values. */
  printed?: Printed;
  turn: number;
  lastTurn: number;
  phase: "throttle" | "move" | "fire" | "over";
  positions: boolean;
  spotting: boolean;
  weather: Weather;
  mats: number;
  /** Hexes along one mat (the board file's, else the default). */
  matWidth: number;
  /** The MegaHex radius (the board file's, else the default). */
  megaRadius: number;
  /** The mats' width and the overlay are the owner's printed ones (a board file gave them). */
  printedBoard: boolean;
  rules: { key: string; label: string; on: boolean }[];
  planes: TablePlaneView[];
  order: { id: string; pool: string; moved: boolean }[];
  moving: string | null;
  /** A Time Freezing under way: the planes of its pool still to move into it. */
  freeze: { pool: string[] } | null;
  /** The fire step is a Time Freezing's: the movement goes on after it. */
  frozenFire: boolean;
  moves: MoveChoice[];
  shots: ShotView[];
  named: Omit<NamedShot, "input">[];
  need: { die: string; purpose: string; faces: string[] } | null;
  events: string[];
  history: string[];
  vp: { allies: number; germans: number };
  over: string | null;
}

function planeView(s: TableState, p: TablePlane): TablePlaneView {
  const plane = planeOf(p.type);
  const d = p.damage;
  const hex = hexOfPlane(p);
  const placed = s.options.positions;
  const pools = s.phase.kind === "move" ? s.phase.pools : null;
  // Built apart and then returned: the engine's plane view may grow fields the companion fills ahead of it.
  const view = {
    id: p.id,
    side: p.side,
    type: p.type,
    name: plane.name,
    vp: plane.vp,
    skill: p.skill,
    hex: placed ? hex : { col: hex.col - NOMINAL_COL, level: hex.level },
    x4: p.place.x4,
    half: p.place.half,
    onSpine: (p.place.half & 1) === 1,
    heading: p.place.heading,
    attitude: p.flight.attitude,
    grounded: p.flight.grounded === true,
    speed: p.flight.speed,
    throttle: p.throttle,
    outOfControl: p.flight.outOfControl,
    fate: p.fate,
    flown: p.flown,
    loaded: p.loaded,
    caution: d.caution,
    cautionSide: cautionSide(d, p.flight.outOfControl !== null),
    damage: damageView(plane, d),
    ammo: p.ammo.map((a, c) => (a ? { ...a, jammed: p.jammed[c] } : null)),
    pool: pools?.[p.id] !== undefined ? POOL_NAMES[pools[p.id]] : null,
    freezeAt: p.freezeAt
      ? { hex: hexOf(p.freezeAt, p.flight.attitude), x4: p.freezeAt.x4, half: p.freezeAt.half }
      : null,
    freezeCall: null,
    hitBy: p.hitBy ?? null,
    pilot: p.pilot,
    throttles: p.fate === null ? throttleChoices(s, p) : [],
    situation: p.situation,
    tailing: p.tailing,
    drag: dragAt(plane, bandOf(levelOfFlight(p.flight)), p.flight.speed),
    last: p.last,
    sees: s.options.spotting
      ? s.planes.filter((q) => q.side !== p.side && sees(s, p, q)).map((q) => q.id)
      : null,
  };
  return view;
}

function moveChoices(s: TableState, p: TablePlane): MoveChoice[] {
  const plane = planeOf(p.type);
  const c = conditionOf(s, p, poolOf(s, p));
  return movesFor(s, p).map((m) => {
    const r = flyTurn(plane, p.flight, c, s.rules, p.throttle, m, undefined, true);
    const path: Hex[] = [];
    if (s.options.positions)
      walkLegs(p.place, p.flight.attitude, r.legs, (col, level) => path.push({ col, level }));
    const name = moveName(m);
    return {
      action: { type: "move", plane: p.id, move: name },
      name,
      hexes: r.hexes,
      level: r.level,
      speed: r.speed,
      endSpeed: r.endSpeed,
      warnings: r.events.map((e) => e.replace(/:not-rolled$/, "")),
      path,
      freezeAfter: freezeAfter(s, p, m),
    };
  });
}

/** The die asked for now, on the fight's dice: its colour (or plain die), what it is for, the faces it may show. */
const needView = (need: { sides: number; purpose: string }, alea: CompiledAlea) => ({
  die: dieOf(need, alea),
  purpose: need.purpose,
  faces: facesOf(need, alea),
});

/** The die of a stated shot for every range within reach and every aspect. */
function statedDice(s: TableState, c: { plane: string; crew: number; target: string }) {
  const p = s.planes.find((x) => x.id === c.plane) as TablePlane;
  const out: ShotView["stated"] = [];
  for (let range = 1; range <= reachOf(p, c.crew); range++)
    for (const aspect of ASPECTS) {
      const short = statedDie(s, c.plane, c.crew, c.target, false, range, aspect);
      const long = statedDie(s, c.plane, c.crew, c.target, true, range, aspect);
      if (short && long) out.push({ range, aspect, die: short.die, longDie: long.die });
    }
  return out;
}

function shotViews(s: TableState): ShotView[] {
  return shotChoices(s).map((c) => {
    const p = s.planes.find((x) => x.id === c.plane) as TablePlane;
    const member = planeOf(p.type).crew[c.crew];
    return {
      plane: c.plane,
      crew: c.crew,
      role: member.role,
      target: c.target,
      range: c.range,
      reach: reachOf(p, c.crew),
      aspect: c.aspect,
      die: c.dice?.die ?? null,
      longDie: c.dice?.longDie ?? null,
      baseDie: c.dice?.baseDie ?? member.weapon?.die ?? "",
      modifiers: c.dice?.modifiers ?? [],
      stated: s.options.positions ? [] : statedDice(s, c),
    };
  });
}

export function tableView(s: TableState, seat: string | null): TableView {
  const m = mover(s);
  const ph = s.phase;
  return {
    seat,
    actions: seat === null ? [] : legalActions(s),
    title: s.options.title,
    turn: s.turn,
    lastTurn: s.lastTurn,
    phase: ph.kind,
    positions: s.options.positions,
    ...(s.options.printed === undefined ? {} : { printed: s.options.printed }),
    spotting: s.options.spotting,
    weather: structuredClone(s.options.weather),
    mats: s.options.mats,
    matWidth: matWidthOfTable(s),
    megaRadius: radiusOf(s),
    printedBoard: s.options.board !== undefined,
    rules: Object.entries(TABLE_RULES).map(([key, label]) => ({
      key,
      label,
      on: s.options.rules[key as keyof typeof TABLE_RULES],
    })),
    planes: s.planes.map((p) => planeView(s, p)),
    order:
      ph.kind === "move"
        ? ph.order.map((id, k) => ({
            id,
            pool: POOL_NAMES[ph.pools[id]] ?? "",
            moved: k < ph.next,
          }))
        : [],
    moving: m?.id ?? null,
    freeze: ph.kind === "move" && ph.freeze ? { pool: [...ph.freeze.pool] } : null,
    frozenFire: ph.kind === "fire" && ph.resume !== undefined,
    moves: m && !s.need ? moveChoices(s, m) : [],
    shots: ph.kind === "fire" && !s.need ? shotViews(s) : [],
    named: s.shots.map(({ input: _input, ...x }) => x),
    need: s.need ? needView(s.need, boxOf(s.options).alea) : null,
    events: [...s.events],
    history: [...s.history],
    vp: { ...s.vp },
    over: ph.kind === "over" ? ph.why : null,
  };
}
