/**
 * The computer's runner: one runner per game, a move that comes while it
 * works is answered, a lock held elsewhere leaves the game to its holder,
 * and a turn that lost its place to another entry is tried again.
 */
import { describe, expect, it } from "vitest";
import { ComputerRunner, type ComputerSteps, LocalLocks, Stale } from "./computer.js";

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
