/**
 * Winged Victory: what one seat sees. Its own planes in full; an enemy plane
 * in full only while one of its pilots has it spotted (an unspotted one is
 * only its position marker, and no event names it); the other side's throttles and shots
 * only once both sides are in, nor whether it is done choosing them. The
 * owner's link (seat null) sees what every seat sees and no more: an enemy
 * plane in full only where its enemy has it spotted, no pending choice. The legal actions come with what a page needs
 * to draw them: each manoeuvre's path of Hexes, end level, speed after it
 * and after the update, and its warnings; each shot's die and modifiers.
 */
import type { View } from "../../engine/contract.js";
import { callChoices, callReason, legalActions, movesFor } from "./actions.js";
import { cautionSide, type Damage, destroyed, pilotKilled } from "./damage.js";
import { moveName } from "./flight.js";
import { hexOf, walkLegs } from "./flight-path.js";
import { type Hex, megaCentre } from "./grid.js";
import { flyTurn } from "./manoeuvres.js";
import type { MissionId } from "./missions.js";
import type { Plane } from "./plane.js";
import { boxOf, type Printed } from "./printed.js";
import { RULE_LABELS } from "./setup.js";
import { POOL_NAMES } from "./spotting-order.js";
import {
  type PlaneState,
  planeOf,
  SIDES,
  type Side,
  type WvAction,
  type WvState,
} from "./state.js";
import { matWidthOf, megaRadiusOf, roleOf } from "./state-plane.js";
import {
  missionShortfalls,
  missionsDone,
  mover,
  throttleChoices,
  throttlesToSet,
  toAct,
} from "./turn.js";
import { type ShotOption, shotOptions } from "./turn-fire.js";
import { flakCount, flakOptions } from "./turn-flak.js";
import { conditionOf, hexOfPlane } from "./turn-fly.js";
import { freezePoints, freezeWindow } from "./turn-freeze.js";
import { type UnavailableMove, unavailableMoves } from "./view-moves.js";
import { type MarkerView, markerView, veiledPlanes, visiblePlanes } from "./view-sight.js";
import { waitingAsSeen } from "./view-wait.js";

export type { MarkerView } from "./view-sight.js";
export { veiledPlanes, visiblePlanes } from "./view-sight.js";

export interface PlaneView {
  id: string;
  side: Side;
  type: string;
  name: string;
  vp: number;
  skill: string;
  /** The Hex it reads as, its exact place (quarter Hex widths, half levels: odd = on a spine). */
  hex: Hex;
  x4: number;
  half: number;
  onSpine: boolean;
  heading: "E" | "W";
  attitude: string;
  /** On its airfield (level 0): it rolls in level flight or takes off (ruling W15). */
  grounded: boolean;
  speed: number;
  /** The throttle pip in force (the other side's only once both are in). */
  throttle: number;
  outOfControl: string | null;
  fate: string | null;
  flown: string;
  loaded: boolean;
  /** Damage that flips the position marker (`caution` is that alone). */
  caution: boolean;
  /** The marker shows its caution side: `caution`, or stalled / in a falling leaf (`cautionSide`). */
  cautionSide: boolean;
  damage: {
    structure: number;
    structureBoxes: number;
    ailerons: number;
    elevator: number;
    rudder: number;
    controls: { ailerons: number; elevator: number; rudder: number };
    engine: number;
    speedLoss: number;
    engineStopped: boolean;
    leaking: boolean;
    leakTurns: number;
    onFire: boolean;
    tankPunctured: boolean;
    crew: string[];
    destroyed: boolean;
  };
  ammo: ({ magazine: number; rounds: number; needsReload: boolean; jammed: boolean } | null)[];
  /** Its pool in the order of movement this turn (a name), when moving. */
  pool: string | null;
  /** Where it stood when time froze (Time Freezing), while that fire is resolved. */
  freezeAt: { hex: Hex; x4: number; half: number } | null;
  /**
   * Its standing Time Freezing call this turn (ruling G17): the Hexes within
   * which its pool's first mover makes time freeze. Only its own side sees
   * it (null for the other side's planes, and with no call).
   */
  freezeCall: number | null;
  /** The enemy plane and crew member whose fire last hit it (ruling G18; null: none). */
  hitBy: { plane: string; crew: number } | null;
}

