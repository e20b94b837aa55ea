/**
 * The simulator's kernel in AssemblyScript, compiled to WebAssembly
 * (`npm run build:wasm` writes convoy-wasm.ts). It is fast.ts line for line
 * (the same fields, the same tables, the same dice in the same order) and
 * the advisor's rollouts of advisor.ts (each turn and each option on its own
 * stream), so a seed gives the same game and the same estimates on either
 * path; kernel.test.ts checks both on thousands of seeds. JavaScript reads
 * and writes the blocks below through the module's memory.
 *
 * Compiled with unchecked indexing: every index below is in range by
 * construction (fields by name, tables by die faces and clamped totals).
 */

// The game's fields, as in fast.ts. Ship-type blocks: tanker, cargo, carrier, cruiser, destroyer.
const INTACT = 0;
const DAMAGED = 5;
const SUNK = 10;
const DEPARTED = 15;
const START = 20;
const LENGTH = 25;
const FRIENDLY = 26;
const TURN = 27;
const COVER = 28;
const CARRIED = 29;
const ACTIVE = 30;
const LEFT = 31;
const USED = 32;
const INTERCEPTIONS = 33;
const RAIDS = 34;
const FIELDS = 35;

const TANKER = 0;
const CARGO = 1;
const CARRIER = 2;
const CRUISER = 3;
const DESTROYER = 4;
const SPLIT = 1;
const EVADE = 2;
const OPTIONS = 4;

/** The game being played. */
const s = new StaticArray<i32>(FIELDS);
/** The state a batch of rollouts starts from (written by JavaScript). */
const start = new StaticArray<i32>(FIELDS);
/** A plan: option indices, then the first turn of each (written by JavaScript). */
const planOptions = new StaticArray<i32>(OPTIONS);
const planTurns = new StaticArray<i32>(OPTIONS);
let planLength = 0;
/** The base plan of the advisor's rollouts. */
const baseOptions = new StaticArray<i32>(OPTIONS);
const baseTurns = new StaticArray<i32>(OPTIONS);
let baseLength = 0;

/**
 * A batch's tally: scores counted at [score + 64]. Every score fits: the
 * worst convoy loses 6 tankers, 18 cargo ships, 3 carriers and 30 cruisers
 * with both −10s (−19), and at most 5 interceptions in each of 29 raids
 * lifts the best to 245.
 */
const COUNTED = 512;
const OFFSET = 64;
const counts = new StaticArray<f64>(COUNTED);
const sunk = new StaticArray<f64>(5);
const optionsTaken = new StaticArray<f64>(OPTIONS);
let interceptions: f64 = 0;
let raids: f64 = 0;

/** Rollout candidates and their sums (as advisor.ts's rolloutSums). */
const MAX_CANDIDATES = 8;
const candidates = new StaticArray<i32>(MAX_CANDIDATES);
const sums = new StaticArray<f64>(2 * MAX_CANDIDATES + 2 * MAX_CANDIDATES * MAX_CANDIDATES);
const scores = new StaticArray<f64>(MAX_CANDIDATES);

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

function gameSeed(seed: u32, index: u32): u32 {
  return mix32(mix32(seed) ^ (index * 0x85ebca6b));
}

function seedRng(seed: u32): void {
  a = mix32(seed);
  b = mix32(a ^ 0x68e31da4);
  c = mix32(b ^ 0xb5297a4d);
  d = mix32(c ^ 0x1b56c4e9);
}

function d6(): i32 {
  const t = a + b + d;
  a = b ^ (b >>> 9);
  b = c + (c << 3);
  c = rotl<u32>(c, 21) + t;
  d = d + 1;
  return 1 + <i32>((<u64>t * 6) >>> 32);
}

