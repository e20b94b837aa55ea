/**
 * Winged Victory for the computer pilot: a whole game state drawn from what
 * one seat sees. The view holds its own planes in full and every enemy plane
 * one of its pilots has spotted, dashboard and all; what it hides is filled
 * in:
 * - an enemy plane not spotted now stands where its position marker is,
 *   with the dashboard the seat last saw (the memory), or the type the
 *   scenario gives its counter, sound, if it was never seen;
 * - the other side's pending throttles, flak markers and shots are not
 *   chosen yet in the drawn world: the playout chooses them;
 * - the order of the planes still to move this turn follows their pools and
 *   the text's fixed keys (skill, level, speed); a tie's die is not known;
 * - mission tallies start from nothing (only the end of the game counts them);
 * - Time Freezing windows already open this turn are closed (a freeze under
 *   way is not drawn: the caller plays without search then).
 */

import { MAT_WIDTH, MEGA_RADIUS, megaOf } from "../games/winged-victory/board/grid.js";
import { mayFireDuring } from "../games/winged-victory/combat/combat.js";
import type { Damage } from "../games/winged-victory/combat/damage.js";
import { boxOf } from "../games/winged-victory/game/printed.js";
import {
  type Fate,
  type MovePhase,
  type PlaneState,
  planeOf,
  type Side,
  type WvOptions,
  type WvRules,
  type WvState,
} from "../games/winged-victory/game/state.js";
import { emptyTally, type MissionId } from "../games/winged-victory/missions/missions.js";
import { SCENARIOS } from "../games/winged-victory/missions/scenarios.js";
import { POOL_NAMES, SEEN, UNSEEN } from "../games/winged-victory/spotting/order.js";
import { throttleChoices } from "../games/winged-victory/turn/turn.js";
import type { MarkerView, PlaneView, WvView } from "../games/winged-victory/view/view.js";

/** What the pilot remembers between decisions: each enemy plane as last seen. */
export interface WvMemory {
  lastSeen: Record<string, PlaneView>;
}

const SKILL_RANK: Record<string, number> = { recruit: 0, expert: 1, ace: 2 };
const ID_NUMBER = (id: string) => Number(id.slice(1));

export const newMemory = (): WvMemory => ({ lastSeen: {} });

/** Notes the enemy planes in sight now (and forgets those seen gone). */
export function remember(view: WvView, side: Side, memory: WvMemory): void {
  for (const p of view.planes) if (p.side !== side) memory.lastSeen[p.id] = p;
}

/**
 * An enemy plane never seen: the type the scenario gives its counter (the
 * set-up is no secret), else a fighter of its side; sound, at speed 4.
 */
function guessPlane(view: WvView, m: MarkerView): PlaneView {
  const sc = SCENARIOS.find((x) => x.name === view.title);
  const own = sc?.planes.filter((x) => x.side === m.side) ?? [];
  const sp = own[ID_NUMBER(m.id) - 1];
  // The game's own planes: a box file's where it replaces a built-in one.
  const box = boxOf(view);
  const type =
    (sp && box.typeOf.get(sp.type)) ??
    box.planes.find((x) => x.side === m.side && x.code === "F")?.id ??
    "camel";
  const plane = planeOf(type);
  return {
    id: m.id,
    side: m.side,
    type,
    name: plane.name,
    vp: plane.vp,
    skill: sp?.skill ?? "expert",
    hex: m.hex,
    x4: m.x4,
    half: m.half,
    onSpine: m.onSpine,
    heading: m.heading,
    attitude: m.attitude,
    speed: Math.min(4, plane.maxLevelSpeed.medium),
    throttle: Math.min(4, plane.maxLevelSpeed.medium),
    outOfControl: null,
    fate: null,
    flown: "",
    loaded: false,
    caution: m.cautionSide,
    cautionSide: m.cautionSide,
    damage: {
      structure: 0,
      structureBoxes: plane.structure.boxes,
      ailerons: 0,
      elevator: 0,
      rudder: 0,
      controls: { ...plane.controls },
      engine: 0,
      speedLoss: 0,
      engineStopped: false,
      leaking: m.leaking,
      leakTurns: m.leaking ? 3 : 0,
      onFire: m.onFire,
      tankPunctured: false,
      crew: plane.crew.map(() => "healthy"),
      destroyed: false,
    },
    ammo: plane.crew.map((c) =>
      c.weapon
        ? { magazine: 0, rounds: c.weapon.magazines[0], needsReload: false, jammed: false }
        : null,
    ),
    pool: null,
    freezeAt: null,
    // A marker on the ground (a Scramble's plane unseen on its airfield) stands there, not flying at level 0.
    ...(m.hex.level === 0 ? { grounded: true } : {}),
  } as PlaneView;
}

/** Whether the view stands inside a Time Freezing (a freeze called and not yet played out). */
export function inFreeze(view: WvView): boolean {
  return view.planes.some((p) => p.freezeAt !== null);
}

const EVASION: Record<string, number> = { jink: -1, "barrel-roll": -2, "falling-leaf": -2 };

