/**
 * Winged Victory: one plane's move in the game. The flight model flies the
 * manoeuvre (flyTurn: special boxes, tests, the speed update); the game walks
 * its legs on the board and applies what follows: damage from a Structural
 * Test, a crackup or crash, the heading after a falling leaf, a fire put out
 * by side slip, jams cleared, a reload in level flight, goggles, bombs,
 * storms, a photograph, crossing the front, and leaving the board.
 */
import type { Dice } from "../../../engine/dice.js";
import type { Hex } from "../board/grid.js";
import { onBoardOf } from "../board/grid-board.js";
import { reload, tryUnjam } from "../combat/combat.js";
import {
  controlWorks,
  crackup,
  crossesMarker,
  destroyed,
  effectiveSkill,
  impactHex,
  markerHex,
  mayFireCrew,
  pilotHealthy,
  pilotKilled,
  stormAttack,
  structurePoints,
  trySideSlipExtinguish,
} from "../combat/damage.js";
import { type Skill, skillSteps } from "../combat/data.js";
import { crossesRelease, dropBombs, targetKind } from "../combat/ground.js";
import { type Attitude, speedBox } from "../flight/energy.js";
import { touchesGround } from "../flight/field.js";
import { moveName, pilotlessMove } from "../flight/flight.js";
import {
  type Condition,
  flyTurn,
  levelOfFlight,
  type Move,
  type TurnResult,
} from "../flight/manoeuvres.js";
import { eventLabel, moveLabel } from "../flight/move-label.js";
import { levelWholeTurn, onGridAt, type Place, walkLegs } from "../flight/path.js";
import { type PlaneState, planeOf, type WvState } from "../game/state.js";
import { hexOfPlane, LOG, matWidthOf, megaRadiusOf, retire, roleOf } from "../game/state-plane.js";
import { ENGAGED, TAIL } from "../spotting/order.js";

export { hexOfPlane, LOG, retire } from "../game/state-plane.js";

import { inStorm } from "../board/weather.js";
import { boxOf, type Printed } from "../game/printed.js";
import { landsHome } from "./ground.js";

/**
 * The place kept on the board's grid: a Hex centre, or a spine between two
 * Hexes. A path that changes attitude on a spine (a climb turned into a dive
 * without stepping into the Hex first) can end a quarter off it; the plane
 * then stands on the nearest point of the grid at its level.
 */
export function onGrid(p: Place, attitude: Attitude): Place {
  for (const d of GRID_TRIES)
    if (onGridAt(p.x4 + d, p.half, attitude))
      return d === 0 ? p : { x4: p.x4 + d, half: p.half, heading: p.heading };
  return p;
}
const GRID_TRIES = [0, -1, 1, -2, 2] as const;

/** Plane `p`'s manoeuvre `move` flown dry from where it stands (no dice, nothing changed): its path, hexes and end. */
export function dryTurn(s: WvState, p: PlaneState, move: Move, pool: number): TurnResult {
  return flyTurn(
    planeOf(p.type),
    p.flight,
    conditionOf(s, p, pool),
    s.options.rules,
    p.throttle,
    move,
    undefined,
    true,
  );
}

/** Whether a plane is still in the game (not downed, fled or landed). */
export const inPlay = (p: PlaneState) => p.fate === null;

/**
 * What bounds the plane's manoeuvres now, from its damage and its pool of
 * movement; its pilot's skill steps on the game's combat tables (`s`: a game,
 * or the table companion's fight, whose options may hold a box file).
 */
export function conditionOf(
  s: { options: { printed?: Printed } },
  p: PlaneState,
  pool: number,
): Condition {
  const plane = planeOf(p.type);
  const d = p.damage;
  return {
    engine: { loss: d.speedLoss, stopped: d.engineStopped, loaded: p.loaded },
    ailerons: controlWorks(plane, d, "ailerons"),
    elevator: controlWorks(plane, d, "elevator"),
    rudder: controlWorks(plane, d, "rudder"),
    pilotHealthy: pilotHealthy(d),
    skill: skillSteps(boxOf(s.options).tables, effectiveSkill(p.skill, d)),
    engaged: pool === TAIL || pool === ENGAGED,
    levelOnly: d.goggles,
  };
}

