/**
 * Entries stored by other server processes, pushed to this process's
 * sockets. Announcements of one game are handled in order; a game no socket
 * here watches costs nothing.
 */
import type { AnyRules } from "../engine/contract.js";
import { rulesFor } from "../games/registry.js";
import type { GameRecord, GameStore, StoredEntry } from "../store/game-store.js";
import type { LiveHub } from "./live.js";

export type Push = (rules: AnyRules, record: GameRecord, entry: StoredEntry, seq: number) => void;

export class Relay {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly store: GameStore,
    private readonly live: LiveHub,
    private readonly push: Push,
  ) {}

  /** Another process stored entry `seq` of a game. */
  heard(gameId: string, seq: number): void {
    if (this.live.bySeat(gameId).size === 0) return;
    const before = this.queues.get(gameId) ?? Promise.resolve();
    const next = before
      .then(() => this.send(gameId, seq))
      .catch(() => {
        // The game or its entry cannot be read now: the pages catch up on the next entry.
      })
      .finally(() => {
        if (this.queues.get(gameId) === next) this.queues.delete(gameId);
      });
    this.queues.set(gameId, next);
  }

  private async send(gameId: string, seq: number): Promise<void> {
    const [record, row] = await Promise.all([
      this.store.game(gameId),
      this.store.db
        .selectFrom("entries")
        .select("entry")
        .where("game_id", "=", gameId)
        .where("seq", "=", seq)
        .executeTakeFirst(),
    ]);
    const rules = record && rulesFor(record.system);
    if (!record || !rules || !row) return;
    // The game as it stands now (perhaps already past this entry), with this entry's line.
    this.push(rules, record, JSON.parse(row.entry) as StoredEntry, seq);
  }
}