export interface MoveCost {
  action: WvAction;
  name: string;
  path: Hex[];
  hexes: number;
  level: number;
  /** Speed after the manoeuvre, and after the end-of-turn update. */
  speed: number;
  endSpeed: number;
  pilotMayFire: boolean;
  gunnersMayFire: boolean;
  /** stall, structural test, crackup, crash, handling test … */
  warnings: string[];
  /** Time Freezing: the Hexes after which the mover may call it with this manoeuvre (none: not open). */
  freezeAfter: number[];
}

export interface ShotCost extends ShotOption {
  /** Who fires: the crew member's place on the dashboard ("pilot", "observer"). */
  role: string;
  actions: WvAction[];
}

export interface WvView extends View<WvAction> {
  title: string;
  turn: number;
  lastTurn: number;
  mats: number;
  /** Hexes along one mat (a board file's, or the default 38). */
  matWidth: number;
  /** Hexes from a MegaHex's centre Hex to its rim (a board file's, or the default 2, reconstructed). */
  megaRadius: number;
  front: number;
  weather: WvState["weather"];
  phase: string;
  /** Whose choice it is now. */
  waitingFor: Side[];
  /** The plane moving now, if the seat may know it. */
  moving: string | null;
  rules: { key: string; label: string; on: boolean; optional: boolean }[];
  missions: { side: Side; id: string; name: string; summary: string }[] | null;
  accomplished: Record<Side, boolean> | null;
  /** Once the fight is over: what each failed mission lacked (null for one accomplished). */
  shortfalls: Record<Side, string | null> | null;
  vp: Record<Side, number>;
  planes: PlaneView[];
  /** Enemy planes in the air that the seat has not spotted, as their position markers. */
  markers: MarkerView[];
  targets: {
    index: string;
    kind: string;
    side: Side;
    hex: Hex;
    damage: number;
    destroyed: boolean;
  }[];
  /**
   * The throttle step: each plane's settings (`why`: what limits them, in
   * a few words, or null), the one chosen, and the standing Time Freezing
   * call it may set with it (`calls`: the reaches in Hexes, empty when none;
   * `callWhy`: why it may or may not call, null without the rule; `call`:
   * the one set, ruling G17).
   */
  throttles: {
    plane: string;
    choices: number[];
    why: string | null;
    chosen: number | null;
    calls: number[];
    callWhy: string | null;
    call: number | null;
  }[];
  /** Flak barrages on the board this turn (a Hex of each MegaHex), and this side's markers still to place. */
  flak: { side: Side; hex: Hex }[];
  flakMarkers: { left: number; options: Hex[]; placed: Hex[] };
  /** The boxed game's printed values the game was set up with (printed.ts), for every seat; absent: the reconstructed ones. */
  printed?: Printed;
  moves: MoveCost[];
  /**
   * With `moves`: each kind of manoeuvre the moving plane may not fly now
   * (no variant of it in `moves`), with the reason, for greying it out.
   */
  unavailable: UnavailableMove[];
  shots: ShotCost[];
  /** This side's shots named and not yet rolled. */
  namedShots: WvState["pending"]["allies"]["shots"];
  events: string[];
  /**
   * A Time Freezing under way (its pool moving into it, or its fire), or
   * null: the seat's own planes caught in it, each with the manoeuvre it
   * chose, flown once the freeze's fire is over (ruling G13). The other
   * side's choices are not told.
   */
  freezing: { waiting: { plane: string; move: string }[] } | null;
}

/** A plane's damage as its dashboard shows it, with the tracks' printed lengths. */
export function damageView(plane: Plane, d: Damage): PlaneView["damage"] {
  return {
    structure: d.structure,
    structureBoxes: plane.structure.boxes,
    ailerons: d.ailerons,
    elevator: d.elevator,
    rudder: d.rudder,
    controls: { ...plane.controls },
    engine: d.engine,
    speedLoss: d.speedLoss,
    engineStopped: d.engineStopped,
    leaking: d.leaking,
    leakTurns: d.leakTurns,
    onFire: d.onFire,
    tankPunctured: d.tankPunctured,
    crew: [...d.crew],
    destroyed: destroyed(d) || pilotKilled(d),
  };
}

