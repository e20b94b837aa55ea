/**
 * Winged Victory: what one seat sees. Its own planes in full; an enemy plane
 * in full only while one of its pilots has it spotted (an unspotted one is
 * only its position marker, and no event names it); the other side's throttles and shots
 * only once both sides are in, nor whether it is done choosing them. The
 * owner's link (seat null) sees what every seat sees and no more: an enemy
 * plane in full only where its enemy has it spotted, no pending choice. The legal actions come with what a page needs
 * to draw them: each manoeuvre's path of Hexes, end level, speed after it
 * and after the update, and its warnings; each shot's die and modifiers.
 * The shapes it fills are in view/types.ts.
 */

import { type Hex, megaCentre } from "../board/grid.js";
import { cautionSide, type Damage, destroyed, pilotKilled } from "../combat/damage.js";
import { moveName } from "../flight/flight.js";
import { flyTurn } from "../flight/manoeuvres.js";
import { hexOf, walkLegs } from "../flight/path.js";
import { boxOf } from "../game/printed.js";
import { RULE_LABELS } from "../game/setup.js";
import { type PlaneState, planeOf, SIDES, type Side, type WvState } from "../game/state.js";
import { matWidthOf, megaRadiusOf, roleOf } from "../game/state-plane.js";
import type { MissionId } from "../missions/missions.js";
import type { Plane } from "../planes/plane.js";
import { POOL_NAMES } from "../spotting/order.js";
import { callChoices, callReason, legalActions, movesFor } from "../turn/actions.js";
import { shotOptions } from "../turn/fire.js";
import { flakCount, flakOptions } from "../turn/flak.js";
import { conditionOf, hexOfPlane, onGrid } from "../turn/fly.js";
import { freezePoints, freezeWindow } from "../turn/freeze.js";
import { markerView, veiledPlanes, visiblePlanes } from "../turn/sight.js";
import {
  missionShortfalls,
  missionsDone,
  mover,
  throttleChoices,
  throttlesToSet,
  toAct,
} from "../turn/turn.js";
import { waitingAsSeen } from "../turn/wait.js";
import { unavailableMoves } from "./moves.js";
import { type ShotCue, shotCues } from "./reach.js";

export type { MarkerView } from "../turn/sight.js";
export { veiledPlanes, visiblePlanes } from "../turn/sight.js";
export type { MoveCost, PlaneView, ShotCost, WvView } from "./types.js";

import type { MoveCost, PlaneView, WvView } from "./types.js";

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

/**
 * The moving plane's manoeuvres with their costs, where each ends and the
 * shots it would have there at `enemies` (the ones the seat sees, as they stand).
 */
function moveCosts(s: WvState, p: PlaneState, enemies: readonly PlaneState[]): MoveCost[] {
  if (s.phase.kind !== "move") return [];
  const pool = s.phase.pools[p.id] ?? 0;
  const plane = planeOf(p.type);
  const c = conditionOf(s, p, pool);
  const freezing = freezeWindow(s, p.id) >= 0;
  return movesFor(s, p).map((move) => {
    const r = flyTurn(plane, p.flight, c, s.options.rules, p.throttle, move, undefined, true);
    const path: Hex[] = [];
    const walked = walkLegs(p.place, p.flight.attitude, r.legs, (col, level) =>
      path.push({ col, level }),
    );
    const place = onGrid(
      { x4: walked.x4, half: r.flight.half, heading: walked.heading },
      r.flight.attitude,
    );
    const hex = hexOf(place, r.flight.attitude);
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
      end: { ...place, attitude: r.flight.attitude, hex },
      after:
        r.flight.lost !== null
          ? []
          : shotCues(
              s,
              p,
              { hex, heading: place.heading, attitude: r.flight.attitude },
              { pilot: r.pilotMayFire, gunners: r.gunnersMayFire },
              enemies,
            ),
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
  // The enemies the seat sees in full, where it sees them: what a moving plane's fire cues aim at.
  const enemies = s.planes.filter((p) => p.side !== side && p.fate === null && seen.has(p.id));
  const moves = side && acting && m && m.side === side ? moveCosts(s, m, enemies) : [];
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
    shotsNow: moves.length > 0 && m ? nowCues(s, m, enemies) : [],
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

/** The shots the moving plane would have from where it stands, before it flies. */
function nowCues(s: WvState, p: PlaneState, enemies: readonly PlaneState[]): ShotCue[] {
  return shotCues(
    s,
    p,
    { hex: hexOfPlane(p), heading: p.place.heading, attitude: p.flight.attitude },
    { pilot: true, gunners: true },
    enemies,
  );
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
