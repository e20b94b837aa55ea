/**
 * The convoy game in the kernel (convoy.as.ts is the module's entry): fast.ts
 * line for line (the same fields, the same tables, the same dice in the same
 * order) and the advisor's rollouts of advisor.ts (each turn and each option
 * on its own stream), so a seed gives the same game and the same estimates
 * on either path; kernel.test.ts checks both on thousands of seeds.
 *
 * Compiled with unchecked indexing: every index below is in range by
 * construction (fields by name, tables by die faces and clamped totals).
 *
 * The dice. The generator's state rests in four globals between games; the
 * functions that roll (setup and playOut) take it into locals ra, rb, rc, rd
 * for their whole run, where the engine keeps it in registers: a die from
 * globals costs half as much again, and a game rolls about 110. That is why
 * a raid is written inside playOut and not in a function of its own (a call
 * would hand the state over through the globals: measured 18% slower in
 * all). build.mjs expands the word `ROLL` before compiling into one d6 from
 * those locals. A line with a ROLL is a plain statement (no `else`, loop
 * head, `?`, `&&` or `||`), so its die is rolled exactly when the line runs;
 * build.mjs refuses any other.
 */

// The game's fields, as in fast.ts. Ship-type blocks: tanker, cargo, carrier, cruiser, destroyer.
const INTACT = 0;
const DAMAGED = 5;
export const SUNK = 10;
const DEPARTED = 15;
const START = 20;
const LENGTH = 25;
const FRIENDLY = 26;
export const TURN = 27;
const COVER = 28;
const CARRIED = 29;
const ACTIVE = 30;
const LEFT = 31;
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
export const OPTIONS = 4;

/** The game being played. */
export const s = new StaticArray<i32>(FIELDS);
// The generator (sfc32, as in engine/rng.ts).
let a: u32 = 0;
let b: u32 = 0;
let c: u32 = 0;
let d: u32 = 0;

function mix32(x: u32): u32 {
  let z = x + 0x9e3779b9;
  z = (z ^ (z >>> 16)) * 0x21f0aaad;
  z = (z ^ (z >>> 15)) * 0x735a2d97;
  return z ^ (z >>> 15);
}

export function gameSeed(seed: u32, index: u32): u32 {
  return mix32(mix32(seed) ^ (index * 0x85ebca6b));
}

export function seedRng(seed: u32): void {
  a = mix32(seed);
  b = mix32(a ^ 0x68e31da4);
  c = mix32(b ^ 0xb5297a4d);
  d = mix32(c ^ 0x1b56c4e9);
}

const CONTACT_BY_OPTION: StaticArray<i32> = [0, 0, 1, -2, 0];
const INTERCEPT_BY_OPTION: StaticArray<i32> = [0, -1, 0, 0, 2];
const ATTACK_BY_OPTION: StaticArray<i32> = [0, 0, 0, 0, 1];
const TARGET_BY_OPTION: StaticArray<i32> = [0, 2, 0, 0, 0];
const CARRIED_BY_CONTACT: StaticArray<i32> = [0, -1, 0, 0, 2, 0, 0, 0, 0];
const FORCE_BY_KIND: StaticArray<i32> = [0, -1, 0, 0, 0, 0, 1];
const ATTACK_BY_KIND: StaticArray<i32> = [0, 0, -1, -1, 1, 1, 0];
const ATTACK_RESULT: StaticArray<i32> = [0, 0, 0, 1, 1, 2, 2, 2, 2];
const TARGET_TYPE: StaticArray<i32> = [
  -1,
  TANKER,
  CARGO,
  CARRIER,
  CARRIER,
  CRUISER,
  DESTROYER,
  DESTROYER,
  DESTROYER,
];