/** Plane `p`'s standing Time Freezing call as `side` sees it (its own side only). */
function standingCall(s: WvState, p: PlaneState, side: Side | null): number | null {
  if (p.side !== side) return null;
  const ph = s.phase;
  const calls =
    ph.kind === "throttle"
      ? s.pending[side].calls
      : ph.kind === "move"
        ? ph.calls
        : ph.kind === "fire"
          ? ph.resume?.calls
          : undefined;
  return calls?.[p.id] ?? null;
}

/** What limits plane `p`'s throttle settings, in a few words (null: nothing beyond its engine's top). */
function throttleWhy(s: WvState, p: PlaneState): string | null {
  if (pilotKilled(p.damage)) return "its pilot is dead: the throttle stays where he left it";
  if (planeOf(p.type).engine === "rotary" && !s.options.rules.anyThrottle)
    return "a rotary engine runs full out or is switched off (blipped): 0 or its top setting";
  return null;
}

function planeView(s: WvState, p: PlaneState, veiled: boolean, side: Side | null): PlaneView {
  const plane = planeOf(p.type);
  // Caught in a Time Freezing: where time froze, as it was before its move (flown once the freeze's fire is over).
  const d = p.damage;
  const fl = p.flight;
  const pools = s.phase.kind === "move" ? s.phase.pools : null;
  const at = p.freezeAt ?? p.place;
  return {
    id: p.id,
    side: p.side,
    type: p.type,
    name: plane.name,
    vp: plane.vp,
    skill: p.skill,
    hex: at === p.place ? hexOfPlane(p) : hexOf(at, p.flight.attitude),
    x4: at.x4,
    half: at.half,
    onSpine: (at.half & 1) === 1,
    heading: at.heading,
    attitude: fl.attitude,
    grounded: fl.grounded === true,
    speed: fl.speed,
    throttle: p.throttle,
    outOfControl: fl.outOfControl,
    fate: p.fate,
    flown: veiled ? "" : p.flown,
    loaded: p.loaded,
    caution: d.caution,
    cautionSide: cautionSide(d, fl.outOfControl !== null),
    damage: damageView(plane, d),
    ammo: p.ammo.map((a, c) => (a ? { ...a, jammed: p.jammed[c] } : null)),
    pool: pools?.[p.id] !== undefined ? POOL_NAMES[pools[p.id]] : null,
    freezeAt: p.freezeAt
      ? {
          hex: hexOf(p.freezeAt, p.flight.attitude),
          x4: p.freezeAt.x4,
          half: p.freezeAt.half,
        }
      : null,
    freezeCall: standingCall(s, p, side),
    hitBy: p.hitBy ?? null,
  };
}

function moveCosts(s: WvState, p: PlaneState): MoveCost[] {
  if (s.phase.kind !== "move") return [];
  const pool = s.phase.pools[p.id] ?? 0;
  const plane = planeOf(p.type);
  const c = conditionOf(s, p, pool);
  const freezing = freezeWindow(s, p.id) >= 0;
  return movesFor(s, p).map((move) => {
    const r = flyTurn(plane, p.flight, c, s.options.rules, p.throttle, move, undefined, true);
    const path: Hex[] = [];
    walkLegs(p.place, p.flight.attitude, r.legs, (col, level) => path.push({ col, level }));
    const name = moveName(move);
    return {
      action: { type: "move", plane: p.id, move: name },
      name,
      path,
      hexes: r.hexes,
      level: r.level,
      speed: r.speed,
      endSpeed: r.endSpeed,
      pilotMayFire: r.pilotMayFire,
      gunnersMayFire: r.gunnersMayFire,
      warnings: r.events.map((e) => e.replace(/:not-rolled$/, "")),
      freezeAfter: freezing ? freezePoints(r.hexes, p.flight.speed) : [],
    };
  });
}

const ID = /\b[AG]\d+\b/g;

