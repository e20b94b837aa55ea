/**
 * Games kept with the game that made them (migration 005, linked_games):
 * a slot holds one child, the first kept; a child names its parent; the
 * store reopened migrates nothing twice and keeps them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GameStore, type NewGame } from "./game-store.js";
import { linkChild, linkedChild, parentsOf } from "./linked-games.js";

const game = (system: string): NewGame => ({
  system,
  version: 1,
  options: {},
  dice: { mode: "manual" },
  setupRolls: [],
  snapshot: { state: {}, rng: null },
  status: "live",
  seats: ["a"],
});

describe("linked games", () => {
  it("keeps one child a slot, names each child's parent, and survives a reopened store", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sortie-linked-"));
    try {
      let store = await GameStore.open({ url: "", dir });
      const career = await store.create(game("winged-victory-career"));
      const fight = await store.create(game("winged-victory"));
      const other = await store.create(game("winged-victory"));
      expect(await linkedChild(store, career.id, 1)).toBeNull();
      expect(await linkChild(store, career.id, 1, fight.id)).toBe(fight.id);
      // A second game for the same slot: the first stays.
      expect(await linkChild(store, career.id, 1, other.id)).toBe(fight.id);
      expect(await linkChild(store, career.id, 2, other.id)).toBe(other.id);
      await store.close();
      store = await GameStore.open({ url: "", dir });
      expect(await linkedChild(store, career.id, 1)).toBe(fight.id);
      const parents = await parentsOf(store, [fight.id, other.id, career.id]);
      expect(parents.sort((a, b) => a.slot - b.slot)).toEqual([
        { parentId: career.id, slot: 1, childId: fight.id },
        { parentId: career.id, slot: 2, childId: other.id },
      ]);
      expect(await parentsOf(store, [])).toEqual([]);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
