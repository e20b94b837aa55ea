/**
 * The computer's runner: one runner per game, a move that comes while it
 * works is answered, a lock held elsewhere leaves the game to its holder,
 * and a turn that lost its place to another entry is tried again.
 */
import { describe, expect, it } from "vitest";
import { KeyStream } from "../engine/keyed.js";
import { ComputerRunner, type ComputerSteps, LocalLocks, Stale, searchSeed } from "./computer.js";

/** A game where the computer owes `owed` turns; each turn takes a little while. */
interface FakeGame {
  owed: number;
  played: number;
  concurrent: number;
  most: number;
  stale: number;
  steps: ComputerSteps;
}

function game(owed: number): FakeGame {
  const g: FakeGame = {
    owed,
    played: 0,
    concurrent: 0,
    most: 0,
    stale: 0,
    steps: {
      async step() {
        if (g.owed === 0) return false;
        g.concurrent++;
        g.most = Math.max(g.most, g.concurrent);
        await new Promise((r) => setTimeout(r, 5));
        g.concurrent--;
        if (g.stale > 0) {
          g.stale--;
          throw new Stale();
        }
        g.owed--;
        g.played++;
        return true;
      },
      async due() {
        return g.owed > 0;
      },
    },
  };
  return g;
}

describe("the computer's runner", () => {
  it("plays every turn owed, one at a time, however often it is asked", async () => {
    const g = game(5);
    const runner = new ComputerRunner(g.steps, new LocalLocks());
    for (let i = 0; i < 10; i++) runner.schedule("g");
    await runner.idle();
    expect(g.played).toBe(5);
    expect(g.most).toBe(1);
  });

  it("answers a move that comes while it is playing", async () => {
    const g = game(1);
    const runner = new ComputerRunner(g.steps, new LocalLocks());
    runner.schedule("g");
    await new Promise((r) => setTimeout(r, 1));
    // A person moves while the computer is busy: the computer owes two more turns.
    g.owed += 2;
    runner.schedule("g");
    await runner.idle();
    expect(g.played).toBe(3);
  });

  it("leaves a game whose lock another process holds, and that holder looks again when it stops", async () => {
    const g = game(2);
    const locks = new LocalLocks();
    const other = new ComputerRunner(g.steps, locks);
    const release = await locks.tryLock("g");
    const mine = new ComputerRunner(g.steps, locks);
    mine.schedule("g");
    await mine.idle();
    expect(g.played).toBe(0);
    await release?.();
    other.schedule("g");
    await other.idle();
    expect(g.played).toBe(2);
  });

  it("tries a turn again when another entry took its place", async () => {
    const g = game(1);
    g.stale = 2;
    const runner = new ComputerRunner(g.steps, new LocalLocks());
    runner.schedule("g");
    await runner.idle();
    expect(g.played).toBe(1);
  });

  it("reports a failure and stops", async () => {
    const errors: unknown[] = [];
    const runner = new ComputerRunner(
      {
        step: async () => {
          throw new Error("no thread");
        },
        due: async () => true,
      },
      new LocalLocks(),
      (e) => errors.push(e),
    );
    runner.schedule("g");
    await runner.idle();
    expect(errors).toHaveLength(1);
  });
});

describe("the computer's search seed", () => {
  const snapshot = (rng: unknown) => ({ state: null, rng }) as never;
  const keyA = { key: "a1".repeat(32), n: 7 };
  const keyB = { key: "b2".repeat(32), n: 7 };

  it("comes from the game's secret key in a keyed game, not from what a seat knows", () => {
    const a = searchSeed({ id: "g1", seq: 12, snapshot: snapshot(keyA) });
    // The same game and move, another key: another seed, so the id and move number alone tell nothing.
    const b = searchSeed({ id: "g1", seq: 12, snapshot: snapshot(keyB) });
    expect(a).not.toBe(b);
    expect(a).not.toBe(searchSeed({ id: "g1", seq: 12, snapshot: snapshot(null) }));
    // Fixed by key and move: a retried move searches the same way; the next move does not.
    expect(searchSeed({ id: "other", seq: 12, snapshot: snapshot(keyA) })).toBe(a);
    expect(searchSeed({ id: "g1", seq: 13, snapshot: snapshot(keyA) })).not.toBe(a);
  });

  it("is not a word of the dice's own stream", () => {
    const stream = new KeyStream(keyA.key);
    const diceWords = new Set(Array.from({ length: 4096 }, (_, n) => stream.word(n)));
    for (let seq = 0; seq < 64; seq++)
      expect(diceWords.has(searchSeed({ id: "g", seq, snapshot: snapshot(keyA) }))).toBe(false);
  });

  it("uses the game's id and move number where nothing is secret (seeded or physical dice)", () => {
    const s = searchSeed({ id: "g1", seq: 3, snapshot: snapshot({ s: [1, 2, 3, 4] }) });
    expect(searchSeed({ id: "g1", seq: 3, snapshot: snapshot(null) })).toBe(s);
    expect(searchSeed({ id: "g2", seq: 3, snapshot: snapshot(null) })).not.toBe(s);
  });
});
