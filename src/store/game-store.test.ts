/**
 * The store's history: checkpoints kept for the moves still standing, a long
 * import written in batches, and undos stored before the dice stopped
 * rewinding read as they were played.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECKPOINT_EVERY,
  type GameStore,
  logOf,
  type StoredEntry,
  standingEntries,
} from "./game-store.js";
import { freshStore, rowCounts } from "./test-store.js";

let store: GameStore;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await freshStore());
});
afterAll(async () => {
  await cleanup();
});

const act = (n: number): StoredEntry => ({ kind: "act", seat: "a", action: { n }, rolls: [] });
const undo: StoredEntry = { kind: "undo", seat: "a", freshDice: true };

async function newGame(
  entries: StoredEntry[] = [],
  checkpoints = [] as { standing: number; state: unknown }[],
) {
  return store.create({
    system: "test",
    version: 1,
    options: {},
    dice: { mode: "manual" },
    setupRolls: [],
    snapshot: { state: { n: 0 }, rng: null },
    status: "live",
    seats: ["a"],
    entries,
    checkpoints,
  });
}

describe("the store's history", () => {
  it("reads a long log in pages, letting other work in between, up to the entry asked", async () => {
    const entries = Array.from({ length: 5000 }, (_, i) => act(i));
    const { id } = await newGame(entries);
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns++;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const read = await store.entries(id);
    reading = false;
    expect(read).toEqual(entries);
    // One read of the whole log would hold the thread throughout: pages let the ticks in.
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(await store.entries(id, 1234)).toEqual(entries.slice(0, 1234));
  });

  it("reads the last standing moves from the end of a log, undos included", async () => {
    // Undos of both kinds, nested and spanning the pages the tail is read in.
    const old: StoredEntry = { kind: "undo", seat: "a" };
    const entries: StoredEntry[] = [];
    for (let i = 0; i < 300; i++) {
      entries.push(act(i));
      if (i % 7 === 3) entries.push(act(1000 + i), act(2000 + i), undo, i % 2 ? old : undo);
      if (i % 50 === 49) entries.push(...Array.from({ length: 70 }, (_, k) => act(5000 + k)));
      if (i % 50 === 49) entries.push(...Array.from({ length: 70 }, () => undo));
    }
    const { id } = await newGame(entries);
    const standing = standingEntries(entries);
    for (const count of [1, 5, 64, 65, 200, 300, 400]) {
      expect(await store.standingTail(id, entries.length, count)).toEqual(standing.slice(-count));
    }
    const upTo = 1000;
    expect(await store.standingTail(id, upTo, 30)).toEqual(
      standingEntries(entries.slice(0, upTo)).slice(-30),
    );
  });

  it("keeps a checkpoint every few standing moves and drops those an undo passes", async () => {
    const { id } = await newGame();
    let seq = 0;
    const append = async (e: StoredEntry, n: number) =>
      store.append(id, ++seq, e, { state: { n }, rng: null }, "live");
    for (let n = 1; n <= CHECKPOINT_EVERY * 2; n++) await append(act(n), n);
    expect(await store.checkpoint(id, 100)).toEqual({
      standing: CHECKPOINT_EVERY * 2,
      state: { n: CHECKPOINT_EVERY * 2 },
    });
    expect(await store.checkpoint(id, CHECKPOINT_EVERY * 2 - 1)).toMatchObject({
      standing: CHECKPOINT_EVERY,
    });
    await append(undo, CHECKPOINT_EVERY * 2 - 1);
    expect(await store.checkpoint(id, 100)).toMatchObject({ standing: CHECKPOINT_EVERY });
    // The move made again in its place is the new checkpoint.
    await append(act(99), 99);
    expect(await store.checkpoint(id, 100)).toEqual({
      standing: CHECKPOINT_EVERY * 2,
      state: { n: 99 },
    });
    expect(await store.checkpoint(id, 3)).toBeNull();
  });

  it("writes a long imported game whole, in order, and opens it only once whole", async () => {
    const entries = Array.from({ length: 1234 }, (_, i) => act(i + 1));
    entries.push(undo);
    const { id, links } = await newGame(entries, [{ standing: 1232, state: { n: 1232 } }]);
    expect(await store.access(links.owner)).toEqual({ gameId: id, owner: true, seat: null });
    const back = await store.entries(id);
    expect(back).toEqual(entries);
    expect(standingEntries(back)).toHaveLength(1233);
    expect(await store.checkpoint(id, 1233)).toEqual({ standing: 1232, state: { n: 1232 } });
    expect((await store.game(id))?.seq).toBe(1235);
  });

  it("leaves nothing of an import that fails half-way", async () => {
    const before = await rowCounts(store);
    const entries = Array.from({ length: 500 }, (_, i) => act(i + 1));
    // A checkpoint no JSON can hold fails the last step, after the batches were written.
    const bad = { standing: 1, state: { n: 1n } };
    await expect(newGame(entries, [bad])).rejects.toThrow();
    expect(await rowCounts(store)).toEqual(before);
  });

  it("exports old undos, which rewound the dice, as if their move had never been played", () => {
    const old: StoredEntry = { kind: "undo", seat: "a" };
    expect(logOf([act(1), act(2), old, act(3), act(4), undo, act(5)])).toEqual([
      { seat: "a", action: { n: 1 }, rolls: [] },
      { seat: "a", action: { n: 3 }, rolls: [] },
      { seat: "a", action: { n: 4 }, rolls: [] },
      { seat: "a", undo: true },
      { seat: "a", action: { n: 5 }, rolls: [] },
    ]);
  });
});