export function setup(): void {
  let ra = a;
  let rb = b;
  let rc = c;
  let rd = d;
  for (let i = 0; i < FIELDS; i++) s[i] = 0;
  const cargo1 = ROLL;
  const cargo2 = ROLL;
  const cargo3 = ROLL;
  const tanker = ROLL;
  const carrier = (ROLL + 1) >> 1;
  const cruiser = ROLL * 5;
  const destroyer = ROLL * 10;
  const cargo = cargo1 + cargo2 + cargo3;
  s[INTACT + TANKER] = tanker;
  s[START + TANKER] = tanker;
  s[INTACT + CARGO] = cargo;
  s[START + CARGO] = cargo;
  s[INTACT + CARRIER] = carrier;
  s[START + CARRIER] = carrier;
  s[INTACT + CRUISER] = cruiser;
  s[START + CRUISER] = cruiser;
  s[INTACT + DESTROYER] = destroyer;
  s[START + DESTROYER] = destroyer;
  s[LENGTH] = 20 + ROLL;
  s[FRIENDLY] = ROLL;
  s[ACTIVE] = -1;
  a = ra;
  b = rb;
  c = rc;
  d = rd;
}

function depart(type: i32, n: i32): i32 {
  const iv = s[INTACT + type];
  const intact = iv < n ? iv : n;
  s[INTACT + type] = iv - intact;
  const dv = s[DAMAGED + type];
  const damaged = dv < n - intact ? dv : n - intact;
  s[DAMAGED + type] = dv - damaged;
  s[DEPARTED + type] += intact + damaged;
  return n - intact - damaged;
}

function planChoice(
  options: StaticArray<i32>,
  turns: StaticArray<i32>,
  length: i32,
  t: i32,
  used: i32,
): i32 {
  for (let i = 0; i < length; i++) {
    const o = options[i];
    if ((used & (1 << o)) === 0 && t >= turns[i]) return o;
  }
  return -1;
}

/**
 * Plays the game in `s` to the end of the journey (fast.ts's fastPlayOut
 * with fastTurn, fastDeclare and a raid, the turn's own fields and the
 * generator kept in locals). Options come from the plan given. `keyed` plays
 * a rollout as the advisor does: `first` (an option, or −1) is the choice of
 * the next turn and the plan is read only from the turn after, each option's
 * rolls come from its own stream and each turn's from its own.
 */
