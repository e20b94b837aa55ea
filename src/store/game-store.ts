/**
 * The event store: each game is its creation record plus an append-only list
 * of entries numbered 1, 2, 3… An append names the number it expects to
 * write; if another append took that number first, it fails with StaleSeq,
 * so two players acting at once never overwrite each other.
 */
import { type Kysely, sql } from "kysely";
import type { LogItem } from "../engine/contract.js";
import type { Roll } from "../engine/dice.js";
import type { DiceMode, DiceState } from "../engine/match.js";
import { type ConnectOptions, connect } from "./connect.js";
import { migrate } from "./migrations.js";
import type { Database } from "./schema.js";
import { hashToken, newId, newToken } from "./tokens.js";

/**
 * A stored entry: a played action, or the taking back of the last one still
 * standing. An undo with `freshDice` leaves the seeded dice where they were;
 * an undo stored without it (before undos stopped rewinding the dice) took
 * its move back as if it had never been played.
 */
export type StoredEntry =
  | { kind: "act"; seat: string; action: unknown; rolls: Roll[] }
  | { kind: "undo"; seat: string; freshDice?: true };

/** A checkpoint is kept after every this many standing moves. */
export const CHECKPOINT_EVERY = 16;

/** The state after the last entry and the dice's state: the only place a keyed game's key is kept. */
export interface Snapshot {
  state: unknown;
  rng: DiceState;
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
  /** Moves standing (moves less those taken back); null for a game stored before it was kept. */
  standing: number | null;
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
  /** States after every CHECKPOINT_EVERY-th standing move of those entries. */
  checkpoints?: { standing: number; state: unknown }[];
}

export interface Links {
  owner: string;
  seats: Record<string, string>;
}

/** What a link opens: the owner's link, or a seat's. */
export type Access =
  | { gameId: string; owner: true; seat: null }
  | { gameId: string; owner: false; seat: string };

export class StaleSeq extends Error {
  constructor(readonly current: number) {
    super("someone else moved first: reload the game and try again");
  }
}

const now = () => new Date().toISOString();
/** Entries written at once by an import (about 200 KB of a long log). */
const BATCH = 200;
/** Entries read at once by `entries` (about 100 KB of a long log). */
const READ_PAGE = 1000;
/** Entries read at once from the end of a log. */
const TAIL_PAGE = 64;

/** Lets the event loop run (other requests) before going on. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    standing: row.standing === null ? null : Number(row.standing),
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

/**
 * The whole history as a log file keeps it: undo marks and the moves they
 * took back stay, so the dice replay as they fell. An old undo that rewound
 * the dice is written as if its move had never been played, which is how it
 * was played on; such undos all come before any new one.
 */
