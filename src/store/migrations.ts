/** Schema migrations, run at start; the same for SQLite and PostgreSQL. */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { newKeyedState } from "../engine/keyed.js";

/**
 * Games still being played on a 32-bit seed go on with a secret key: the
 * rolls made so far stay in their entries (a keyed game replays from them);
 * the rolls to come can no longer be computed from them. Games that are
 * over keep their seed, which replays them.
 */
export async function rekeyLiveSeededGames(db: Kysely<unknown>): Promise<number> {
  const rows = await sql<{ id: string; dice: string; snapshot: string }>`
    select id, dice, snapshot from games where status = 'live'`.execute(db);
  let n = 0;
  for (const row of rows.rows) {
    if ((JSON.parse(row.dice) as { mode?: string }).mode !== "seeded") continue;
    const snapshot = JSON.parse(row.snapshot) as { state: unknown; rng: unknown };
    const next = JSON.stringify({ state: snapshot.state, rng: newKeyedState() });
    const keyed = JSON.stringify({ mode: "keyed" });
    await sql`update games set dice = ${keyed}, snapshot = ${next} where id = ${row.id}`.execute(
      db,
    );
    n++;
  }
  return n;
}

const migrations: Record<string, Migration> = {
  "001-games-entries-access": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("games")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("system", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("dice", "text", (c) => c.notNull())
        .addColumn("setup_rolls", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("snapshot", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("entries")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("entry", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("entries_game_seq", ["game_id", "seq"])
        .execute();
      await db.schema
        .createTable("access")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id"))
        .addColumn("role", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("access_game").on("access").column("game_id").execute();
    },
  },
  "002-standing-checkpoints": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("games").addColumn("standing", "integer").execute();
      await db.schema
        .createTable("checkpoints")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id"))
        .addColumn("standing", "integer", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("checkpoints_game_standing", ["game_id", "standing"])
        .execute();
    },
  },
  "003-access-kind": {
    // Whether a link is the owner's or a seat's is kept apart from the seat's name.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("access")
        .addColumn("kind", "text", (c) => c.notNull().defaultTo("seat"))
        .execute();
      await sql`update access set kind = 'owner' where role = 'owner'`.execute(db);
    },
  },
  "004-keyed-dice": {
    async up(db: Kysely<unknown>) {
      await rekeyLiveSeededGames(db);
    },
  },
  "005-linked-games": {
    // A career's fight kept with the career: one game per mission.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("linked_games")
        .addColumn("parent_id", "text", (c) => c.notNull().references("games.id"))
        .addColumn("slot", "integer", (c) => c.notNull())
        .addColumn("child_id", "text", (c) => c.notNull().references("games.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("linked_games_parent_slot", ["parent_id", "slot"])
        .execute();
      await db.schema
        .createIndex("linked_games_child")
        .on("linked_games")
        .column("child_id")
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed: ${failed?.migrationName ?? ""} ${String(error)}`);
  }
}