/** Flies itself this turn: out of control (or starting on a stall box), or nobody alive at the stick. */
export const autoPilot = (p: PlaneState) =>
  p.flight.outOfControl !== null ||
  pilotKilled(p.damage) ||
  (!p.flight.grounded &&
    speedBox(planeOf(p.type), levelOfFlight(p.flight), p.flight.speed) === "stall");

/** The move a plane that flies itself makes. */
export function autoMove(s: WvState, p: PlaneState, pool: number): Move {
  if (p.flight.outOfControl !== null) return { kind: "stall" };
  return pilotlessMove(
    planeOf(p.type),
    p.flight,
    conditionOf(s, p, pool),
    s.options.rules,
    p.place.heading === "W",
    s.options.rules.westerlies,
  );
}

/** Flies `move` for plane `i` and applies everything that follows from it. */
export function flyPlane(s: WvState, i: number, move: Move, pool: number, dice: Dice): TurnResult {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const p = s.planes[i];
  const plane = planeOf(p.type);
  const d = p.damage;
  const from = hexOfPlane(p);
  const wasGrounded = p.flight.grounded === true;
  // The text follows a plane with a dead pilot until it stalls: then it falls, with no test to regain control.
  const fallsFree = move.kind === "stall" && pilotKilled(d);
  const r = flyTurn(
    plane,
    p.flight,
    conditionOf(s, p, pool),
    s.options.rules,
    p.throttle,
    move,
    fallsFree ? undefined : { dice, alea: ALEA },
  );
  // The Hexes flown matter only for goggles, crossing the front and a photograph.
  const needPath =
    s.options.rules.goggles ||
    !s.tallies[p.side].crossedFront ||
    (s.targets.length > 0 && plane.code === "R");
  const path: Hex[] = [];
  const end = walkLegs(
    p.place,
    p.flight.attitude,
    r.legs,
    needPath ? (col, level) => path.push({ col, level }) : undefined,
    Number.POSITIVE_INFINITY,
    touchesGround(p.flight, r.flight),
  );
  p.place = onGrid({ x4: end.x4, half: r.flight.half, heading: end.heading }, r.flight.attitude);
  p.flight = r.flight;
  p.flown = move.kind;
  p.evasion = r.evasion;
  p.pilotFires = r.pilotMayFire;
  p.gunnersFire = r.gunnersMayFire;
  p.bombAimer = -1;
  if (fallsFree) {
    retire(
      s,
      p,
      "downed",
      `stalls with nobody at the stick and falls to the ground at Hex ${impactHex(from).col}`,
    );
    return r;
  }
  if (!LOG.quiet)
    s.events.push(
      `${p.id} flies ${flownLabel(moveLabel(moveName(move)), r.events)}: speed ${r.startSpeed} → ${r.speed} → ${r.endSpeed}, to Hex ${hexOfPlane(p).col}, level ${r.level}`,
    );
  for (const e of r.events) {
    if (e === "structural-test:damage-4") structurePoints(plane, d, 4);
    else if (e === "crackup") crackup(d);
    else if (e === "heading-west") p.place.heading = "W";
    else if (e === "heading-east") p.place.heading = "E";
  }
  // The ways out of the fight reach one call of retire: the first rare one met then sends no
  // compiled code back to be rebuilt.
  let why = "";
  let fate: "downed" | "landed" = "downed";
  if (r.flight.lost !== null) {
    crackup(d);
    why = r.flight.lost === "crash" ? "crashes into the ground" : "cracks up";
  } else if (destroyed(d)) why = "breaks up";
  else if (r.flight.grounded && !wasGrounded) {
    // Ruling W15: on the ground its leak and fire are over. Over the enemy's side it is out of
    // the fight; over its own, it stays to refuel, rearm and take off again (ruling W16).
    d.leaking = false;
    d.onFire = false;
    if (landsHome(s, p)) {
      p.landed = s.turn;
      if (!LOG.quiet)
        s.events.push(`${p.id} lands on its own side: it refuels and rearms once stopped`);
    } else {
      why = "lands";
      fate = "landed";
    }
  }
  const skill = effectiveSkill(p.skill, d);
  if (why === "" && move.kind === "side-slip" && d.onFire) why = sideSlipFire(s, p, skill, dice);
  if (why !== "") {
    retire(s, p, fate, why);
    return r;
  }
  // Level flight for the whole turn (a reload, bombs, a photograph): the optional extra diving Hex breaks it.
  const level = move.kind === "level" && levelWholeTurn(r.legs);
  p.jammed.forEach((jammed, c) => {
    if (!jammed || !mayFireCrew(d, c)) return;
    const role = roleOf(p, c);
    if (tryUnjam(ALEA, T, dice, c === 0 ? skill : "expert", level, `${p.id}'s ${role}`)) {
      p.jammed[c] = false;
      if (!LOG.quiet) s.events.push(`${p.id}'s ${role} clears the jammed gun`);
    } else if (!LOG.quiet) s.events.push(`${p.id}'s ${role}'s gun stays jammed`);
  });
  if (level && r.flight.attitude === "level") for (const a of p.ammo) if (a?.needsReload) reload(a);
  d.goggles = false;
  if (s.options.rules.goggles) {
    const markers: Hex[] = [];
    for (const q of s.planes)
      if (q !== p && q.fate === null && q.damage.leaking)
        markers.push(markerHex(hexOfPlane(q), q.place.heading));
    if (markers.length > 0 && crossesMarker(path, markers)) d.goggles = true;
  }
  const here = hexOfPlane(p);
  afterMove(s, p, from, here, path, level, dice);
  return r;
}

