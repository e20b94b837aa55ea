/**
 * The side-view board of Winged Victory: small Hexes for movement and fire,
 * MegaHexes for spotting, altitude levels 0–30 (one row of Hexes per level),
 * one to three mats side by side.
 *
 * Hexes stand with a vertex up (pointy-top), so level flight crosses Hex
 * sides left and right, a hard climb or dive (pointing at a Hex side) goes
 * 60° up or down and a shallow one (pointing at a vertex, along the spines)
 * 30°. Odd levels are shifted half a Hex east.
 *
 * reconstructed: the mats' printed size and the MegaHex overlay are lost. A
 * mat is 38 Hexes wide; a MegaHex is a flower of 19 Hexes (a centre and two
 * rings: radius 2), the flowers tiling the board exactly, so every Hex lies
 * in exactly one MegaHex and the overlay repeats every 19 Hexes along a row
 * (twice per mat). A board file may give the printed width and the printed
 * MegaHex radius (board/grid-board.ts); every MegaHex question here takes the
 * radius, the default when left out. See docs/winged-victory-combat.md.
 */

/** A Hex: `col` counts Hexes from the west edge of the board, `level` is the altitude (0 = ground). */
export interface Hex {
  col: number;
  level: number;
}

export const TOP = 30;
/** reconstructed: Hexes along one mat. */
export const MAT_WIDTH = 38;
/** reconstructed: a MegaHex reaches this many Hexes from its centre, unless a board file says otherwise. */
export const MEGA_RADIUS = 2;
/** The MegaHex radii an overlay may have: flowers of 7, 19 or 37 Hexes. */
export const MEGA_RADII = [1, 2, 3] as const;

export type Heading = "E" | "W";
export type Attitude = "level" | "climb-shallow" | "climb-hard" | "dive-shallow" | "dive-hard";

const ATTITUDE_ANGLE: Record<Attitude, number> = {
  level: 0,
  "climb-shallow": 30,
  "climb-hard": 60,
  "dive-shallow": -30,
  "dive-hard": -60,
};

export const norm360 = (a: number) => ((a % 360) + 360) % 360;
/** −180 < result ≤ 180. */
export const norm180 = (a: number) => {
  const x = norm360(a);
  return x > 180 ? x - 360 : x;
};

/** The world angle of a plane's nose: 0° east, 90° up. */
export function noseAngle(heading: Heading, attitude: Attitude): number {
  const a = ATTITUDE_ANGLE[attitude];
  return heading === "E" ? norm360(a) : norm360(180 - a);
}

/** Doubled-width x: two per Hex along a row, odd rows offset by one. */
export const dx2 = (h: Hex) => 2 * h.col + (h.level & 1);

/** Hexes between two Hexes (0 = the same Hex). */
export function hexDistance(a: Hex, b: Hex): number {
  const dy = Math.abs(a.level - b.level);
  const dx = Math.abs(dx2(a) - dx2(b));
  return dx > dy ? dy + (dx - dy) / 2 : dy;
}

const ROW = Math.sqrt(3) / 2;
/** A Hex centre in Hex widths. */
export const px = (h: Hex) => dx2(h) / 2;
export const py = (h: Hex) => h.level * ROW;

/** The world angle from `a`'s centre to `b`'s (0° east, 90° up). */
export function angleTo(a: Hex, b: Hex): number {
  return norm360((Math.atan2(py(b) - py(a), px(b) - px(a)) * 180) / Math.PI);
}

/**
 * Where `other` lies as seen from a plane: the angle from its nose, counted
 * over its top (+90°) to its tail (±180°) and under it (−90°), in the plane's
 * own side view (a west-bound plane is mirrored).
 */
export function relativeAngle(from: Hex, heading: Heading, attitude: Attitude, other: Hex): number {
  const world = angleTo(from, other);
  const nose = noseAngle(heading, attitude);
  return heading === "E" ? norm180(world - nose) : norm180(nose - world);
}

/** The Hex whose centre is nearest a point (in Hex widths). */
export function hexAt(x: number, y: number): Hex {
  const level = levelAt(x, y);
  return { col: colAt, level };
}

let colAt = 0;
/** The level of the Hex nearest a point; its column is left in `colAt` (no allocation). */
function levelAt(x: number, y: number): number {
  const r = y / ROW;
  const q = x - r / 2;
  // cube rounding
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  colAt = rq + Math.floor(rr / 2);
  return rr;
}

// ---------------------------------------------------------------- straight lines

/**
 * Offsets (doubled x, level) and ranges of the Hexes along a straight line
 * from a Hex, up to `range`: every Hex the line passes through or along
 * (the two Hexes beside a spine both count). Offsets hold from any Hex:
 * in doubled coordinates x + level is always even.
 */
