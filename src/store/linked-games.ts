/**
 * Games kept with the game that made them (a Squadron Career's fight, one
 * per mission): which child a parent's slot holds, and which parent each of
 * some children has. A slot holds one child: the first link written stays.
 */
import type { GameStore } from "./game-store.js";

export interface LinkedGame {
  parentId: string;
  slot: number;
  childId: string;
}

/** The child a parent's slot holds, or null. */
export async function linkedChild(
  store: GameStore,
  parentId: string,
  slot: number,
): Promise<string | null> {
  const row = await store.db
    .selectFrom("linked_games")
    .select("child_id")
    .where("parent_id", "=", parentId)
    .where("slot", "=", slot)
    .executeTakeFirst();
  return row?.child_id ?? null;
}

/**
 * Keeps `childId` in the parent's slot; answers the child the slot holds
 * afterwards (another, if one was kept there first).
 */
export async function linkChild(
  store: GameStore,
  parentId: string,
  slot: number,
  childId: string,
): Promise<string> {
  try {
    await store.db
      .insertInto("linked_games")
      .values({
        parent_id: parentId,
        slot,
        child_id: childId,
        created_at: new Date().toISOString(),
      })
      .execute();
    return childId;
  } catch (e) {
    const held = await linkedChild(store, parentId, slot);
    if (held === null) throw e;
    return held;
  }
}

/** The parent of each of these games that has one. */
export async function parentsOf(store: GameStore, childIds: string[]): Promise<LinkedGame[]> {
  if (childIds.length === 0) return [];
  const rows = await store.db
    .selectFrom("linked_games")
    .select(["parent_id", "slot", "child_id"])
    .where("child_id", "in", childIds)
    .execute();
  return rows.map((r) => ({ parentId: r.parent_id, slot: Number(r.slot), childId: r.child_id }));
}