/** A side slip on fire: the test to put the fire out; "explodes" when it goes wrong, else "". */
function sideSlipFire(s: WvState, p: PlaneState, skill: Skill, dice: Dice): string {
  const { alea: ALEA, tables: T } = boxOf(s.options);
  const out = trySideSlipExtinguish(ALEA, T, dice, p.damage, skill);
  if (!LOG.quiet) s.events.push(`${p.id}: the fire ${out === "burning" ? "burns on" : out}`);
  return out === "exploded" ? "explodes" : "";
}

function afterMove(
  s: WvState,
  p: PlaneState,
  from: Hex,
  here: Hex,
  path: readonly Hex[],
  level: boolean,
  dice: Dice,
): void {
  const { alea: ALEA } = boxOf(s.options);
  const plane = planeOf(p.type);
  const tally = s.tallies[p.side];
  const enemySide = (col: number) => (p.side === "allies" ? col > s.front : col < s.front);
  if (path.some((h) => enemySide(h.col))) tally.crossedFront = true;
  // Bombs: a whole turn of level flight across the vertical (or 60° line) over an enemy target.
  if (p.loaded && level) {
    const rules = s.options.rules;
    for (const t of s.targets) {
      if (t.side === p.side || t.destroyed) continue;
      if (!crossesRelease(from, here, p.place.heading, t.hex, rules)) continue;
      const kind = targetKind(t.kind);
      const res = dropBombs(ALEA, dice, here.level, t, kind, rules);
      p.loaded = false;
      p.bombAimer = plane.crew.findIndex((c, k) => k > 0 && c.weapon !== undefined);
      if (!LOG.quiet) s.events.push(`${p.id} bombs the ${kind.name}: ${res}`);
      if (res !== "missed") tally.bombHits += 1;
      if (t.destroyed) {
        if (kind.balloon) tally.balloonsDestroyed += 1;
        else tally.groundDestroyed += 1;
      }
      break;
    }
  }
  // A photograph: a two-seater flies level over the target's MegaHex (within
  // the MegaHex radius, 2 Hexes by default, of its column).
  if (plane.code === "R" && level) {
    const r = megaRadiusOf(s);
    for (const t of s.targets)
      if (t.side !== p.side && path.some((h) => Math.abs(h.col - t.hex.col) <= r))
        tally.photographed = true;
  }
  if (inStorm(s.weather, here)) {
    stormAttack(ALEA, plane, p.damage, dice, s.options.rules, p.id);
    if (!LOG.quiet) s.events.push(`${p.id} is inside the storm`);
    if (destroyed(p.damage)) {
      retire(s, p, "downed", "breaks up in the storm");
      return;
    }
  }
  if (!onBoardOf(here, s.mats, s.options.board)) {
    const home = p.side === "allies" ? here.col < 0 : here.col >= s.mats * matWidthOf(s);
    if (home) tally.cameHome = true;
    retire(s, p, "fled", home ? "leaves the board by its own edge" : "leaves the board");
  }
}

/** A manoeuvre with what happened in it, the manoeuvre said once ("falling leaf", not "falling leaf (falling leaf)"). */
export function flownLabel(said: string, events: string[]): string {
  const extra = events.map(eventLabel).filter((e) => e !== said);
  return extra.length ? `${said} (${extra.join(", ")})` : said;
}
