/**
 * The simulator's fast path: the same rules as rules.ts on a flat Int32Array,
 * the generator's state in a Int32Array `r`, the tables as precomputed
 * look-ups in place of chains of tests, no allocation and no log. It draws
 * exactly the same rolls in the same order as the plain path, so the same
 * seed gives the same game (fast.test.ts checks it on thousands of seeds).
 */
import { mix32, type RngState } from "../../engine/rng.js";
import { OPTIONS, SHIP_TYPES, type ShipType } from "./data.js";
import type { ConvoyState } from "./state.js";

// Field offsets. Ship-type blocks follow SHIP_TYPES: tanker, cargo, carrier, cruiser, destroyer.
export const INTACT = 0;
export const DAMAGED = 5;
export const SUNK = 10;
export const DEPARTED = 15;
export const START = 20;
export const LENGTH = 25;
export const FRIENDLY = 26;
export const TURN = 27;
/** Turn of the covering-force check, 0 until made. */
export const COVER = 28;
export const CARRIED = 29;
/** Active option index (OPTIONS order) or -1. */
export const ACTIVE = 30;
export const LEFT = 31;
/** Bit i set: option i has been taken. */
export const USED = 32;
export const INTERCEPTIONS = 33;
export const RAIDS = 34;
export const FIELDS = 35;

const TANKER = 0;
const CARGO = 1;
const CARRIER = 2;
const CRUISER = 3;
const DESTROYER = 4;
const SPLIT = 1;
const EVADE = 2;

const INV32 = 2.3283064365386963e-10;

