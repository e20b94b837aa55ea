/**
 * PostgreSQL closing one of the store's idle connections (a restart, a
 * fail-over, an administrator's pg_terminate_backend) costs that connection
 * only: the process goes on, and the next query opens another (only with
 * DATABASE_URL).
 */
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameStore } from "./game-store.js";
import { freshStore } from "./test-store.js";

const url = process.env.DATABASE_URL;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)("a PostgreSQL connection dropped under the store", () => {
  let store: GameStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await freshStore());
  });
  afterAll(async () => {
    await cleanup();
  });

  it("survives the loss of an idle connection", async () => {
    const crashes: unknown[] = [];
    const onCrash = (e: unknown) => crashes.push(e);
    process.on("uncaughtException", onCrash);
    try {
      // The store's connection, idle in its pool once the query is done.
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(store.db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      await admin.end();
      await wait(300);
      expect(crashes).toEqual([]);
      expect(await store.game("none")).toBeNull();
    } finally {
      process.off("uncaughtException", onCrash);
    }
  });
});
