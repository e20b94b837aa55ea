import type { Dice } from "./dice.js";

/** A printed table: die-roll ranges, each with its result. */
export interface TableRow<R> {
  min: number;
  max: number;
  result: R;
}

export interface Table<R> {
  name: string;
  sides: number;
  /** Modified totals are clamped into this range before the table is read. */
  clamp: [number, number];
  rows: TableRow<R>[];
  label: (result: R) => string;
}

export interface Modifier {
  label: string;
  value: number;
}

export interface TableRead<R> {
  roll: number;
  total: number;
  result: R;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function row<R>(table: Table<R>, total: number): R {
  for (const r of table.rows) if (total >= r.min && total <= r.max) return r.result;
  throw new Error(`table ${table.name} has no row for ${total}`);
}

export function modifierTotal(modifiers: readonly Modifier[]): number {
  let sum = 0;
  for (const m of modifiers) sum += m.value;
  return sum;
}

export function describeModifiers(roll: number, modifiers: readonly Modifier[], total: number) {
  const active = modifiers.filter((m) => m.value !== 0);
  if (active.length === 0) return String(roll);
  const parts = active.map((m) => `${m.value > 0 ? "+" : "−"}${Math.abs(m.value)} ${m.label}`);
  return `${roll} ${parts.join(" ")} = ${total}`;
}

/** Reads a table for a given die value: modifiers added, total clamped. */
export function readTable<R>(
  table: Table<R>,
  roll: number,
  modifiers: readonly Modifier[] = [],
): TableRead<R> {
  const [lo, hi] = table.clamp;
  const total = clamp(roll + modifierTotal(modifiers), lo, hi);
  return { roll, total, result: row(table, total) };
}

/** Rolls on a table and notes in the log what the roll produced. */
export function rollOn<R>(
  dice: Dice,
  table: Table<R>,
  purpose: string,
  modifiers: readonly Modifier[] = [],
): TableRead<R> {
  const read = readTable(table, dice.roll(table.sides, purpose), modifiers);
  const raw = read.roll + modifierTotal(modifiers);
  const shown = describeModifiers(read.roll, modifiers, raw);
  const clamped = raw !== read.total ? ` (read as ${read.total})` : "";
  dice.note(`${shown}${clamped} → ${table.label(read.result)}`);
  return read;
}