export function playOut(
  first: i32,
  keyed: bool,
  options: StaticArray<i32>,
  turns: StaticArray<i32>,
  planLength: i32,
): void {
  let ra = a;
  let rb = b;
  let rc = c;
  let rd = d;
  let t = s[TURN];
  let length = s[LENGTH];
  let cover = s[COVER];
  let carried = s[CARRIED];
  let active = s[ACTIVE];
  let left = s[LEFT];
  let used = s[USED];
  const friendly = s[FRIENDLY];
  let choose = !keyed;
  let option = first;
  while (t < length) {
    t++;
    if (choose && active < 0 && used !== 15)
      option = planChoice(options, turns, planLength, t, used);
    choose = true;
    if (option >= 0) {
      // Declared at the start of the turn (R12).
      if (keyed) {
        const at = OPTION_STREAMS + 4 * option;
        ra = streams[at];
        rb = streams[at + 1];
        rc = streams[at + 2];
        rd = streams[at + 3];
      }
      active = option;
      left = ROLL;
      used |= 1 << option;
      if (option === EVADE) {
        const added = (ROLL + 1) >> 1;
        length += added;
      }
      option = -1;
    }
    if (keyed) {
      const at = 4 * t;
      ra = streams[at];
      rb = streams[at + 1];
      rc = streams[at + 2];
      rd = streams[at + 3];
    }
    if (cover === 0 && 2 * t >= length) {
      cover = t;
      const intact = s[INTACT + CARRIER];
      const damaged = s[DAMAGED + CARRIER];
      for (let i = 0; i < intact + damaged; i++) {
        const goes = ROLL;
        if (goes < 4) continue;
        const escort = 3 + ROLL;
        if (i < intact) s[INTACT + CARRIER] -= 1;
        else s[DAMAGED + CARRIER] -= 1;
        s[DEPARTED + CARRIER] += 1;
        depart(CRUISER, depart(DESTROYER, escort));
      }
    }
    if (t > friendly) {
      let contact = ROLL + carried + CONTACT_BY_OPTION[active + 1];
      if (contact < 1) contact = 1;
      else if (contact > 8) contact = 8;
      carried = CARRIED_BY_CONTACT[contact];
      if (contact >= 5) {
        // A raid (R7–R10).
        s[RAIDS] += 1;
        const kind = ROLL;
        const forceDie = ROLL;
        let force = forceDie + contact - 6 + FORCE_BY_KIND[kind] - (active === SPLIT ? 1 : 0);
        if (force < 1) force = 1;
        const carriers = s[INTACT + CARRIER] + s[DAMAGED + CARRIER];
        let n = 3 + carriers + INTERCEPT_BY_OPTION[active + 1];
        if (s[INTACT + CRUISER] + s[DAMAGED + CRUISER] === 0) n--;
        if (s[INTACT + DESTROYER] + s[DAMAGED + DESTROYER] === 0) n--;
        let caught = 0;
        for (let i = 0; i < n; i++) {
          const die = ROLL;
          caught += <i32>(die === 1);
        }
        s[INTERCEPTIONS] += caught;
        force = force > caught ? force - caught : 0;
        const attackMod = ATTACK_BY_KIND[kind] + ATTACK_BY_OPTION[active + 1];
        const targetMod = TARGET_BY_OPTION[active + 1];
        for (let i = 0; i < force; i++) {
          const result = ATTACK_RESULT[ROLL + attackMod];
          if (result === 0) continue;
          let type = TARGET_TYPE[ROLL + targetMod];
          if (type === CARRIER && s[INTACT + CARRIER] + s[DAMAGED + CARRIER] === 0) type = CARGO;
          const intactShips = s[INTACT + type];
          const damagedShips = s[DAMAGED + type];
          if (intactShips + damagedShips === 0) continue;
          if (result === 2) {
            if (intactShips > 0) s[INTACT + type] = intactShips - 1;
            else s[DAMAGED + type] = damagedShips - 1;
            s[SUNK + type] += 1;
          } else if (damagedShips === 0) {
            s[INTACT + type] = intactShips - 1;
            s[DAMAGED + type] = 1;
          } else {
            const sinks = ROLL;
            if (sinks <= 3) {
              s[DAMAGED + type] = damagedShips - 1;
              s[SUNK + type] += 1;
            } else if (intactShips > 0) {
              s[INTACT + type] = intactShips - 1;
              s[DAMAGED + type] = damagedShips + 1;
            }
          }
        }
      }
    }
    if (active >= 0) {
      left--;
      if (left === 0) active = -1;
    }
  }
  s[TURN] = t;
  s[LENGTH] = length;
  s[COVER] = cover;
  s[CARRIED] = carried;
  s[ACTIVE] = active;
  s[LEFT] = left;
  s[USED] = used;
  a = ra;
  b = rb;
  c = rc;
  d = rd;
}

export function score(): i32 {
  let v =
    100 -
    3 * s[SUNK + TANKER] -
    2 * s[SUNK + CARGO] -
    5 * s[SUNK + CARRIER] -
    s[SUNK + CRUISER] +
    s[INTERCEPTIONS];
  if (s[SUNK + TANKER] > 0 && s[INTACT + TANKER] + s[DAMAGED + TANKER] === 0) v -= 10;
  if (s[SUNK + CARGO] > 0 && s[INTACT + CARGO] + s[DAMAGED + CARGO] === 0) v -= 10;
  return v;
}

/** The memory offsets of the blocks JavaScript reads and writes, in this order. */
// The advisor's rollouts (advisor.ts).
const MAX_TURNS = 29;
export const streams = new StaticArray<u32>(4 * (MAX_TURNS + 1 + OPTIONS));
const OPTION_STREAMS = 4 * (MAX_TURNS + 1);

/**
 * Seeds the streams of the rollout keyed `key` (advisor.ts's seedStreams):
 * one generator seeded with the key, its outputs taken four at a time as the
 * starting states of each option's stream, then of each turn's after `from`.
 */
export function seedStreams(key: u32, from: i32): void {
  seedRng(key);
  let ra = a;
  let rb = b;
  let rc = c;
  let rd = d;
  const words = 4 * OPTIONS + OPTION_STREAMS - 4 * (from + 1);
  for (let i = 0; i < words; i++) {
    const t = ra + rb + rd;
    ra = rb ^ (rb >>> 9);
    rb = rc + (rc << 3);
    rc = rotl<u32>(rc, 21) + t;
    rd = rd + 1;
    streams[i < 4 * OPTIONS ? OPTION_STREAMS + i : 4 * (from + 1) + i - 4 * OPTIONS] = t;
  }
}