export function logOf(entries: StoredEntry[]): LogItem<unknown>[] {
  const out: LogItem<unknown>[] = [];
  for (const e of entries) {
    if (e.kind === "act") out.push({ seat: e.seat, action: e.action, rolls: e.rolls });
    else if (e.freshDice) out.push({ seat: e.seat, undo: true });
    else out.pop();
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

  /**
   * Stores a new game. An imported game's entries are written in batches,
   * each in its own transaction with a pause between them, so a long log
   * never holds the thread for long; the links are written last, so the game
   * opens for no one until it is whole (and is removed if a batch fails).
   */
  async create(game: NewGame): Promise<{ id: string; links: Links }> {
    const id = newId();
    const links: Links = {
      owner: newToken(),
      seats: Object.fromEntries(game.seats.map((s) => [s, newToken()])),
    };
    const at = now();
    const entries = game.entries ?? [];
    const rows = (from: number) =>
      entries.slice(from, from + BATCH).map((e, i) => ({
        game_id: id,
        seq: from + i + 1,
        entry: JSON.stringify(e),
        created_at: at,
      }));
    const finish = async (trx: Kysely<Database>) => {
      const access = [
        { token_hash: hashToken(links.owner), game_id: id, role: "owner", kind: "owner" },
        ...Object.entries(links.seats).map(([role, t]) => ({
          token_hash: hashToken(t),
          game_id: id,
          role,
          kind: "seat",
        })),
      ];
      await trx.insertInto("access").values(access).execute();
    };
    const checkpoints = game.checkpoints ?? [];
    const checkpoint = (c: { standing: number; state: unknown }) =>
      ({ game_id: id, standing: c.standing, state: JSON.stringify(c.state) }) as const;
    const whole = entries.length <= BATCH && checkpoints.length <= 1;
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
          standing: standingEntries(entries).length,
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (entries.length > 0) await trx.insertInto("entries").values(rows(0)).execute();
      if (whole) {
        if (checkpoints.length > 0)
          await trx.insertInto("checkpoints").values(checkpoint(checkpoints[0])).execute();
        await finish(trx);
      }
    });
    if (whole) return { id, links };
    try {
      for (let from = BATCH; from < entries.length; from += BATCH) {
        await breathe();
        await this.db.insertInto("entries").values(rows(from)).execute();
      }
      for (const c of checkpoints) {
        await breathe();
        await this.db.insertInto("checkpoints").values(checkpoint(c)).execute();
      }
      await breathe();
      await this.db.transaction().execute(finish);
    } catch (e) {
      await this.discard(id).catch(() => {});
      throw e;
    }
    return { id, links };
  }

  /** Removes a game that was never opened to anyone (an import that failed half-way). */
  private async discard(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const table of ["access", "checkpoints", "entries"] as const)
        await trx.deleteFrom(table).where("game_id", "=", id).execute();
      await trx.deleteFrom("games").where("id", "=", id).execute();
    });
  }

  /**
   * Who a token lets in, or null: the game's owner (`seat` null) or one
   * seat. Which it is comes from how the link was issued, never from a
   * seat's name.
   */
  async access(token: string): Promise<Access | null> {
    const row = await this.db
      .selectFrom("access")
      .select(["game_id", "role", "kind"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row) return null;
    return row.kind === "owner"
      ? { gameId: row.game_id, owner: true, seat: null }
      : { gameId: row.game_id, owner: false, seat: row.role };
  }

  async game(id: string): Promise<GameRecord | null> {
    const row = await this.db
      .selectFrom("games")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /**
   * Entries 1…`upTo` (default: all) of a game, read in pages with a pause
   * between them, so a long log (a campaign's is megabytes) never holds the
   * thread for long.
   */
  async entries(id: string, upTo = 2_147_483_647): Promise<StoredEntry[]> {
    const out: StoredEntry[] = [];
    for (let after = 0; after < upTo; ) {
      if (after > 0) await breathe();
      const rows = await this.db
        .selectFrom("entries")
        .select(["seq", "entry"])
        .where("game_id", "=", id)
        .where("seq", ">", after)
        .where("seq", "<=", upTo)
        .orderBy("seq")
        .limit(READ_PAGE)
        .execute();
      for (const r of rows) out.push(JSON.parse(r.entry));
      if (rows.length < READ_PAGE) break;
      after = Number(rows[rows.length - 1].seq);
    }
    return out;
  }

  /**
   * The last `count` moves standing among entries 1…`seq` (fewer if fewer
   * stand), oldest first: read from the end in pages, an undo cancelling the
   * nearest move before it not already cancelled, so only the end of a long
   * log is read.
   */
  async standingTail(
    id: string,
    seq: number,
    count: number,
  ): Promise<Extract<StoredEntry, { kind: "act" }>[]> {
    const out: Extract<StoredEntry, { kind: "act" }>[] = [];
    let undos = 0;
    let below = seq + 1;
    while (out.length < count && below > 1) {
      const rows = await this.db
        .selectFrom("entries")
        .select(["seq", "entry"])
        .where("game_id", "=", id)
        .where("seq", "<", below)
        .orderBy("seq", "desc")
        .limit(TAIL_PAGE)
        .execute();
      if (rows.length === 0) break;
      for (const r of rows) {
        const e = JSON.parse(r.entry) as StoredEntry;
        if (e.kind === "undo") undos++;
        else if (undos > 0) undos--;
        else if (out.push(e) === count) break;
      }
      below = Number(rows[rows.length - 1].seq);
    }
    return out.reverse();
  }

  /**
   * Appends entry number `seq` (the current number + 1) with the snapshot it
   * leads to. Fails with StaleSeq if the game is no longer at `seq - 1`. Keeps
   * the standing count and the checkpoints in the same transaction: a move
   * that brings the count to a multiple of CHECKPOINT_EVERY stores the state,
   * an undo drops the checkpoints past the moves still standing.
   */
  async append(
    id: string,
    seq: number,
    entry: StoredEntry,
    snapshot: Snapshot,
    status: "live" | "over",
  ) {
    const at = now();
    const step = entry.kind === "act" ? 1 : -1;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("entries")
          .values({ game_id: id, seq, entry: JSON.stringify(entry), created_at: at })
          .execute();
        const updated = await trx
          .updateTable("games")
          .set({
            seq,
            snapshot: JSON.stringify(snapshot),
            status,
            updated_at: at,
            standing: sql<number | null>`standing + ${step}`,
          })
          .where("id", "=", id)
          .where("seq", "=", seq - 1)
          .returning("standing")
          .executeTakeFirst();
        if (!updated) throw new StaleSeq(-1);
        const standing = updated.standing === null ? null : Number(updated.standing);
        if (standing === null) return;
        if (entry.kind === "undo") {
          await trx
            .deleteFrom("checkpoints")
            .where("game_id", "=", id)
            .where("standing", ">", standing)
            .execute();
        } else if (standing % CHECKPOINT_EVERY === 0) {
          const state = JSON.stringify(snapshot.state);
          await trx
            .insertInto("checkpoints")
            .values({ game_id: id, standing, state })
            .onConflict((oc) => oc.columns(["game_id", "standing"]).doUpdateSet({ state }))
            .execute();
        }
      });
    } catch (e) {
      if (e instanceof StaleSeq || isUniqueViolation(e)) {
        const current = await this.game(id);
        throw new StaleSeq(current?.seq ?? -1);
      }
      throw e;
    }
  }

  /** The latest checkpoint at or before `standing` standing moves, or null. */
  async checkpoint(id: string, standing: number) {
    const row = await this.db
      .selectFrom("checkpoints")
      .select(["standing", "state"])
      .where("game_id", "=", id)
      .where("standing", "<=", standing)
      .orderBy("standing", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ? { standing: Number(row.standing), state: JSON.parse(row.state) as unknown } : null;
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
        "access.kind",
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
      role: r.kind === "owner" ? "owner" : r.role,
      owner: r.kind === "owner",
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