/** One d6 from the generator in `r` (sfc32, as in engine/rng.ts). */
function d6(r: Int32Array): number {
  const a = r[0];
  const b = r[1];
  const c = r[2];
  const d = r[3];
  const t = (((a + b) | 0) + d) | 0;
  r[0] = b ^ (b >>> 9);
  r[1] = (c + (c << 3)) | 0;
  r[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  r[3] = (d + 1) | 0;
  return 1 + (((t >>> 0) * 6 * INV32) | 0);
}

/** One d3 from the generator in `r`: ⌈d6 / 2⌉ of the same output is exactly engine/rng.ts's d3. */
function d3(r: Int32Array): number {
  return (d6(r) + 1) >> 1;
}

// The tables, precomputed as look-ups (data.ts; R4–R9). Indexed by option: [active + 1], none first.
const CONTACT_BY_OPTION = Int32Array.of(0, 0, 1, -2, 0);
const INTERCEPT_BY_OPTION = Int32Array.of(0, -1, 0, 0, 2);
const ATTACK_BY_OPTION = Int32Array.of(0, 0, 0, 0, 1);
const TARGET_BY_OPTION = Int32Array.of(0, 2, 0, 0, 0);
/** Contact total (1..8) → modifier carried to the next contact roll. */
const CARRIED_BY_CONTACT = Int32Array.of(0, -1, 0, 0, 2, 0, 0, 0, 0);
/** Enemy type roll → force and attack modifiers. */
const FORCE_BY_KIND = Int32Array.of(0, -1, 0, 0, 0, 0, 1);
const ATTACK_BY_KIND = Int32Array.of(0, 0, -1, -1, 1, 1, 0);
/** Attack die + modifier (0..8, read between 1 and 6) → 0 miss, 1 damaged, 2 destroyed. */
const ATTACK_RESULT = Int32Array.of(0, 0, 0, 1, 1, 2, 2, 2, 2);
/** Target die + modifier (1..8, read up to 6) → ship type. */
const TARGET_TYPE = Int32Array.of(
  -1,
  TANKER,
  CARGO,
  CARRIER,
  CARRIER,
  CRUISER,
  DESTROYER,
  DESTROYER,
  DESTROYER,
);

export function newFastState(): Int32Array {
  return new Int32Array(FIELDS);
}

export function rngArray(state: RngState, into: Int32Array = new Int32Array(4)): Int32Array {
  into[0] = state[0];
  into[1] = state[1];
  into[2] = state[2];
  into[3] = state[3];
  return into;
}

/** Seeds `r` as engine/rng.ts seedRng does, without allocating. */
export function seedInto(r: Int32Array, seed: number): Int32Array {
  r[0] = mix32(seed);
  r[1] = mix32(r[0] ^ 0x68e31da4);
  r[2] = mix32(r[1] ^ 0xb5297a4d);
  r[3] = mix32(r[2] ^ 0x1b56c4e9);
  return r;
}

/** Set-up (R1). */
export function fastSetup(s: Int32Array, r: Int32Array): void {
  s.fill(0);
  const cargo = d6(r) + d6(r) + d6(r);
  const tanker = d6(r);
  const carrier = d3(r);
  const cruiser = d6(r) * 5;
  const destroyer = d6(r) * 10;
  s[INTACT + TANKER] = s[START + TANKER] = tanker;
  s[INTACT + CARGO] = s[START + CARGO] = cargo;
  s[INTACT + CARRIER] = s[START + CARRIER] = carrier;
  s[INTACT + CRUISER] = s[START + CRUISER] = cruiser;
  s[INTACT + DESTROYER] = s[START + DESTROYER] = destroyer;
  s[LENGTH] = 20 + d6(r);
  s[FRIENDLY] = d6(r);
  s[ACTIVE] = -1;
}

/** Takes up to `n` warships of `type` away with a departing carrier; returns how many are still owed. */
function depart(s: Int32Array, type: number, n: number): number {
  const intact = s[INTACT + type] < n ? s[INTACT + type] : n;
  s[INTACT + type] -= intact;
  const damaged = s[DAMAGED + type] < n - intact ? s[DAMAGED + type] : n - intact;
  s[DAMAGED + type] -= damaged;
  s[DEPARTED + type] += intact + damaged;
  return n - intact - damaged;
}

function coverCarrier(s: Int32Array, r: Int32Array, block: number): void {
  if (d6(r) < 4) return;
  const escort = 3 + d6(r);
  s[block + CARRIER]--;
  s[DEPARTED + CARRIER]++;
  depart(s, CRUISER, depart(s, DESTROYER, escort));
}

function strike(s: Int32Array, r: Int32Array, destroyed: boolean, type: number): void {
  const intact = s[INTACT + type];
  const damaged = s[DAMAGED + type];
  if (intact + damaged === 0) return;
  if (destroyed) {
    if (intact > 0) s[INTACT + type] = intact - 1;
    else s[DAMAGED + type] = damaged - 1;
    s[SUNK + type]++;
  } else if (damaged === 0) {
    s[INTACT + type] = intact - 1;
    s[DAMAGED + type] = 1;
  } else if (d6(r) <= 3) {
    s[DAMAGED + type] = damaged - 1;
    s[SUNK + type]++;
  } else if (intact > 0) {
    s[INTACT + type] = intact - 1;
    s[DAMAGED + type] = damaged + 1;
  }
}

function raid(s: Int32Array, r: Int32Array, contactForce: number, active: number): void {
  s[RAIDS]++;
  const kind = d6(r);
  let force = d6(r) + contactForce + FORCE_BY_KIND[kind] - (active === SPLIT ? 1 : 0);
  if (force < 1) force = 1;

  const carriers = s[INTACT + CARRIER] + s[DAMAGED + CARRIER];
  let n = 3 + carriers + INTERCEPT_BY_OPTION[active + 1];
  if (s[INTACT + CRUISER] + s[DAMAGED + CRUISER] === 0) n--;
  if (s[INTACT + DESTROYER] + s[DAMAGED + DESTROYER] === 0) n--;
  let caught = 0;
  // A 1 is an interception: (face − 2) >>> 31 is 1 for a 1 and 0 otherwise.
  for (let i = 0; i < n; i++) caught += (d6(r) - 2) >>> 31;
  s[INTERCEPTIONS] += caught;
  force = force > caught ? force - caught : 0;

  const attackMod = ATTACK_BY_KIND[kind] + ATTACK_BY_OPTION[active + 1];
  const targetMod = TARGET_BY_OPTION[active + 1];
  for (let i = 0; i < force; i++) {
    const result = ATTACK_RESULT[d6(r) + attackMod];
    if (result === 0) continue;
    let type = TARGET_TYPE[d6(r) + targetMod];
    if (type === CARRIER && s[INTACT + CARRIER] + s[DAMAGED + CARRIER] === 0) type = CARGO;
    strike(s, r, result === 2, type);
  }
}

/** Declares option `o` at the start of a turn (R12). */
export function fastDeclare(s: Int32Array, r: Int32Array, o: number): void {
  s[ACTIVE] = o;
  s[LEFT] = d6(r);
  s[USED] |= 1 << o;
  if (o === EVADE) s[LENGTH] += d3(r);
}

/** Plays the next turn with no new option unless `option` ≥ 0 is given (it must be allowed). */
export function fastTurn(s: Int32Array, r: Int32Array, option: number): void {
  const t = s[TURN] + 1;
  if (option >= 0) fastDeclare(s, r, option);
  if (s[COVER] === 0 && 2 * t >= s[LENGTH]) {
    s[COVER] = t;
    const intact = s[INTACT + CARRIER];
    const damaged = s[DAMAGED + CARRIER];
    for (let i = 0; i < intact; i++) coverCarrier(s, r, INTACT);
    for (let i = 0; i < damaged; i++) coverCarrier(s, r, DAMAGED);
  }
  const active = s[ACTIVE];
  if (t > s[FRIENDLY]) {
    let c = d6(r) + s[CARRIED] + CONTACT_BY_OPTION[active + 1];
    if (c < 1) c = 1;
    else if (c > 8) c = 8;
    s[CARRIED] = CARRIED_BY_CONTACT[c];
    if (c >= 5) raid(s, r, c - 6, active);
  }
  if (active >= 0 && --s[LEFT] === 0) s[ACTIVE] = -1;
  s[TURN] = t;
}

/**
 * A static plan: option indices and the first turn each may be declared,
 * in priority order (the `plan:` policy). Empty for `none`.
 */
export interface FastPlan {
  options: Int32Array;
  turns: Int32Array;
}

export const NO_PLAN: FastPlan = { options: new Int32Array(0), turns: new Int32Array(0) };

/** Chooses an option index (or -1) at a turn where one may be declared. */
export type Decide = (s: Int32Array, r: Int32Array) => number;

export function planChoice(s: Int32Array, plan: FastPlan): number {
  const t = s[TURN] + 1;
  const used = s[USED];
  for (let i = 0; i < plan.options.length; i++) {
    const o = plan.options[i];
    if ((used & (1 << o)) === 0 && t >= plan.turns[i]) return o;
  }
  return -1;
}

/**
 * Plays from the current state to the end of the journey, options by `plan`
 * or, if given, by `decide` at every turn where one may be declared.
 */
export function fastPlayOut(
  s: Int32Array,
  r: Int32Array,
  plan: FastPlan,
  decide: Decide | null = null,
): void {
  const planned = plan.options.length > 0;
  while (s[TURN] < s[LENGTH]) {
    let option = -1;
    if (s[ACTIVE] < 0 && s[USED] !== 15) {
      if (decide !== null) option = decide(s, r);
      else if (planned) option = planChoice(s, plan);
    }
    fastTurn(s, r, option);
  }
}

export function fastScore(s: Int32Array): number {
  let score =
    100 -
    3 * s[SUNK + TANKER] -
    2 * s[SUNK + CARGO] -
    5 * s[SUNK + CARRIER] -
    s[SUNK + CRUISER] +
    s[INTERCEPTIONS];
  if (s[SUNK + TANKER] > 0 && s[INTACT + TANKER] + s[DAMAGED + TANKER] === 0) score -= 10;
  if (s[SUNK + CARGO] > 0 && s[INTACT + CARGO] + s[DAMAGED + CARGO] === 0) score -= 10;
  return score;
}

/** Loads a plain-path state into the flat form (the advisor's rollouts start here). */
export function toFast(state: ConvoyState, s: Int32Array = newFastState()): Int32Array {
  SHIP_TYPES.forEach((type: ShipType, i) => {
    const f = state.ships[type];
    s[INTACT + i] = f.intact;
    s[DAMAGED + i] = f.damaged;
    s[SUNK + i] = f.sunk;
    s[DEPARTED + i] = f.departed;
    s[START + i] = f.start;
  });
  s[LENGTH] = state.length;
  s[FRIENDLY] = state.friendly;
  s[TURN] = state.turn;
  s[COVER] = state.coverTurn ?? 0;
  s[CARRIED] = state.carried;
  s[ACTIVE] = state.active ? OPTIONS.indexOf(state.active.option) : -1;
  s[LEFT] = state.active ? state.active.turnsLeft : 0;
  s[USED] = state.taken.reduce((m, t) => m | (1 << OPTIONS.indexOf(t.option)), 0);
  s[INTERCEPTIONS] = state.interceptions;
  s[RAIDS] = state.raids;
  return s;
}
