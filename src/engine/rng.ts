/**
 * The one pseudo-random generator behind seeded dice: sfc32 (128-bit state,
 * passes PractRand), seeded through splitmix32. Its state is four unsigned
 * 32-bit integers so that it can live inside a stored, plain-JSON game.
 */

export type RngState = [number, number, number, number];

/** One step of splitmix32: a good 32-bit mixer, used to derive seeds. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** The seed of game `index` in a run seeded with `seed` (simulations, tests). */
export function gameSeed(seed: number, index: number): number {
  return mix32((mix32(seed >>> 0) ^ Math.imul(index >>> 0, 0x85ebca6b)) >>> 0);
}

export function isSeed(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
}

export function seedRng(seed: number): RngState {
  const a = mix32(seed);
  const b = mix32(a ^ 0x68e31da4);
  const c = mix32(b ^ 0xb5297a4d);
  const d = mix32(c ^ 0x1b56c4e9);
  return [a, b, c, d];
}

/** Advances `s` in place and returns the next 32-bit output. */
export function nextUint32(s: RngState | Int32Array): number {
  const a = s[0] | 0;
  const b = s[1] | 0;
  const c = s[2] | 0;
  const d = s[3] | 0;
  const t = (((a + b) | 0) + d) | 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  s[2] = (((c << 21) | (c >>> 11)) + t) >>> 0;
  s[3] = (d + 1) >>> 0;
  return t >>> 0;
}

/** A die face 1..sides from one generator output (bias below 2^-28 for any die we use). */
export function faceOf(output: number, sides: number): number {
  return 1 + Math.floor(output * sides * 2.3283064365386963e-10);
}

/** A uniformly shuffled copy of `xs` (Fisher–Yates), drawing from `state`. */
export function shuffled<T>(xs: readonly T[], state: RngState): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = faceOf(nextUint32(state), i + 1) - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
