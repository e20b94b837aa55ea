/** Test support: a fresh, empty store — SQLite in a temporary folder, or a new PostgreSQL database when DATABASE_URL is set. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { GameStore } from "./game-store.js";

export async function freshStore(): Promise<{ store: GameStore; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `sortie_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const store = await GameStore.open({ url: u.toString() });
    return {
      store,
      cleanup: async () => {
        await store.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "sortie-store-"));
  const store = await GameStore.open({ url: "", dir });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function rowCounts(store: GameStore) {
  const count = async (table: "games" | "entries" | "access") =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    games: await count("games"),
    entries: await count("entries"),
    access: await count("access"),
  };
}