function d3(): i32 {
  return (d6() + 1) >> 1;
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

function setup(): void {
  for (let i = 0; i < FIELDS; i++) s[i] = 0;
  const cargo = d6() + d6() + d6();
  const tanker = d6();
  const carrier = d3();
  const cruiser = d6() * 5;
  const destroyer = d6() * 10;
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
  s[LENGTH] = 20 + d6();
  s[FRIENDLY] = d6();
  s[ACTIVE] = -1;
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

function coverCarrier(block: i32): void {
  if (d6() < 4) return;
  const escort = 3 + d6();
  s[block + CARRIER] -= 1;
  s[DEPARTED + CARRIER] += 1;
  depart(CRUISER, depart(DESTROYER, escort));
}

function strike(destroyed: bool, type: i32): void {
  const intact = s[INTACT + type];
  const damaged = s[DAMAGED + type];
  if (intact + damaged === 0) return;
  if (destroyed) {
    if (intact > 0) s[INTACT + type] = intact - 1;
    else s[DAMAGED + type] = damaged - 1;
    s[SUNK + type] += 1;
  } else if (damaged === 0) {
    s[INTACT + type] = intact - 1;
    s[DAMAGED + type] = 1;
  } else if (d6() <= 3) {
    s[DAMAGED + type] = damaged - 1;
    s[SUNK + type] += 1;
  } else if (intact > 0) {
    s[INTACT + type] = intact - 1;
    s[DAMAGED + type] = damaged + 1;
  }
}

function raid(contactForce: i32, active: i32): void {
  s[RAIDS] += 1;
  const kind = d6();
  let force = d6() + contactForce + FORCE_BY_KIND[kind] - (active === SPLIT ? 1 : 0);
  if (force < 1) force = 1;
  const carriers = s[INTACT + CARRIER] + s[DAMAGED + CARRIER];
  let n = 3 + carriers + INTERCEPT_BY_OPTION[active + 1];
  if (s[INTACT + CRUISER] + s[DAMAGED + CRUISER] === 0) n--;
  if (s[INTACT + DESTROYER] + s[DAMAGED + DESTROYER] === 0) n--;
  let caught = 0;
  for (let i = 0; i < n; i++) caught += <i32>(d6() === 1);
  s[INTERCEPTIONS] += caught;
  force = force > caught ? force - caught : 0;
  const attackMod = ATTACK_BY_KIND[kind] + ATTACK_BY_OPTION[active + 1];
  const targetMod = TARGET_BY_OPTION[active + 1];
  for (let i = 0; i < force; i++) {
    const result = ATTACK_RESULT[d6() + attackMod];
    if (result === 0) continue;
    let type = TARGET_TYPE[d6() + targetMod];
    if (type === CARRIER && s[INTACT + CARRIER] + s[DAMAGED + CARRIER] === 0) type = CARGO;
    strike(result === 2, type);
  }
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
 * with fastTurn and fastDeclare, the turn's own fields kept in locals).
 * Options come from the plan given. `keyed` plays a rollout as the advisor
 * does: `first` (an option, or −1) is the choice of the next turn and the
 * plan is read only from the turn after, each option's rolls come from its
 * own stream and each turn's from its own.
 */
function playOut(
  first: i32,
  keyed: bool,
  options: StaticArray<i32>,
  turns: StaticArray<i32>,
  planLength: i32,
): void {
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
      if (keyed) streamAt(OPTION_STREAMS + 4 * option);
      active = option;
      left = d6();
      used |= 1 << option;
      if (option === EVADE) length += d3();
      option = -1;
    }
    if (keyed) streamAt(4 * t);
    if (cover === 0 && 2 * t >= length) {
      cover = t;
      const intact = s[INTACT + CARRIER];
      const damaged = s[DAMAGED + CARRIER];
      for (let i = 0; i < intact; i++) coverCarrier(INTACT);
      for (let i = 0; i < damaged; i++) coverCarrier(DAMAGED);
    }
    if (t > friendly) {
      let contact = d6() + carried + CONTACT_BY_OPTION[active + 1];
      if (contact < 1) contact = 1;
      else if (contact > 8) contact = 8;
      carried = CARRIED_BY_CONTACT[contact];
      if (contact >= 5) raid(contact - 6, active);
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
}

function score(): i32 {
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
export function layout(at: i32): usize {
  if (at === 0) return changetype<usize>(s);
  if (at === 1) return changetype<usize>(start);
  if (at === 2) return changetype<usize>(planOptions);
  if (at === 3) return changetype<usize>(planTurns);
  if (at === 4) return changetype<usize>(baseOptions);
  if (at === 5) return changetype<usize>(baseTurns);
  if (at === 6) return changetype<usize>(counts);
  if (at === 7) return changetype<usize>(sunk);
  if (at === 8) return changetype<usize>(optionsTaken);
  if (at === 9) return changetype<usize>(candidates);
  if (at === 10) return changetype<usize>(sums);
  return 0;
}

export function setPlans(plan: i32, base: i32): void {
  planLength = plan;
  baseLength = base;
}

/** The tally's counters JavaScript cannot read from a block: interceptions (0) and raids (1). */
export function tallied(at: i32): f64 {
  return at === 0 ? interceptions : raids;
}

export function clearTally(): void {
  for (let i = 0; i < COUNTED; i++) counts[i] = 0;
  for (let i = 0; i < 5; i++) sunk[i] = 0;
  for (let i = 0; i < OPTIONS; i++) optionsTaken[i] = 0;
  interceptions = 0;
  raids = 0;
}

/**
 * Plays games [from, to) of the run seeded `seed`, options by the plan, and
 * adds them to the tally (batch.ts's runBatch for a plan or none).
 */
export function simulate(seed: u32, from: u32, to: u32): void {
  for (let i = from; i < to; i++) {
    seedRng(gameSeed(seed, i));
    setup();
    playOut(-1, false, planOptions, planTurns, planLength);
    const v = score();
    counts[v + OFFSET] += 1;
    for (let k = 0; k < 5; k++) sunk[k] += <f64>s[SUNK + k];
    interceptions += <f64>s[INTERCEPTIONS];
    raids += <f64>s[RAIDS];
    const used = s[USED];
    for (let o = 0; o < OPTIONS; o++) if ((used & (1 << o)) !== 0) optionsTaken[o] += 1;
  }
}

/** Sets up the game seeded `seed` in `s` (tests read it back). */
export function setupSeeded(seed: u32): void {
  seedRng(seed);
  setup();
}

// The advisor's rollouts (advisor.ts).
const TURN_KEY: u32 = 0x85ebca6b;
const OPTION_KEY: u32 = 0xc2b2ae35;
const MAX_TURNS = 29;
const streams = new StaticArray<u32>(4 * (MAX_TURNS + 1 + OPTIONS));
const OPTION_STREAMS = 4 * (MAX_TURNS + 1);

function seedStreams(key: u32, from: i32): void {
  for (let t = from + 1; t <= MAX_TURNS; t++) {
    seedRng(key + <u32>t * TURN_KEY);
    streams[4 * t] = a;
    streams[4 * t + 1] = b;
    streams[4 * t + 2] = c;
    streams[4 * t + 3] = d;
  }
  for (let o = 0; o < OPTIONS; o++) {
    seedRng(mix32(key ^ (<u32>(o + 1) * OPTION_KEY)));
    const at = OPTION_STREAMS + 4 * o;
    streams[at] = a;
    streams[at + 1] = b;
    streams[at + 2] = c;
    streams[at + 3] = d;
  }
}

function streamAt(at: i32): void {
  a = streams[at];
  b = streams[at + 1];
  c = streams[at + 2];
  d = streams[at + 3];
}

/**
 * Rollouts j in [from, to) of every candidate from the state in `start`,
 * their sums added into `sums` (advisor.ts's rolloutSums: per candidate the
 * score and its square, per pair a < b the difference and its square).
 */
export function rolloutSums(k: i32, seed: u32, from: u32, to: u32): void {
  for (let j = from; j < to; j++) {
    seedStreams(gameSeed(seed, j), start[TURN]);
    for (let ci = 0; ci < k; ci++) {
      for (let i = 0; i < FIELDS; i++) s[i] = start[i];
      playOut(candidates[ci], true, baseOptions, baseTurns, baseLength);
      const v = <f64>score();
      scores[ci] = v;
      sums[2 * ci] += v;
      sums[2 * ci + 1] += v * v;
    }
    for (let x = 0; x < k; x++) {
      for (let y = x + 1; y < k; y++) {
        const diff = scores[x] - scores[y];
        const at = 2 * k + 2 * (x * k + y);
        sums[at] += diff;
        sums[at + 1] += diff * diff;
      }
    }
  }
}
