/**
 * A JSON body's shape, checked byte by byte as it arrives and before
 * anything is parsed: nesting deeper than a bound, or a list or object with
 * more items than the largest log could hold, is refused at its first
 * excess, so a hostile body is never parsed whole. The scan also notes what
 * the parse needs later (where each long list or object ends, `big`) and,
 * for an import, the systems the body names and the log when it is sent as
 * text: that text is unescaped as it comes (`text`) and checked by a scanner
 * of its own, with the same bounds.
 */
import { TextBuffer } from "./body-text.js";
import { ApiError } from "./errors.js";

/** Lists and objects at least this long, in bytes, are walked by the sliced parse; shorter ones are parsed whole. */
export const PIECE = 16 * 1024;
/** The longest number (or true, false, null) a body may hold, in bytes. */
const LITERAL_MAX = 1024;
/** Keys and captured values longer than this are not captured. */
const CAPTURE_MAX = 256;

export interface ScanOptions {
  /** The deepest nesting allowed (the top value's list or object is level 1). */
  depth: number;
  /** The most items (list elements, object members) in any one list or object. */
  items: number;
  /** How a refusal names the text: "the request body", "this log". */
  name: string;
  /** The refusal of a text that is not JSON. */
  notJson: string;
  /** Paths of string values to capture ("system", "log.system"): `onCapture` hears each. */
  capture?: readonly string[];
  onCapture?: (path: string, value: string) => void;
  /** The path of a string value to unescape into `text` as it comes ("log"), checked by `inner`. */
  unescape?: string;
  inner?: () => JsonScanner;
  /** The length from which a list or object goes into `big` (PIECE; less in tests). */
  piece?: number;
}

// What the scanner expects next.
const VALUE = 0;
const VALUE_OR_END = 1; // just after "["
const KEY = 2;
const KEY_OR_END = 3; // just after "{"
const COLON = 4;
const AFTER = 5; // after a value in a list or object: "," or its end
const STRING = 6;
const LITERAL = 7;
const DONE = 8;

const OBJECT = 1;
const LIST = 2;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** Bytes of numbers, true, false and null: digits, letters, + - . */
const isLiteral = (c: number) =>
  (c >= 0x30 && c <= 0x39) ||
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a) ||
  c === 0x2d ||
  c === 0x2b ||
  c === 0x2e;
