/**
 * Streaming statistics for simulations: a score histogram and running sums,
 * so ten million games take no more memory than ten. Mean, spread and
 * percentiles are computed exactly from the histogram.
 */
import { OPTIONS, type OptionName, SHIP_TYPES, type ShipType } from "./data.js";
import { INTERCEPTIONS, RAIDS, SUNK, USED } from "./fast.js";

/** What a batch of games adds up to; plain numbers so it can cross a worker boundary. */
export interface Tally {
  games: number;
  /** How many games ended with score v, at [v + OFFSET]; scores outside in `others`. */
  counts: Float64Array;
  /** score → how many games ended with it, for scores outside `counts` (none in practice). */
  others: Map<number, number>;
  sunk: number[];
  interceptions: number;
  raids: number;
  options: number[];
}

/** `counts` holds scores from −OFFSET to COUNTED − OFFSET − 1 (a convoy cannot score below −19). */
export const OFFSET = 64;
export const COUNTED = 512;

export function newTally(): Tally {
  return {
    games: 0,
    counts: new Float64Array(COUNTED),
    others: new Map(),
    sunk: SHIP_TYPES.map(() => 0),
    interceptions: 0,
    raids: 0,
    options: OPTIONS.map(() => 0),
  };
}

export function addGame(t: Tally, s: Int32Array, score: number): void {
  t.games++;
  const at = score + OFFSET;
  if (at >= 0 && at < COUNTED) t.counts[at]++;
  else t.others.set(score, (t.others.get(score) ?? 0) + 1);
  for (let i = 0; i < 5; i++) t.sunk[i] += s[SUNK + i];
  t.interceptions += s[INTERCEPTIONS];
  t.raids += s[RAIDS];
  const used = s[USED];
  for (let o = 0; o < 4; o++) if (used & (1 << o)) t.options[o]++;
}

export function mergeTally(into: Tally, t: Tally): Tally {
  into.games += t.games;
  for (let i = 0; i < COUNTED; i++) into.counts[i] += t.counts[i];
  for (const [score, n] of t.others) into.others.set(score, (into.others.get(score) ?? 0) + n);
  t.sunk.forEach((v, i) => {
    into.sunk[i] += v;
  });
  into.interceptions += t.interceptions;
  into.raids += t.raids;
  t.options.forEach((v, i) => {
    into.options[i] += v;
  });
  return into;
}

export interface Summary {
  games: number;
  mean: number;
  sd: number;
  ci95: [number, number];
  percentiles: { p5: number; p25: number; p50: number; p75: number; p95: number };
  histogram: Record<string, number>;
  meanInterceptions: number;
  meanRaids: number;
  meanSunk: Record<ShipType, number>;
  optionRate: Record<OptionName, number>;
}

/** The smallest score with at least q of the games at or below it. */
function percentile(sorted: [number, number][], games: number, q: number): number {
  const need = Math.max(1, Math.ceil(q * games));
  let seen = 0;
  for (const [score, n] of sorted) {
    seen += n;
    if (seen >= need) return score;
  }
  return sorted[sorted.length - 1][0];
}

export function summarise(t: Tally): Summary {
  const n = t.games;
  const histogram = new Map(t.others);
  t.counts.forEach((k, i) => {
    if (k > 0) histogram.set(i - OFFSET, k);
  });
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  let sum = 0;
  for (const [score, k] of sorted) sum += score * k;
  const mean = sum / n;
  let ss = 0;
  for (const [score, k] of sorted) ss += k * (score - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  const half = (1.96 * sd) / Math.sqrt(n);
  const per = (x: number) => x / n;
  return {
    games: n,
    mean,
    sd,
    ci95: [mean - half, mean + half],
    percentiles: {
      p5: percentile(sorted, n, 0.05),
      p25: percentile(sorted, n, 0.25),
      p50: percentile(sorted, n, 0.5),
      p75: percentile(sorted, n, 0.75),
      p95: percentile(sorted, n, 0.95),
    },
    histogram: Object.fromEntries(sorted.map(([s, k]) => [String(s), k])),
    meanInterceptions: per(t.interceptions),
    meanRaids: per(t.raids),
    meanSunk: Object.fromEntries(SHIP_TYPES.map((s, i) => [s, per(t.sunk[i])])) as Record<
      ShipType,
      number
    >,
    optionRate: Object.fromEntries(OPTIONS.map((o, i) => [o, per(t.options[i])])) as Record<
      OptionName,
      number
    >,
  };
}
