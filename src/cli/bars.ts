/** Horizontal bar charts for the terminal. */
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];

export function bar(value: number, max: number, width: number): string {
  if (max <= 0) return "";
  const eighths = Math.round((value / max) * width * 8);
  return "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

/**
 * A histogram of integer values: one row per bucket of `step` values, so the
 * chart stays under `rows` lines however wide the spread.
 */
export function histogramLines(histogram: Record<string, number>, rows = 24, width = 40): string[] {
  const entries = Object.entries(histogram).map(([k, v]) => [Number(k), v] as const);
  if (entries.length === 0) return [];
  const lo = Math.min(...entries.map(([k]) => k));
  const hi = Math.max(...entries.map(([k]) => k));
  const step = Math.max(1, Math.ceil((hi - lo + 1) / rows));
  const buckets = new Map<number, number>();
  for (const [k, v] of entries) {
    const b = lo + Math.floor((k - lo) / step) * step;
    buckets.set(b, (buckets.get(b) ?? 0) + v);
  }
  const max = Math.max(...buckets.values());
  const total = entries.reduce((s, [, v]) => s + v, 0);
  const labelWidth = String(hi).length * 2 + 1;
  const lines: string[] = [];
  for (let b = lo; b <= hi; b += step) {
    const n = buckets.get(b) ?? 0;
    const label = step === 1 ? String(b) : `${b}–${Math.min(hi, b + step - 1)}`;
    const pct = ((100 * n) / total).toFixed(1).padStart(5);
    lines.push(`${label.padStart(labelWidth)} │${bar(n, max, width).padEnd(width)} ${pct}%`);
  }
  return lines;
}
