/**
 * A lesson's board as the game board draws it: a view of two mats with the
 * lesson's planes (and an unspotted enemy's position marker), the path of
 * the turn just flown, and a shot's line, built from the lesson's places and
 * flights rather than a game (the school runs in the browser, without a
 * server).
 */
import type { Hex } from "../../../../src/games/winged-victory/board/grid.js";
import { CLEAR_SKY } from "../../../../src/games/winged-victory/board/weather.js";
import {
  hexOf,
  type Place,
  placeOf,
  walkLegs,
} from "../../../../src/games/winged-victory/flight/path.js";
import type { Flight, TurnResult } from "../../../../src/games/winged-victory/flight/types.js";
import type { Side } from "../../../../src/games/winged-victory/game/state.js";
import { getPlane } from "../../../../src/games/winged-victory/planes/planes.js";
import type {
  MoveCost,
  PlaneView,
  ShotCost,
  WvView,
} from "../../../../src/games/winged-victory/view/view.js";

export interface Piece {
  id: string;
  side: Side;
  type: string;
  place: Place;
  flight: Flight;
  throttle: number;
  /** Drawn as its position marker only (not spotted). */
  marker?: boolean;
}

export const MATS = 2;
export const MAT_WIDTH = 38;

/** A piece standing in a Hex, level, flying `heading`. */
export function pieceAt(
  id: string,
  side: Side,
  type: string,
  hex: Hex,
  heading: "E" | "W",
  flight: Flight,
  throttle: number,
): Piece {
  return { id, side, type, place: placeOf(hex, heading), flight, throttle };
}

function planeView(p: Piece): PlaneView {
  const plane = getPlane(p.type);
  const f = p.flight;
  return {
    id: p.id,
    side: p.side,
    type: p.type,
    name: plane.name,
    vp: plane.vp,
    skill: "expert",
    hex: hexOf(p.place, f.attitude),
    x4: p.place.x4,
    half: p.place.half,
    onSpine: (p.place.half & 1) === 1,
    heading: p.place.heading,
    attitude: f.attitude,
    grounded: f.grounded === true,
    speed: f.speed,
    throttle: p.throttle,
    outOfControl: f.outOfControl,
    fate: null,
    flown: "",
    loaded: false,
    caution: false,
    cautionSide: f.outOfControl !== null,
    damage: {
      structure: 0,
      structureBoxes: 12,
      ailerons: 0,
      elevator: 0,
      rudder: 0,
      controls: { ailerons: 3, elevator: 3, rudder: 3 },
      engine: 0,
      speedLoss: 0,
      engineStopped: false,
      leaking: false,
      leakTurns: 0,
      onFire: false,
      tankPunctured: false,
      crew: plane.crew.map(() => "healthy"),
      destroyed: false,
    },
    ammo: plane.crew.map(() => null),
    pool: null,
    freezeAt: null,
    freezeCall: null,
    hitBy: null,
  };
}

/** Where a flown turn leaves a piece: its place after the legs, its new flight. */
export function flown(p: Piece, r: TurnResult, throttle: number): Piece {
  const end = walkLegs(p.place, p.flight.attitude, r.legs, undefined, undefined, p.flight.grounded);
  return { ...p, place: { ...end, half: r.flight.half }, flight: r.flight, throttle };
}

/** The path of a flown turn, drawn as the board draws a previewed manoeuvre. */
export function pathOf(p: Piece, r: TurnResult, name: string): MoveCost {
  const path: Hex[] = [];
  const end = walkLegs(
    p.place,
    p.flight.attitude,
    r.legs,
    (col, level) => path.push({ col, level }),
    undefined,
    p.flight.grounded,
  );
  const place = { ...end, half: r.flight.half };
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
    warnings: r.events,
    freezeAfter: [],
    end: { ...place, attitude: r.flight.attitude, hex: hexOf(place, r.flight.attitude) },
    after: [],
  };
}

/** The view of a lesson's board: its pieces, `moving` selected, a shot's line if any. */
export function schoolView(
  title: string,
  pieces: readonly Piece[],
  moving: string | null,
  shots: ShotCost[] = [],
): WvView {
  return {
    seat: "allies",
    actions: [],
    title,
    turn: 1,
    lastTurn: 1,
    mats: MATS,
    matWidth: MAT_WIDTH,
    megaRadius: 2,
    front: MAT_WIDTH + MAT_WIDTH / 2,
    weather: { ...CLEAR_SKY },
    phase: "move",
    waitingFor: ["allies"],
    moving,
    rules: [],
    missions: null,
    accomplished: null,
    shortfalls: null,
    vp: { allies: 0, germans: 0 },
    planes: pieces.filter((p) => !p.marker).map(planeView),
    markers: pieces
      .filter((p) => p.marker)
      .map((p) => {
        const v = planeView(p);
        return {
          id: v.id,
          side: v.side,
          hex: v.hex,
          x4: v.x4,
          half: v.half,
          onSpine: v.onSpine,
          heading: v.heading,
          attitude: v.attitude,
          cautionSide: false,
          leaking: false,
          onFire: false,
        };
      }),
    targets: [],
    throttles: [],
    flak: [],
    flakMarkers: { left: 0, options: [], placed: [] },
    moves: [],
    unavailable: [],
    shotsNow: [],
    shots,
    namedShots: [],
    events: [],
    freezing: null,
  };
}