function planeFrom(v: PlaneView): PlaneState {
  const plane = planeOf(v.type);
  const d = v.damage;
  const damage: Damage = {
    structure: d.structure,
    ailerons: d.ailerons,
    elevator: d.elevator,
    rudder: d.rudder,
    engine: d.engine,
    speedLoss: d.speedLoss,
    tankPunctured: d.tankPunctured,
    leaking: d.leaking,
    leakTurns: d.leakTurns,
    engineStopped: d.engineStopped,
    onFire: d.onFire,
    goggles: false,
    crew: [...d.crew] as Damage["crew"],
    crackup: false,
    exploded: false,
    caution: v.caution,
  };
  const fires = v.flown ? mayFireDuring(v.flown) : { pilot: true, gunners: true };
  return {
    id: v.id,
    type: v.type,
    side: v.side,
    skill: v.skill as PlaneState["skill"],
    place: { x4: v.x4, half: v.half, heading: v.heading },
    flight: {
      half: v.half,
      attitude: v.attitude as PlaneState["flight"]["attitude"],
      speed: v.speed,
      outOfControl: v.outOfControl as PlaneState["flight"]["outOfControl"],
      lost: null,
      ...((v as { grounded?: boolean }).grounded ? { grounded: true } : {}),
    },
    throttle: v.throttle,
    damage,
    ammo: v.ammo.map((a) =>
      a ? { magazine: a.magazine, rounds: a.rounds, needsReload: a.needsReload } : null,
    ),
    jammed: v.ammo.map((a) => a?.jammed ?? false),
    loaded: v.loaded,
    fate: v.fate as Fate | null,
    flown: v.flown,
    evasion: EVASION[v.flown] ?? 0,
    pilotFires: fires.pilot,
    gunnersFire: fires.gunners,
    bombAimer: -1,
    freezeAt: null,
    fired: plane.crew.map(() => false),
  };
}

/** The options as far as the view tells them (the scenario by its title; else a generated mission). */
function optionsOf(view: WvView): WvOptions {
  const rules = Object.fromEntries(view.rules.map((r) => [r.key, r.on])) as unknown as WvRules;
  const sc = SCENARIOS.find((x) => x.name === view.title);
  const options: WvOptions = {
    scenario: sc ? sc.id : "mission",
    year: 1917,
    rules,
    turns: view.lastTurn,
  };
  if (view.matWidth !== MAT_WIDTH || view.megaRadius !== MEGA_RADIUS) {
    options.board = { matWidth: view.matWidth, reconstructed: false };
    if (view.megaRadius !== MEGA_RADIUS) options.board.megaRadius = view.megaRadius;
  }
  if (view.printed !== undefined) {
    options.printed = view.printed;
    // A worker's first sight of the game: its box file's planes registered before any is read.
    boxOf(options);
  }
  return options;
}

/**
 * A full state consistent with `view` (seat `side`), for playouts. Nothing in
 * it is random today: the unknowns are filled by rule, and the playouts'
 * dice and choices do the sampling.
 */