export function wvView(s: WvState, seat: string | null): WvView {
  const seen = visiblePlanes(s, seat);
  const veiled = veiledPlanes(s, seat);
  const side = seat === "allies" || seat === "germans" ? (seat as Side) : null;
  const m = mover(s);
  const acting = side ? toAct(s).includes(side) : false;
  const moves = side && acting && m && m.side === side ? moveCosts(s, m) : [];
  return {
    seat,
    actions: side ? legalActions(s, side) : [],
    title: s.title,
    turn: s.turn,
    lastTurn: s.lastTurn,
    mats: s.mats,
    matWidth: matWidthOf(s),
    megaRadius: megaRadiusOf(s),
    front: s.front,
    weather: s.weather,
    phase: s.phase.kind,
    waitingFor: waitingAsSeen(s, side, toAct(s)),
    moving: m && seen.has(m.id) ? m.id : null,
    rules: Object.entries(RULE_LABELS).map(([key, l]) => ({
      key,
      label: l.label,
      on: s.options.rules[key as keyof typeof s.options.rules],
      optional: l.optional,
    })),
    ...(s.options.printed === undefined ? {} : { printed: s.options.printed }),
    missions: s.missions
      ? SIDES.map((x) => {
          const b = boxOf(s.options).briefings[(s.missions as Record<Side, MissionId>)[x]];
          return { side: x, id: b.id, name: b.name, summary: b.summary };
        })
      : null,
    accomplished: s.phase.kind === "over" ? missionsDone(s) : null,
    shortfalls: s.phase.kind === "over" ? missionShortfalls(s) : null,
    vp: { ...s.vp },
    planes: s.planes
      .filter((p) => seen.has(p.id))
      .map((p) => planeView(s, p, veiled.has(p.id), side)),
    markers: s.planes
      .filter((p) => p.fate === null && !seen.has(p.id))
      .map((p) => markerView(p, veiled.has(p.id))),
    targets: s.targets.map((t, k) => ({
      index: `T${k}`,
      kind: t.kind,
      side: t.side,
      hex: { ...t.hex },
      damage: t.damage,
      destroyed: t.destroyed,
    })),
    throttles:
      side && s.phase.kind === "throttle"
        ? s.planes
            .filter((p) => p.side === side && p.fate === null)
            .map((p) => ({
              plane: p.id,
              choices: throttleChoices(s, p),
              why: throttleWhy(s, p),
              chosen: throttlesToSet(s, side).includes(p)
                ? null
                : (s.pending[side].throttles[p.id] ?? p.throttle),
              calls: throttlesToSet(s, side).includes(p) ? [...callChoices(s, p)] : [],
              callWhy: callReason(s, p),
              call: s.pending[side].calls?.[p.id] ?? null,
            }))
        : [],
    flak: s.flak.map((b) => ({ side: b.side, hex: megaCentre(b.mega, megaRadiusOf(s)) })),
    flakMarkers:
      side && s.phase.kind === "throttle"
        ? {
            left: flakCount(s, side) - s.pending[side].flak.length,
            options: flakOptions(s, side),
            placed: s.pending[side].flak.map((mega) => megaCentre(mega, megaRadiusOf(s))),
          }
        : { left: 0, options: [], placed: [] },
    moves,
    unavailable:
      moves.length > 0 && m
        ? unavailableMoves(
            s,
            m,
            moves.map((x) => x.name),
          )
        : [],
    shots:
      side && acting && s.phase.kind === "fire"
        ? shotOptions(s, side).map((o) => ({
            ...o,
            role: roleOf(s.planes.find((p) => p.id === o.plane) as PlaneState, o.crew),
            actions: [false, true].map((longBurst) => ({
              type: "shoot" as const,
              plane: o.plane,
              crew: o.crew,
              target: o.target,
              longBurst,
            })),
          }))
        : [],
    namedShots: side ? s.pending[side].shots.map((x) => ({ ...x })) : [],
    events: s.events.filter((e) =>
      (e.match(ID) ?? []).every((id) => seen.has(id) && !veiled.has(id)),
    ),
    freezing: freezingOf(s, side),
  };
}

function freezingOf(s: WvState, side: Side | null): WvView["freezing"] {
  const ph = s.phase;
  const under = (ph.kind === "move" && ph.freeze !== null) || (ph.kind === "fire" && !!ph.resume);
  if (!under) return null;
  const waiting: { plane: string; move: string }[] = [];
  for (const p of s.planes)
    if (p.side === side && p.fate === null && p.deferred)
      waiting.push({ plane: p.id, move: moveName(p.deferred.move) });
  return { waiting };
}

/** Where a plane stands, for the log: its Hex and level. */
export const whereOf = (p: PlaneState) => {
  const h = hexOf(p.place, p.flight.attitude);
  return `Hex ${h.col}, level ${h.level}`;
};
