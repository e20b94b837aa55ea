/**
 * The text a JSON string stands for, written as its escapes are read: a
 * growing buffer of UTF-8 (body-scan.ts unescapes a log sent as text into
 * one). A "\u" escape of a surrogate pair becomes its one character; a lone
 * half stands for nothing UTF-8 can hold and becomes U+FFFD, as a decoder
 * reads it.
 */
export class TextBuffer {
  /** The bytes so far: `length` of them are written. */
  buf: Buffer = Buffer.alloc(0);
  length = 0;
  /** A high surrogate waiting for its low half (0: none). */
  private high = 0;

  /** Empties the buffer for a new text. */
  clear(): void {
    this.length = 0;
    this.high = 0;
  }

  /** The text written so far. */
  bytes(): Buffer {
    return this.buf.subarray(0, this.length);
  }

  /** Makes room for `n` more bytes; returns the buffer to write them into. */
  room(n: number): Buffer {
    if (this.length + n > this.buf.length) {
      const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n, 4096));
      this.buf.copy(next, 0, 0, this.length);
      this.buf = next;
    }
    return this.buf;
  }

  /** Writes the character an escape stands for (its UTF-16 code unit). */
  escaped(code: number): void {
    if (code >= 0xdc00 && code <= 0xdfff && this.high !== 0) {
      const point = 0x10000 + ((this.high - 0xd800) << 10) + (code - 0xdc00);
      this.high = 0;
      const t = this.room(4);
      let n = this.length;
      t[n++] = 0xf0 | (point >> 18);
      t[n++] = 0x80 | ((point >> 12) & 0x3f);
      t[n++] = 0x80 | ((point >> 6) & 0x3f);
      t[n++] = 0x80 | (point & 0x3f);
      this.length = n;
      return;
    }
    this.settle();
    if (code >= 0xd800 && code <= 0xdbff) this.high = code;
    else this.put(code >= 0xdc00 && code <= 0xdfff ? 0xfffd : code);
  }

  /** Something other than a low half follows: a high surrogate waiting alone becomes U+FFFD. */
  settle(): void {
    if (this.high === 0) return;
    this.high = 0;
    this.put(0xfffd);
  }

  private put(code: number) {
    const t = this.room(3);
    let n = this.length;
    if (code < 0x80) t[n++] = code;
    else if (code < 0x800) {
      t[n++] = 0xc0 | (code >> 6);
      t[n++] = 0x80 | (code & 0x3f);
    } else {
      t[n++] = 0xe0 | (code >> 12);
      t[n++] = 0x80 | ((code >> 6) & 0x3f);
      t[n++] = 0x80 | (code & 0x3f);
    }
    this.length = n;
  }
}
