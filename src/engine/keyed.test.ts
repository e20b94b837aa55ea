/**
 * Keyed dice: ChaCha20 as RFC 8439 gives it, a fresh 256-bit key for every
 * keyed game, and a keyed log that replays from its rolls without the key,
 * after which nobody can play on without being given the dice.
 */
import { describe, expect, it } from "vitest";
import { maltaConvoy } from "../games/malta-convoy/rules.js";
import type { AnyRules } from "./contract.js";
import { NeedRoll } from "./errors.js";
import { chachaBlock, isKeyedState, KeyedDice, KeyStream, keyWords } from "./keyed.js";
import { parseLogFile, toLogFile } from "./logfile.js";
import { createMatch, type Match, play, replay } from "./match.js";
import { registryOf } from "./test-registry.js";

const convoy = maltaConvoy as AnyRules;
type AnyMatch = Match<unknown, unknown, unknown>;
const hex = (n: number) => n.toString(16).padStart(8, "0");

describe("the keyed generator", () => {
  it("gives RFC 8439's ChaCha20 block (§2.3.2)", () => {
    let key = "";
    for (let i = 0; i < 32; i++) key += i.toString(16).padStart(2, "0");
    const out = new Uint32Array(16);
    // Nonce 00:00:00:09:00:00:00:4a:00:00:00:00, little-endian words.
    chachaBlock(keyWords(key), 1, [0x09000000, 0x4a000000, 0], out);
    expect([...out].map(hex).join(" ")).toBe(
      [
        "e4e7f110 15593bd1 1fdd0f50 c47120a3 c7f4d1c7 0368c033 9aaa2204 4e6cd4c3",
        "466482d2 09aa9f07 05d7c214 a2028bd9 d19c12b5 b94e16de e883d0cb 4e3c50a2",
      ].join(" "),
    );
  });

  it("reads its stream word by word across blocks, from any point", () => {
    const key = "ab".repeat(32);
    const whole = new KeyStream(key);
    const words = Array.from({ length: 40 }, (_, n) => whole.word(n));
    expect(new Set(words).size).toBe(40);
    // Dice resumed at word 17 roll what the stream holds from there.
    const a = new KeyedDice({ key, n: 0 });
    const first = Array.from({ length: 30 }, () => a.roll(6, "test"));
    const b = new KeyedDice({ key, n: 17 });
    expect(Array.from({ length: 13 }, () => b.roll(6, "test"))).toEqual(first.slice(17));
    expect(a.state).toEqual({ key, n: 30 });
  });

  it("draws a fresh 256-bit key for every keyed game", () => {
    const keys = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const m = createMatch(convoy, {}, { mode: "keyed" }) as AnyMatch;
      expect(isKeyedState(m.rng)).toBe(true);
      keys.add((m.rng as { key: string }).key);
    }
    expect(keys.size).toBe(50);
  });
});

describe("a keyed game's log", () => {
  function played(steps: number): AnyMatch {
    let m = createMatch(convoy, {}, { mode: "keyed" }) as AnyMatch;
    for (let i = 0; i < steps && !convoy.outcome(m.state); i++) {
      m = play(convoy, m, "player", convoy.view(m.state, "player").actions[0]);
    }
    return m;
  }

  it("holds the rolls and never the key, and replays from them exactly", () => {
    const m = played(8);
    const key = (m.rng as { key: string }).key;
    const file = toLogFile(m);
    const text = JSON.stringify(file);
    expect(text).not.toContain(key);
    expect(file.dice).toEqual({ mode: "keyed" });
    const again = parseLogFile(text, registryOf(convoy));
    expect(again.state).toEqual(m.state);
    expect(again.rng).toBeNull();
  });

  it("cannot be played on from its file: the next step asks for its dice", () => {
    const m = played(5);
    const again = replay(convoy, toLogFile(m) as never);
    // A step that rolls asks for its dice; one that rolls nothing (a quiet turn) may be played.
    let asked = 0;
    for (const action of convoy.view(again.state, "player").actions) {
      try {
        expect(play(convoy, again, "player", action).entries.at(-1)?.rolls).toEqual([]);
      } catch (e) {
        if (!(e instanceof NeedRoll)) throw e;
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(0);
  });
});