export function determinize(view: WvView, side: Side, memory?: WvMemory): WvState {
  const enemy: Side = side === "allies" ? "germans" : "allies";
  const options = optionsOf(view);
  const planes = view.planes.map(planeFrom);
  const remembered = new Set<string>();
  for (const m of view.markers ?? []) {
    const p = planeFrom(memory?.lastSeen[m.id] ?? guessPlane(view, m));
    // Where its marker stands; the rest as last seen (or as the scenario set it up).
    p.place = { x4: m.x4, half: m.half, heading: m.heading };
    p.flight = {
      ...p.flight,
      half: m.half,
      attitude: m.attitude as PlaneState["flight"]["attitude"],
    };
    p.fate = null;
    // Unseen, it moves last this turn in the drawn world.
    p.flown = "";
    p.evasion = 0;
    p.pilotFires = true;
    p.gunnersFire = true;
    planes.push(p);
    remembered.add(m.id);
  }
  planes.sort((a, b) =>
    a.side === b.side ? ID_NUMBER(a.id) - ID_NUMBER(b.id) : a.side === "allies" ? -1 : 1,
  );
  const n = planes.length;
  const sight = new Array<number>(n * n).fill(UNSEEN);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      if (planes[a].side === planes[b].side) continue;
      // What the view shows is seen by the seat's pilots; assume the enemy sees them back.
      if (!remembered.has(planes[a].id) && !remembered.has(planes[b].id)) sight[a * n + b] = SEEN;
    }
  const pending = {
    allies: { throttles: {} as Record<string, number>, flak: [] as number[], shots: [] as never[] },
    germans: {
      throttles: {} as Record<string, number>,
      flak: [] as number[],
      shots: [] as never[],
    },
  } as WvState["pending"];
  let phase: WvState["phase"];
  if (view.phase === "throttle") {
    phase = { kind: "throttle", ready: { allies: false, germans: false } };
    for (const t of view.throttles)
      if (t.chosen !== null && t.choices.length > 1) pending[side].throttles[t.plane] = t.chosen;
    pending[side].flak = view.flakMarkers.placed.map((h) => megaOf(h, view.megaRadius));
    // The enemy is still choosing (the seat would not be asked otherwise, or it cannot tell).
    phase.ready[enemy] = !view.waitingFor.includes(enemy);
  } else if (view.phase === "move") {
    const pools: Record<string, number> = {};
    for (const v of view.planes) if (v.pool) pools[v.id] = Math.max(0, POOL_NAMES.indexOf(v.pool));
    const live = planes.filter((p) => p.fate === null);
    const moved = live.filter((p) => p.flown !== "");
    const moving = live.find((p) => p.id === view.moving && p.flown === "");
    const rest = live
      .filter((p) => p.flown === "" && p !== moving)
      .sort(
        (a, b) =>
          (pools[a.id] ?? 9) - (pools[b.id] ?? 9) ||
          SKILL_RANK[a.skill] - SKILL_RANK[b.skill] ||
          a.flight.half - b.flight.half ||
          b.flight.speed - a.flight.speed,
      );
    const order = [...moved, ...(moving ? [moving] : []), ...rest].map((p) => p.id);
    phase = {
      kind: "move",
      order,
      next: moved.length,
      pools,
      groups: [],
      closed: [],
      freeze: null,
    };
  } else if (view.phase === "fire") {
    phase = { kind: "fire", ready: { allies: false, germans: false } };
    pending[side].shots = view.namedShots.map((x) => ({ ...x })) as never[];
    phase.ready[enemy] = !view.waitingFor.includes(enemy);
    phase.ready[side] = !view.waitingFor.includes(side);
  } else phase = { kind: "over" };
  // A throttle the seat cannot know (an unseen plane's) set to one the plane may fly with now.
  if (phase.kind === "move")
    for (const p of planes) {
      if (p.fate !== null || p.flown !== "") continue;
      const choices = throttleChoices({ options } as WvState, p);
      if (!choices.includes(p.throttle)) p.throttle = choices[choices.length - 1];
    }
  const missions = view.missions
    ? ({
        allies: view.missions.find((m) => m.side === "allies")?.id,
        germans: view.missions.find((m) => m.side === "germans")?.id,
      } as Record<Side, MissionId>)
    : null;
  return {
    v: 1,
    options,
    title: view.title,
    turn: view.turn,
    lastTurn: view.lastTurn,
    mats: view.mats,
    front: view.front,
    weather: structuredClone(view.weather),
    missions,
    tallies: { allies: emptyTally(), germans: emptyTally() },
    targets: view.targets.map((t) => ({
      kind: t.kind,
      hex: { ...t.hex },
      damage: t.damage,
      destroyed: t.destroyed,
      side: t.side,
    })),
    planes,
    sight,
    targetSight: new Array<number>(n * view.targets.length).fill(SEEN),
    phase,
    pending,
    flak: view.flak.map((b) => ({ side: b.side, mega: megaOf(b.hex, view.megaRadius) })),
    events: [],
    revealed: false,
    vp: { ...view.vp },
  };
}

function clonePlane(p: PlaneState): PlaneState {
  return {
    ...p,
    place: { ...p.place },
    flight: { ...p.flight },
    damage: { ...p.damage, crew: [...p.damage.crew] },
    ammo: p.ammo.map((a) => (a ? { ...a } : null)),
    jammed: [...p.jammed],
    fired: [...p.fired],
    freezeAt: p.freezeAt ? { ...p.freezeAt } : null,
  };
}

function clonePhase(ph: WvState["phase"]): WvState["phase"] {
  switch (ph.kind) {
    case "move":
      return {
        ...ph,
        order: [...ph.order],
        pools: { ...ph.pools },
        groups: ph.groups.map((g) => [...g]),
        closed: [...ph.closed],
        freeze: ph.freeze ? { ...ph.freeze, pool: [...ph.freeze.pool] } : null,
      };
    case "throttle":
      return { ...ph, ready: { ...ph.ready } };
    case "fire":
      return {
        ...ph,
        ready: { ...ph.ready },
        resume: ph.resume ? (clonePhase(ph.resume) as MovePhase) : undefined,
      };
    default:
      return ph;
  }
}

const clonePending = (p: WvState["pending"]["allies"]) => ({
  throttles: { ...p.throttles },
  flak: [...p.flak],
  shots: p.shots.map((x) => ({ ...x })),
});

/**
 * A copy of a drawn state for one playout, quicker than a structured clone:
 * everything a turn changes is copied; the options and the weather, which
 * the turn only reads, are shared.
 */
export function cloneState(s: WvState): WvState {
  return {
    ...s,
    tallies: { allies: { ...s.tallies.allies }, germans: { ...s.tallies.germans } },
    targets: s.targets.map((t) => ({ ...t, hex: { ...t.hex } })),
    planes: s.planes.map(clonePlane),
    sight: [...s.sight],
    targetSight: s.targetSight ? [...s.targetSight] : undefined,
    phase: clonePhase(s.phase),
    pending: { allies: clonePending(s.pending.allies), germans: clonePending(s.pending.germans) },
    flak: s.flak.map((f) => ({ ...f })),
    events: [],
    vp: { ...s.vp },
  };
}