function lineOffsets(angle: number, range: number): Int16Array {
  const rad = (angle * Math.PI) / 180;
  const ux = Math.cos(rad);
  const uy = Math.sin(rad);
  const out: number[] = [];
  for (let dl = -range; dl <= range; dl++) {
    for (let dx = -2 * range - 1; dx <= 2 * range + 1; dx++) {
      if ((dx + dl) & 1) continue;
      const d =
        Math.abs(dx) > Math.abs(dl)
          ? Math.abs(dl) + (Math.abs(dx) - Math.abs(dl)) / 2
          : Math.abs(dl);
      if (d < 1 || d > range) continue;
      const x = dx / 2;
      const y = dl * ROW;
      const along = x * ux + y * uy;
      const across = Math.abs(-x * uy + y * ux);
      if (along > 0 && across <= 0.5 + 1e-9) out.push(dx, dl, d);
    }
  }
  return Int16Array.from(out);
}

const LINE_CACHE = new Map<number, Int16Array>();
function lineFor(angle: number, range: number): Int16Array {
  const key = angle * 64 + range;
  let l = LINE_CACHE.get(key);
  if (!l) {
    l = lineOffsets(angle, range);
    LINE_CACHE.set(key, l);
  }
  return l;
}

/**
 * The range in Hexes at which `target` lies on the straight line ahead of a
 * plane's nose, within `range` Hexes; 0 if it is off the line (or in the same Hex).
 */
export function rangeAhead(
  from: Hex,
  heading: Heading,
  attitude: Attitude,
  target: Hex,
  range = 5,
): number {
  const nose = noseAngle(heading, attitude);
  const line = lineFor(nose, range);
  const tx = dx2(target) - dx2(from);
  const tl = target.level - from.level;
  for (let i = 0; i < line.length; i += 3) {
    if (line[i] === tx && line[i + 1] === tl) return line[i + 2];
  }
  return 0;
}

/** The Hexes on the line ahead of a plane (forward guns, bombs' sight lines), nearest first. */
export function lineHexes(from: Hex, heading: Heading, attitude: Attitude, range = 5): Hex[] {
  const line = lineFor(noseAngle(heading, attitude), range);
  const out: { h: Hex; d: number }[] = [];
  const x0 = dx2(from);
  for (let i = 0; i < line.length; i += 3) {
    const level = from.level + line[i + 1];
    const x = x0 + line[i];
    out.push({ h: { col: (x - (level & 1)) / 2, level }, d: line[i + 2] });
  }
  return out.sort((a, b) => a.d - b.d).map((o) => o.h);
}

/**
 * Whether `target` lies even partly inside an arc of a plane's side view
 * (`from`..`to` degrees counter-clockwise from the nose over the top) within
 * `range` Hexes; not in the same Hex.
 */
export function inArc(
  from: Hex,
  heading: Heading,
  attitude: Attitude,
  target: Hex,
  arcFrom: number,
  arcTo: number,
  range: number,
): boolean {
  const d = hexDistance(from, target);
  if (d < 1 || d > range) return false;
  const rel = norm360(relativeAngle(from, heading, attitude, target));
  const dist = Math.hypot(px(target) - px(from), py(target) - py(from));
  const half = (Math.asin(Math.min(1, 0.5 / dist)) * 180) / Math.PI;
  const width = norm360(arcTo - arcFrom) || (arcTo !== arcFrom ? 360 : 0);
  const into = norm360(rel - arcFrom);
  return into <= width + half + 1e-9 || into >= 360 - half - 1e-9;
}

/** Where an attacker stands as the target sees it. */
export type Aspect = "front" | "beam" | "rear";

/** reconstructed: within 30° of the target's nose is front, within 30° of its tail rear, the rest beam (above or below). */
export function aspectOf(target: Hex, heading: Heading, attitude: Attitude, attacker: Hex): Aspect {
  const a = Math.abs(relativeAngle(target, heading, attitude, attacker));
  if (a <= 30 + 1e-9) return "front";
  if (a >= 150 - 1e-9) return "rear";
  return "beam";
}

/**
 * reconstructed: the tail sector is the 60° wedge centred on the tail; a plane
 * tails another from inside it, 1 or 2 Hexes away.
 */
export function inTailSector(
  target: Hex,
  heading: Heading,
  attitude: Attitude,
  other: Hex,
): boolean {
  const d = hexDistance(target, other);
  if (d < 1 || d > 2) return false;
  return Math.abs(relativeAngle(target, heading, attitude, other)) >= 150 - 1e-9;
}

// ---------------------------------------------------------------- MegaHexes

