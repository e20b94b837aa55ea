/**
 * Parses a scanned JSON text (body-scan.ts) without holding the thread: the
 * lists and objects the scan found long are walked here, their short items
 * parsed by JSON.parse in groups of about PIECE bytes, and a long string is
 * decoded in pieces; between pieces the event loop is let go whenever a
 * slice of time is used up. The result is what JSON.parse would give, and
 * prototype keys are refused as parseJson refuses them.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { PIECE } from "./body-scan.js";
import { parseJson, refusePoison } from "./requests.js";

/** Lets the event loop run whenever a slice of `sliceMs` is used. */
export class Clock {
  private start = performance.now();
  constructor(private readonly sliceMs: number) {}

  async tick(): Promise<void> {
    if (performance.now() - this.start < this.sliceMs) return;
    await nextTurn();
    this.start = performance.now();
  }
}

export interface ParseOptions {
  /** The scan's long lists and objects: where each starts → where it ends. */
  big: ReadonlyMap<number, number>;
  clock: Clock;
  /** The refusal of a piece that is not JSON. */
  notJson: string;
  /** A value not decoded (its place holds null), from `at` to `end`: the caller puts it in itself. */
  skip?: { at: number; end: number };
  /** The size of a piece parsed at once (PIECE; less in tests, with the scan's own). */
  piece?: number;
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Parses `buf`, a JSON text the scanner passed whole, in slices. */
export async function parseSliced(buf: Buffer, opts: ParseOptions): Promise<unknown> {
  const { big, clock } = opts;
  const size = opts.piece ?? PIECE;
  const piece = (from: number, to: number, open = "", close = "") =>
    parseJson(open + buf.toString("utf8", from, to) + close, opts.notJson);

  const ws = (i: number) => {
    while (i < buf.length && isSpace(buf[i])) i++;
    return i;
  };
  /** The end of the string starting at `i`. */
  const skipString = (i: number) => {
    let j = i + 1;
    while (j < buf.length) {
      const d = buf[j];
      if (d === 0x5c) j += 2;
      else if (d === 0x22) return j + 1;
      else j++;
    }
    return j;
  };
  /** The end of the value starting at `i` (a short list or object, a string, a literal). */
  const skip = (i: number) => {
    const c = buf[i];
    if (c === 0x22) return skipString(i);
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      let j = i;
      while (j < buf.length) {
        const d = buf[j];
        if (d === 0x22) {
          j = skipString(j);
          continue;
        }
        if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) {
          depth--;
          if (depth === 0) return j + 1;
        }
        j++;
      }
      return j;
    }
    let j = i;
    while (
      j < buf.length &&
      !isSpace(buf[j]) &&
      buf[j] !== 0x2c &&
      buf[j] !== 0x5d &&
      buf[j] !== 0x7d
    )
      j++;
    return j;
  };

  /**
   * A cut in a long string's text at or before `j`, never inside a UTF-8
   * character or an escape (so each piece decodes alone).
   */
  const cut = (lo: number, j: number) => {
    while (j > lo && (buf[j] & 0xc0) === 0x80) j--;
    for (let b = j - 1; b >= lo && b >= j - 5; b--) {
      if (buf[b] !== 0x5c) continue;
      let r = b;
      while (r > lo && buf[r - 1] === 0x5c) r--;
      // In a run of backslashes the escapes start at its first, third… byte.
      if ((b - r) % 2 === 0 && j < b + (buf[b + 1] === 0x75 ? 6 : 2)) j = b;
      break;
    }
    return j;
  };

  /** The string from `at` to `end` (its quotes included), decoded in pieces. */
  const longString = async (at: number, end: number): Promise<string> => {
    const parts: string[] = [];
    const stop = end - 1;
    for (let a = at + 1; a < stop; ) {
      const b = a + size >= stop ? stop : cut(a, a + size);
      parts.push(piece(a, b, '"', '"') as string);
      a = b;
      await clock.tick();
    }
    return parts.join("");
  };

  /** The long list or object starting at `i`. */
  const walk = async (i: number): Promise<unknown> => {
    const end = big.get(i) as number;
    const list = buf[i] === 0x5b;
    const items: unknown[] = [];
    const members: Record<string, unknown> = {};
    // Short items not yet parsed: from the first's start to the last's end.
    let from = -1;
    let to = -1;
    const flush = () => {
      if (from < 0) return;
      if (list) for (const v of piece(from, to, "[", "]") as unknown[]) items.push(v);
      else Object.assign(members, piece(from, to, "{", "}"));
      from = -1;
    };
    let j = ws(i + 1);
    while (j < end - 1) {
      const start = j;
      const at = list ? j : ws(ws(skipString(j)) + 1);
      const long = big.get(at);
      let stop: number;
      let value: unknown;
      let alone = true;
      if (long !== undefined) {
        flush();
        value = await walk(at);
        stop = long;
      } else if (at === opts.skip?.at) {
        flush();
        value = null;
        stop = opts.skip.end;
      } else {
        stop = skip(at);
        if (buf[at] === 0x22 && stop - at >= size) value = await longString(at, stop);
        else alone = false;
      }
      if (alone) {
        flush();
        if (list) items.push(value);
        else {
          const key = piece(start, skipString(start)) as string;
          refusePoison(key, value);
          members[key] = value;
        }
      } else {
        if (from < 0) from = start;
        to = stop;
        if (to - from >= size) flush();
      }
      j = ws(stop);
      if (buf[j] === 0x2c) j = ws(j + 1);
      await clock.tick();
    }
    flush();
    return list ? items : members;
  };

  const start = ws(0);
  if (big.has(start)) return walk(start);
  if (buf[start] === 0x22 && buf.length - start >= size) {
    const end = skipString(start);
    if (end - start >= size) return longString(start, end);
  }
  return piece(0, buf.length);
}