const SIMPLE_ESCAPES: Record<number, number> = {
  34: 0x22,
  92: 0x5c,
  47: 0x2f,
  98: 0x08,
  102: 0x0c,
  110: 0x0a,
  114: 0x0d,
  116: 0x09,
};

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/** A captured string's raw bytes (escapes and all), read as JSON; null if they are not a string. */
function decodeCaptured(bytes: number[]): string | null {
  try {
    const value: unknown = JSON.parse(`"${Buffer.from(bytes).toString("utf8")}"`);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

export class JsonScanner {
  /** Bytes scanned so far. */
  pos = 0;
  /** Where each list or object of at least PIECE bytes starts → where it ends (exclusive). */
  readonly big = new Map<number, number>();
  /** The unescaped text of the last string found at `unescape`'s path, so far. */
  readonly text = new TextBuffer();
  /** Where the last value at `unescape`'s path starts (and ends, if a string), and whether it is a string. */
  textAt = -1;
  textEnd = -1;
  textIsString = false;
  /** The scanner of `text`, while the value at `unescape`'s path is a string. */
  inner: JsonScanner | null = null;

  private state = VALUE;
  private depth = 0;
  private readonly kinds: Uint8Array;
  private readonly starts: Float64Array;
  private readonly counts: Uint32Array;
  /** The key being read at levels 1 and 2 (for paths such as "log.system"). */
  private readonly keys: (string | null)[] = [null, null, null];
  private started = false;
  // The string being read.
  private isKey = false;
  private escape = 0; // 0: none; 1: after "\"; 2–5: that many hex digits after "\u", less 2
  private hex = 0;
  private capturing: number[] | null = null;
  private capturePath: string | null = null;
  private unescaping = false;
  private literalLength = 0;
  private innerFed = 0;

  constructor(private readonly opts: ScanOptions) {
    this.kinds = new Uint8Array(opts.depth + 1);
    this.starts = new Float64Array(opts.depth + 1);
    this.counts = new Uint32Array(opts.depth + 1);
  }

  private fail(message = this.opts.notJson): never {
    throw new ApiError(400, message);
  }

  /** Scans `buf[from, to)`, the next bytes of the text; throws ApiError at the first fault or excess. */
  write(buf: Buffer, from = 0, to = buf.length): void {
    const shift = this.pos - from;
    let i = from;
    while (i < to) {
      if (this.state === STRING) {
        i = this.string(buf, i, to, shift);
        continue;
      }
      const c = buf[i];
      if (this.state === LITERAL) {
        if (isLiteral(c)) {
          if (++this.literalLength > LITERAL_MAX)
            this.fail(`${this.opts.name} has a number longer than ${LITERAL_MAX} characters`);
          i++;
          continue;
        }
        this.ended();
      }
      if (!isSpace(c)) this.structure(c, shift + i);
      i++;
    }
    this.pos += to - from;
    this.feedInner();
  }

  /** Checks the text is whole: one complete value. */
  end(): void {
    if (this.state === LITERAL && this.depth === 0) this.ended();
    if (!this.started) this.fail(`${this.opts.name} is empty: send JSON`);
    if (this.state !== DONE) this.fail();
  }

  private structure(c: number, at: number) {
    switch (this.state) {
      case VALUE_OR_END:
        if (c === 0x5d) return this.close(at);
        return this.value(c, at);
      case VALUE:
        return this.value(c, at);
      case KEY_OR_END:
        if (c === 0x7d) return this.close(at);
        return this.key(c);
      case KEY:
        return this.key(c);
      case COLON:
        if (c !== 0x3a) this.fail();
        this.state = VALUE;
        return;
      case AFTER: {
        const kind = this.kinds[this.depth];
        if (c === 0x2c) this.state = kind === OBJECT ? KEY : VALUE;
        else if ((c === 0x5d && kind === LIST) || (c === 0x7d && kind === OBJECT)) this.close(at);
        else this.fail();
        return;
      }
      default:
        this.fail();
    }
  }

  private count() {
    if (++this.counts[this.depth] > this.opts.items) {
      const what = this.kinds[this.depth] === LIST ? "a list" : "an object";
      this.fail(
        `${this.opts.name} has ${what} of more than ${this.opts.items.toLocaleString("en")} items`,
      );
    }
  }

  private key(c: number) {
    if (c !== 0x22) this.fail();
    this.count();
    this.isKey = true;
    this.capturing = this.depth <= 2 ? [] : null;
    this.state = STRING;
  }

  /** The path of a value starting now at level 1 or 2 of objects ("log", "log.system"), or null. */
  private path(): string | null {
    const d = this.depth;
    if (d === 0 || d > 2 || this.kinds[1] !== OBJECT) return null;
    if (d === 1) return this.keys[1];
    return this.kinds[2] === OBJECT && this.keys[1] !== null && this.keys[2] !== null
      ? `${this.keys[1]}.${this.keys[2]}`
      : null;
  }

  private value(c: number, at: number) {
    this.started = true;
    if (this.depth > 0 && this.kinds[this.depth] === LIST) this.count();
    const path = this.depth > 0 ? this.path() : null;
    if (path !== null && path === this.opts.unescape) {
      this.textAt = at;
      this.textIsString = c === 0x22;
      this.text.clear();
      this.innerFed = 0;
      this.inner = this.textIsString && this.opts.inner ? this.opts.inner() : null;
    }
    if (c === 0x7b || c === 0x5b) {
      if (this.depth >= this.opts.depth)
        this.fail(`${this.opts.name} nests deeper than ${this.opts.depth} levels`);
      const d = ++this.depth;
      this.kinds[d] = c === 0x7b ? OBJECT : LIST;
      this.starts[d] = at;
      this.counts[d] = 0;
      if (d <= 2) this.keys[d] = null;
      this.state = c === 0x7b ? KEY_OR_END : VALUE_OR_END;
    } else if (c === 0x22) {
      this.isKey = false;
      this.unescaping = this.textAt === at && this.textIsString;
      const captured = path !== null && this.opts.capture?.includes(path);
      this.capturing = captured ? [] : null;
      this.capturePath = captured ? path : null;
      this.state = STRING;
    } else if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x74 || c === 0x66 || c === 0x6e) {
      // A number, true, false or null: JSON.parse checks the rest.
      this.literalLength = 1;
      this.state = LITERAL;
    } else this.fail();
  }

  private close(at: number) {
    const start = this.starts[this.depth];
    if (at + 1 - start >= (this.opts.piece ?? PIECE)) this.big.set(start, at + 1);
    this.depth--;
    this.ended();
  }

  /** A value is complete. */
  private ended() {
    this.state = this.depth === 0 ? DONE : AFTER;
  }

  /** Reads string bytes from `i`; returns where it stopped. */
  private string(buf: Buffer, i: number, to: number, shift: number): number {
    if (this.escape > 0) return this.escaped(buf[i], i);
    const capture = this.capturing;
    let j = i;
    if (this.unescaping) {
      // A high surrogate's low half can only come as the next escape.
      if (buf[i] !== 0x5c) this.text.settle();
      const text = this.text.room(to - i);
      let n = this.text.length;
      for (; j < to; j++) {
        const d = buf[j];
        if (d === 0x22 || d === 0x5c || d < 0x20) break;
        text[n++] = d;
      }
      this.text.length = n;
    } else {
      for (; j < to; j++) {
        const d = buf[j];
        if (d === 0x22 || d === 0x5c || d < 0x20) break;
      }
    }
    if (capture !== null) {
      if (capture.length + (j - i) > CAPTURE_MAX) this.capturing = null;
      else for (let k = i; k < j; k++) capture.push(buf[k]);
    }
    if (j === to) return j;
    const d = buf[j];
    if (d < 0x20) this.fail();
    if (d === 0x5c) {
      this.keep(d);
      this.escape = 1;
      return j + 1;
    }
    this.closeString(shift + j + 1);
    return j + 1;
  }

  /** The string ends before `end`. */
  private closeString(end: number) {
    const captured = this.capturing === null ? null : decodeCaptured(this.capturing);
    this.capturing = null;
    if (this.isKey) {
      if (this.depth <= 2) this.keys[this.depth] = captured;
      this.state = COLON;
      return;
    }
    if (this.unescaping) {
      this.text.settle();
      this.unescaping = false;
      this.textEnd = end;
    }
    if (captured !== null && this.capturePath !== null)
      this.opts.onCapture?.(this.capturePath, captured);
    this.capturePath = null;
    this.ended();
  }

  /** Keeps one more byte of the string being captured, unless it is too long to capture. */
  private keep(c: number) {
    if (this.capturing === null) return;
    if (this.capturing.length >= CAPTURE_MAX) this.capturing = null;
    else this.capturing.push(c);
  }

  /** One byte of an escape; returns the next position. */
  private escaped(c: number, i: number): number {
    this.keep(c);
    if (this.escape === 1) {
      if (c === 0x75) {
        this.escape = 2;
        this.hex = 0;
        return i + 1;
      }
      const byte = SIMPLE_ESCAPES[c];
      if (byte === undefined) this.fail();
      this.escape = 0;
      if (this.unescaping) this.text.escaped(byte);
      return i + 1;
    }
    const v = hexValue(c);
    if (v < 0) this.fail();
    this.hex = this.hex * 16 + v;
    if (++this.escape < 6) return i + 1;
    this.escape = 0;
    if (this.unescaping) this.text.escaped(this.hex);
    return i + 1;
  }

  /** Lets the inner scanner check the text unescaped so far. */
  private feedInner() {
    const length = this.text.length;
    if (this.inner === null || this.innerFed >= length) return;
    this.inner.write(this.text.buf, this.innerFed, length);
    this.innerFed = length;
  }
}
