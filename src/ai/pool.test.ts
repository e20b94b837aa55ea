/**
 * The computer players' pool: moves are chosen in worker threads (the
 * compiled worker that `npm run build` writes), the calling thread keeps
 * turning meanwhile, and a failed job fails alone.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createMatch, play } from "../engine/match.js";
import { hawksOverMalta } from "../games/hawks-over-malta/rules.js";
import { wingedVictory } from "../games/winged-victory/rules.js";
import { ROOT } from "../paths.js";
import { ComputerPool } from "./pool.js";

const compiled = pathToFileURL(join(ROOT, "dist", "src", "ai", "pool-worker.js"));

function hawksGame(seed: number) {
  const m = createMatch(hawksOverMalta, { scenario: 1 }, { mode: "seeded", seed });
  const seat = hawksOverMalta.view(m.state, null).toAct[0];
  return { m, seat, view: hawksOverMalta.view(m.state, seat) };
}

describe("the computer players' pool", () => {
  const pool = new ComputerPool(2, compiled);
  afterAll(() => pool.close());

  it("chooses a legal move in a worker thread while this thread keeps turning", async () => {
    expect(pool.threaded).toBe(true);
    const { m, seat, view } = hawksGame(3);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const moves = await Promise.all([1, 2, 3].map((seed) => pool.move(m.system, view, seat, seed)));
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    for (const move of moves) {
      expect(move.threadId).not.toBe(0);
      const action = hawksOverMalta.parseAction(move.action);
      expect(() => play(hawksOverMalta, m, seat, action)).not.toThrow();
    }
  }, 30000);

  it("flies a Winged Victory plane in a worker thread, from its seat's view, legally", async () => {
    let m = createMatch(wingedVictory, wingedVictory.parseOptions({}), {
      mode: "seeded",
      seed: 5,
    });
    // Play on (each side's first offer) until a seat has a choice to make.
    for (let i = 0; i < 40; i++) {
      const seat = (["allies", "germans"] as const).find(
        (x) => wingedVictory.view(m.state, x).actions.length > 1,
      );
      if (seat) {
        const view = wingedVictory.view(m.state, seat);
        const move = await pool.move(m.system, view, seat, 1);
        expect(move.threadId).not.toBe(0);
        const action = wingedVictory.parseAction(move.action);
        expect(() => play(wingedVictory, m, seat, action)).not.toThrow();
        return;
      }
      const next = (["allies", "germans"] as const).find(
        (x) => wingedVictory.view(m.state, x).actions.length > 0,
      );
      if (!next) break;
      m = play(wingedVictory, m, next, wingedVictory.view(m.state, next).actions[0]);
    }
    throw new Error("no seat had a choice to make");
  }, 30000);

  it("fails a job it cannot do, alone, and keeps serving", async () => {
    const { m, seat, view } = hawksGame(4);
    await expect(pool.move("chess", view, seat, 1)).rejects.toThrow(/no computer player for chess/);
    const move = await pool.move(m.system, view, seat, 1);
    expect(move.threadId).not.toBe(0);
  }, 30000);

  it("stops a thread whose move takes too long, fails that move, and carries on with a new thread", async () => {
    const strict = new ComputerPool(1, compiled, 1);
    const { m, seat, view } = hawksGame(7);
    await expect(strict.move(m.system, view, seat, 1)).rejects.toThrow(/took longer than/);
    strict.limitMs = 30000;
    const move = await strict.move(m.system, view, seat, 1);
    expect(move.threadId).not.toBe(0);
    await strict.close();
  }, 30000);

  it("chooses on the calling thread where no compiled worker exists", async () => {
    const local = new ComputerPool(1, pathToFileURL(join(ROOT, "no-such-worker.js")));
    expect(local.threaded).toBe(false);
    const { m, seat, view } = hawksGame(5);
    expect((await local.move(m.system, view, seat, 1)).threadId).toBe(0);
    await local.close();
  });

  it("refuses work once closed", async () => {
    const closed = new ComputerPool(1, compiled);
    await closed.close();
    const { m, seat, view } = hawksGame(6);
    await expect(closed.move(m.system, view, seat, 1)).rejects.toThrow(/stopped/);
  });
});
