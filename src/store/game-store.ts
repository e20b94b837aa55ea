/**
 * The event store: each game is its creation record plus an append-only list
 * of entries numbered 1, 2, 3… An append names the number it expects to
 * write; if another append took that number first, it fails with StaleSeq,
 * so two players acting at once never overwrite each other.
 */
import type { Kysely } from "kysely";
import type { Roll } from "../engine/dice.js";
import type { DiceMode } from "../engine/match.js";
import type { RngState } from "../engine/rng.js";
import { type ConnectOptions, connect } from "./connect.js";
import { migrate } from "./migrations.js";
import type { Database } from "./schema.js";
import { hashToken, newId, newToken } from "./tokens.js";

/** A stored entry: a played action, or the taking back of the last one still standing. */
export type StoredEntry =
  | { kind: "act"; seat: string; action: unknown; rolls: Roll[] }
  | { kind: "undo"; seat: string };

export interface Snapshot {
  state: unknown;
  rng: RngState | null;
}

export interface GameRecord {
  id: string;
  system: string;
  version: number;
  options: unknown;
  dice: DiceMode;
  setupRolls: Roll[];
  seq: number;
  snapshot: Snapshot;
  status: "live" | "over";
  createdAt: string;
  updatedAt: string;
}

export interface NewGame {
  system: string;
  version: number;
  options: unknown;
  dice: DiceMode;
  setupRolls: Roll[];
  snapshot: Snapshot;
  status: "live" | "over";
  seats: string[];
  /** Entries already played (an imported game). */
  entries?: StoredEntry[];
}

export interface Links {
  owner: string;
  seats: Record<string, string>;
}

export class StaleSeq extends Error {
  constructor(readonly current: number) {
    super("someone else moved first: reload the game and try again");
  }
}

const now = () => new Date().toISOString();

function toRecord(row: Database["games"]): GameRecord {
  return {
    id: row.id,
    system: row.system,
    version: Number(row.version),
    options: JSON.parse(row.options),
    dice: JSON.parse(row.dice),
    setupRolls: JSON.parse(row.setup_rolls),
    seq: Number(row.seq),
    snapshot: JSON.parse(row.snapshot),
    status: row.status as GameRecord["status"],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The log as it stands: undo entries take back the last standing action. */
export function standingEntries(entries: StoredEntry[]) {
  const out: Extract<StoredEntry, { kind: "act" }>[] = [];
  for (const e of entries) {
    if (e.kind === "undo") out.pop();
    else out.push(e);
  }
  return out;
}

export class GameStore {
  private constructor(
    readonly db: Kysely<Database>,
    readonly kind: "sqlite" | "postgres",
    readonly where: string,
  ) {}

  static async open(options: ConnectOptions = {}): Promise<GameStore> {
    const c = connect(options);
    await migrate(c.db as Kysely<unknown>);
    return new GameStore(c.db, c.kind, c.where);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  async create(game: NewGame): Promise<{ id: string; links: Links }> {
    const id = newId();
    const links: Links = {
      owner: newToken(),
      seats: Object.fromEntries(game.seats.map((s) => [s, newToken()])),
    };
    const at = now();
    const entries = game.entries ?? [];
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("games")
        .values({
          id,
          system: game.system,
          version: game.version,
          options: JSON.stringify(game.options ?? {}),
          dice: JSON.stringify(game.dice),
          setup_rolls: JSON.stringify(game.setupRolls),
          seq: entries.length,
          snapshot: JSON.stringify(game.snapshot),
          status: game.status,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const access = [
        { token_hash: hashToken(links.owner), game_id: id, role: "owner" },
        ...Object.entries(links.seats).map(([role, t]) => ({
          token_hash: hashToken(t),
          game_id: id,
          role,
        })),
      ];
      await trx.insertInto("access").values(access).execute();
      if (entries.length > 0) {
        await trx
          .insertInto("entries")
          .values(
            entries.map((e, i) => ({
              game_id: id,
              seq: i + 1,
              entry: JSON.stringify(e),
              created_at: at,
            })),
          )
          .execute();
      }
    });
    return { id, links };
  }

  /** Who a token lets in, or null. */
  async access(token: string): Promise<{ gameId: string; role: string } | null> {
    const row = await this.db
      .selectFrom("access")
      .select(["game_id", "role"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    return row ? { gameId: row.game_id, role: row.role } : null;
  }

  async game(id: string): Promise<GameRecord | null> {
    const row = await this.db
      .selectFrom("games")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async entries(id: string): Promise<StoredEntry[]> {
    const rows = await this.db
      .selectFrom("entries")
      .select(["seq", "entry"])
      .where("game_id", "=", id)
      .orderBy("seq")
      .execute();
    return rows.map((r) => JSON.parse(r.entry));
  }

  /**
   * Appends entry number `seq` (the current number + 1) with the snapshot it
   * leads to. Fails with StaleSeq if the game is no longer at `seq - 1`.
   */
  async append(
    id: string,
    seq: number,
    entry: StoredEntry,
    snapshot: Snapshot,
    status: "live" | "over",
  ) {
    const at = now();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("entries")
          .values({ game_id: id, seq, entry: JSON.stringify(entry), created_at: at })
          .execute();
        const updated = await trx
          .updateTable("games")
          .set({ seq, snapshot: JSON.stringify(snapshot), status, updated_at: at })
          .where("id", "=", id)
          .where("seq", "=", seq - 1)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new StaleSeq(-1);
      });
    } catch (e) {
      if (e instanceof StaleSeq || isUniqueViolation(e)) {
        const current = await this.game(id);
        throw new StaleSeq(current?.seq ?? -1);
      }
      throw e;
    }
  }

  /** Summaries of the games these tokens open (for "my games"). */
  async summaries(tokens: string[]) {
    const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
    if (byHash.size === 0) return [];
    const rows = await this.db
      .selectFrom("access")
      .innerJoin("games", "games.id", "access.game_id")
      .select([
        "access.token_hash",
        "access.role",
        "games.id",
        "games.system",
        "games.seq",
        "games.status",
        "games.options",
        "games.created_at",
        "games.updated_at",
      ])
      .where("access.token_hash", "in", [...byHash.keys()])
      .orderBy("games.updated_at", "desc")
      .execute();
    return rows.map((r) => ({
      token: byHash.get(r.token_hash) as string,
      role: r.role,
      id: r.id,
      system: r.system,
      seq: Number(r.seq),
      status: r.status,
      options: JSON.parse(r.options) as unknown,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
  }

  async countEntries(id: string): Promise<number> {
    const row = await this.db
      .selectFrom("entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("game_id", "=", id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return (
    err?.code === "23505" || // PostgreSQL unique_violation
    err?.code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    err?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint failed/.test(err?.message ?? "")
  );
}
