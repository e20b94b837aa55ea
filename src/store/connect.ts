/**
 * Opens the database: SQLite in one file under the data folder by default
 * (WAL, synchronous=FULL: an acknowledged write survives a crash), or
 * PostgreSQL when DATABASE_URL is set.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { dataDir } from "../paths.js";
import type { Database } from "./schema.js";

export interface Connection {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  where: string;
}

export interface ConnectOptions {
  /** A PostgreSQL URL; without one, SQLite. Default: DATABASE_URL. */
  url?: string;
  /** SQLite's folder. Default: SORTIE_DATA_DIR or ./data. */
  dir?: string;
}

export function connect({
  url = process.env.DATABASE_URL,
  dir = dataDir(),
}: ConnectOptions = {}): Connection {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the database closed (a restart, a fail-over) is dropped by the pool
    // and the next query opens another; unheard, the pool's error would end the process.
    pool.on("error", () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: "postgres",
      where: url.replace(/\/\/[^@]*@/, "//"),
    };
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "sortie.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    kind: "sqlite",
    where: file,
  };
}
