/**
 * Keyed dice for games the server hosts: ChaCha20 (RFC 8439) keyed with 256
 * random bits, its stream read one 32-bit word a roll. Unlike a seeded
 * generator, no number of rolls seen tells anything of the key or of the
 * rolls to come. The key lives only in the server's snapshot of the game;
 * logs keep the rolls, so a game replays from its log without it.
 *
 * Plain TypeScript over plain JSON, so it runs wherever the rules do.
 */
import { RecordingDice } from "./dice.js";
import { faceOf } from "./rng.js";

/** The keyed generator's state as a game's snapshot keeps it: the key (64 hex digits) and the words used. */
export interface KeyedState {
  key: string;
  n: number;
}

export const isKeyedState = (s: unknown): s is KeyedState =>
  typeof s === "object" &&
  s !== null &&
  typeof (s as KeyedState).key === "string" &&
  /^[0-9a-f]{64}$/.test((s as KeyedState).key) &&
  Number.isSafeInteger((s as KeyedState).n) &&
  (s as KeyedState).n >= 0;

/** A fresh key from the platform's cryptographic source (Web Crypto: Node and browsers). */
export function newKeyedState(): KeyedState {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  let key = "";
  for (const b of bytes) key += b.toString(16).padStart(2, "0");
  return { key, n: 0 };
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

function quarter(s: Uint32Array, a: number, b: number, c: number, d: number) {
  s[a] += s[b];
  s[d] = rotl(s[d] ^ s[a], 16);
  s[c] += s[d];
  s[b] = rotl(s[b] ^ s[c], 12);
  s[a] += s[b];
  s[d] = rotl(s[d] ^ s[a], 8);
  s[c] += s[d];
  s[b] = rotl(s[b] ^ s[c], 7);
}

/** The eight little-endian words of a 64-hex-digit key. */
export function keyWords(key: string): Uint32Array {
  const w = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    const at = i * 8;
    // Little-endian: byte 0 is the word's low byte.
    let v = 0;
    for (let b = 3; b >= 0; b--)
      v = (v << 8) | Number.parseInt(key.slice(at + 2 * b, at + 2 * b + 2), 16);
    w[i] = v >>> 0;
  }
  return w;
}

/**
 * One ChaCha20 block: 16 words of key stream for `counter` (RFC 8439 §2.3),
 * written into `out`. `nonce` is three words (zero for dice: each game has
 * its own key).
 */
export function chachaBlock(
  key: Uint32Array,
  counter: number,
  nonce: ArrayLike<number>,
  out: Uint32Array,
): void {
  const init = new Uint32Array(16);
  init[0] = 0x61707865;
  init[1] = 0x3320646e;
  init[2] = 0x79622d32;
  init[3] = 0x6b206574;
  init.set(key, 4);
  init[12] = counter >>> 0;
  init[13] = nonce[0];
  init[14] = nonce[1];
  init[15] = nonce[2];
  out.set(init);
  for (let i = 0; i < 10; i++) {
    quarter(out, 0, 4, 8, 12);
    quarter(out, 1, 5, 9, 13);
    quarter(out, 2, 6, 10, 14);
    quarter(out, 3, 7, 11, 15);
    quarter(out, 0, 5, 10, 15);
    quarter(out, 1, 6, 11, 12);
    quarter(out, 2, 7, 8, 13);
    quarter(out, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) out[i] = (out[i] + init[i]) >>> 0;
}

/**
 * Word `n` of the key stream: block ⌊n / 16⌋, the 32-bit block counter
 * running on into the nonce's first word (2^36 words in all, far beyond any
 * game's limits).
 */
export class KeyStream {
  private readonly words: Uint32Array;
  private readonly block = new Uint32Array(16);
  private at = -1;
  constructor(key: string) {
    this.words = keyWords(key);
  }
  word(n: number): number {
    const b = Math.floor(n / 16);
    if (b !== this.at) {
      chachaBlock(this.words, b % 0x100000000, [Math.floor(b / 0x100000000), 0, 0], this.block);
      this.at = b;
    }
    return this.block[n % 16];
  }
}

/** Dice read from a key's stream; `state` advances as they roll. */
export class KeyedDice extends RecordingDice {
  private readonly stream: KeyStream;
  private n: number;
  private readonly key: string;
  constructor(state: KeyedState) {
    super();
    this.key = state.key;
    this.n = state.n;
    this.stream = new KeyStream(state.key);
  }
  protected next(sides: number): number {
    return faceOf(this.stream.word(this.n++), sides);
  }
  get state(): KeyedState {
    return { key: this.key, n: this.n };
  }
}