/**
 * The lattice of MegaHex centres for flowers of radius `radius` (a centre and
 * `radius` rings): a·u + b·v in axial coordinates, u = (2R + 1, −R) and
 * v = (R, R + 1), which tiles the plane with flowers of 3R² + 3R + 1 Hexes
 * (R = 2: u = (5, −2), v = (2, 3), 19 Hexes). Each overlay below is built
 * from its radius through it.
 */
export function megaLattice(radius: number): {
  u: [number, number];
  v: [number, number];
  hexes: number;
} {
  return {
    u: [2 * radius + 1, -radius],
    v: [radius, radius + 1],
    hexes: 3 * radius * radius + 3 * radius + 1,
  };
}

export function axialDistance(dq: number, dr: number): number {
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** A MegaHex as a number: its lattice coordinates (a, b) packed (they mean a place only with the radius they were found with). */
export type Mega = number;
const packMega = (a: number, b: number): Mega => (a + 512) * 1024 + (b + 512);
export const megaA = (m: Mega) => Math.floor(m / 1024) - 512;
export const megaB = (m: Mega) => (m % 1024) - 512;

/** Columns the lookup table covers (three mats of the widest board a board file allows, and a margin); beyond, the lattice is solved. */
const MEGA_TABLE_COLS = 3 * 120 + 8;

/** One overlay size: its lattice and its lookup table, built once per radius. */
interface MegaGrid {
  radius: number;
  uq: number;
  ur: number;
  vq: number;
  vr: number;
  det: number;
  /** Beyond this many Hex widths from its centre's, no point lies in a flower (a vertex is 1/√3 past the last ring). */
  reach: number;
  /** The MegaHex of each Hex on the board, `[level * MEGA_TABLE_COLS + col]`. */
  table: Int32Array;
}

/** Indexed by radius; null until first used (a packed array, read on every MegaHex question). */
const GRIDS: (MegaGrid | null)[] = MEGA_RADII.map(() => null).concat(null);

/** The overlay of MegaHexes of radius `radius` (one of MEGA_RADII), built on first use and kept. */
function gridOf(radius: number): MegaGrid {
  return GRIDS[radius] ?? buildGrid(radius);
}

function buildGrid(radius: number): MegaGrid {
  if (!(MEGA_RADII as readonly number[]).includes(radius))
    throw new Error(`no MegaHex overlay of radius ${radius} (radii: ${MEGA_RADII.join(", ")})`);
  const l = megaLattice(radius);
  const g: MegaGrid = {
    radius,
    uq: l.u[0],
    ur: l.u[1],
    vq: l.v[0],
    vr: l.v[1],
    det: l.u[0] * l.v[1] - l.u[1] * l.v[0], // = l.hexes
    reach: radius + 1,
    table: new Int32Array(MEGA_TABLE_COLS * (TOP + 1)),
  };
  for (let level = 0; level <= TOP; level++) {
    for (let col = 0; col < MEGA_TABLE_COLS; col++) {
      g.table[level * MEGA_TABLE_COLS + col] = megaOfAxial(col - Math.floor(level / 2), level, g);
    }
  }
  GRIDS[radius] = g;
  return g;
}

function megaOfAxial(q: number, r: number, g: MegaGrid): Mega {
  const fa = (q * g.vr - r * g.vq) / g.det;
  const fb = (r * g.uq - q * g.ur) / g.det;
  const a0 = Math.round(fa);
  const b0 = Math.round(fb);
  for (let da = -1; da <= 1; da++) {
    for (let db = -1; db <= 1; db++) {
      const a = a0 + da;
      const b = b0 + db;
      const cq = a * g.uq + b * g.vq;
      const cr = a * g.ur + b * g.vr;
      if (axialDistance(q - cq, r - cr) <= g.radius) return packMega(a, b);
    }
  }
  throw new Error(`no MegaHex for axial ${q},${r}`);
}

// The default overlay is there from the start.
gridOf(MEGA_RADIUS);

/** The MegaHex a Hex lies in, on an overlay of MegaHexes of radius `radius`. */
export function megaOf(h: Hex, radius = MEGA_RADIUS): Mega {
  return megaOfColLevel(h.col, h.level, gridOf(radius));
}

function megaOfColLevel(col: number, level: number, g: MegaGrid): Mega {
  if (col >= 0 && col < MEGA_TABLE_COLS && level >= 0 && level <= TOP) {
    return g.table[level * MEGA_TABLE_COLS + col];
  }
  return megaOfAxial(col - Math.floor(level / 2), level, g);
}

/** The MegaHex under a point (in Hex widths). */
function megaAtPoint(x: number, y: number, g: MegaGrid): Mega {
  const level = levelAt(x, y);
  return megaOfColLevel(colAt, level, g);
}

/**
 * Whether the straight line between two Hex centres passes through MegaHex
 * `m` (its ends included; a line along a border counts both sides). Quick
 * to refuse a MegaHex far from the line; no allocation.
 */
export function lineMeetsMega(a: Hex, b: Hex, m: Mega, radius = MEGA_RADIUS): boolean {
  const g = gridOf(radius);
  const ax = px(a);
  const ay = py(a);
  const vx = px(b) - ax;
  const vy = py(b) - ay;
  const cq = megaA(m) * g.uq + megaB(m) * g.vq;
  const cr = megaA(m) * g.ur + megaB(m) * g.vr;
  const cx = cq + cr / 2 - ax;
  const cy = cr * ROW - ay;
  const len2 = vx * vx + vy * vy;
  let t = len2 > 0 ? (cx * vx + cy * vy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = cx - t * vx;
  const ey = cy - t * vy;
  // a flower of radius R lies within R + 0.58 Hex widths of its centre
  if (ex * ex + ey * ey > g.reach * g.reach) return false;
  const len = Math.hypot(vx, vy);
  const steps = Math.max(1, Math.ceil(len * 5));
  const reach = (g.reach + 0.2) / (len || 1);
  const from = Math.max(0, Math.floor((t - reach) * steps));
  const to = Math.min(steps, Math.ceil((t + reach) * steps));
  const nx = len > 0 ? (-vy / len) * 0.02 : 0;
  const ny = len > 0 ? (vx / len) * 0.02 : 0;
  for (let i = from; i <= to; i++) {
    const x = ax + (vx * i) / steps;
    const y = ay + (vy * i) / steps;
    if (megaAtPoint(x + nx, y + ny, g) === m || megaAtPoint(x - nx, y - ny, g) === m) return true;
  }
  return false;
}

/** MegaHexes between two MegaHexes (0 = the same, 1 = adjacent), found on one overlay. */
export function megaDistance(m: Mega, n: Mega): number {
  return axialDistance(megaA(m) - megaA(n), megaB(m) - megaB(n));
}

/** MegaHexes between the MegaHexes of two Hexes, on an overlay of radius `radius`. */
export function megaDistanceOf(a: Hex, b: Hex, radius = MEGA_RADIUS): number {
  const g = GRIDS[radius] ?? buildGrid(radius);
  const ac = a.col;
  const al = a.level;
  const bc = b.col;
  const bl = b.level;
  // both on the table (the usual case): two reads
  if (
    ac >= 0 &&
    ac < MEGA_TABLE_COLS &&
    al >= 0 &&
    al <= TOP &&
    bc >= 0 &&
    bc < MEGA_TABLE_COLS &&
    bl >= 0 &&
    bl <= TOP
  )
    return megaDistance(g.table[al * MEGA_TABLE_COLS + ac], g.table[bl * MEGA_TABLE_COLS + bc]);
  return megaDistance(megaOfColLevel(ac, al, g), megaOfColLevel(bc, bl, g));
}

/** The centre Hex of a MegaHex found on an overlay of radius `radius`. */
export function megaCentre(m: Mega, radius = MEGA_RADIUS): Hex {
  const g = gridOf(radius);
  const a = megaA(m);
  const b = megaB(m);
  const q = a * g.uq + b * g.vq;
  const r = a * g.ur + b * g.vr;
  return { col: q + Math.floor(r / 2), level: r };
}

/**
 * The MegaHexes a straight line from one Hex centre to another passes
 * through, in order, the first and last included (sampled finely; a line
 * along a border counts both sides).
 */
export function megasAlong(a: Hex, b: Hex, radius = MEGA_RADIUS): Mega[] {
  const g = gridOf(radius);
  const ax = px(a);
  const ay = py(a);
  const vx = px(b) - ax;
  const vy = py(b) - ay;
  const len = Math.hypot(vx, vy);
  const steps = Math.max(1, Math.ceil(len * 5));
  const nx = len > 0 ? (-vy / len) * 0.02 : 0;
  const ny = len > 0 ? (vx / len) * 0.02 : 0;
  const out: Mega[] = [];
  const add = (m: Mega) => {
    if (!out.includes(m)) out.push(m);
  };
  for (let i = 0; i <= steps; i++) {
    const x = ax + (vx * i) / steps;
    const y = ay + (vy * i) / steps;
    add(megaAtPoint(x + nx, y + ny, g));
    add(megaAtPoint(x - nx, y - ny, g));
  }
  return out;
}

/** Whether a Hex is on a board of `mats` mats (levels 0–30) of `matWidth` Hexes each (board/grid-board.ts). */
export function onBoard(h: Hex, mats: number, matWidth = MAT_WIDTH): boolean {
  return h.level >= 0 && h.level <= TOP && h.col >= 0 && h.col < mats * matWidth;
}
