/**
 * Several server processes on one PostgreSQL database. Each new entry is
 * announced with NOTIFY; every other process hears it (LISTEN) and pushes it
 * to its own sockets. The computer's turns in a game run in one process at a
 * time, under a PostgreSQL advisory lock on the game.
 *
 * One connection per process is kept for listening and for the locks (a
 * session's advisory locks live on its connection); if it drops, it is
 * opened again and listening resumes (the locks it held are released by the
 * database, and a turn that two processes then compute is stored once: the
 * entry's number decides).
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import type { GameLocks } from "./computer.js";

export const CHANNEL = "sortie_entries";
/** A game's advisory lock key: 64 bits of a hash of its id (as PostgreSQL's bigint, in text). */
export function lockKey(gameId: string): string {
  return createHash("sha256").update(`sortie-game:${gameId}`).digest().readBigInt64BE(0).toString();
}

export interface Announcement {
  game: string;
  seq: number;
  /** The process that stored the entry. */
  from: string;
  /** Whether the game seats the computer (and is not over): any process may take its turn. */
  computer: boolean;
}

export interface Cluster extends GameLocks {
  /** This process's name among the others. */
  readonly id: string;
  /** Tells every other process of a new entry. */
  announce(gameId: string, seq: number, computer: boolean): Promise<void>;
  /** Hears the entries other processes store. */
  onEntry(handler: (a: Announcement) => void): void;
  close(): Promise<void>;
}

export class PgCluster implements Cluster {
  readonly id = randomBytes(6).toString("base64url");
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers: ((a: Announcement) => void)[] = [];
  private closed = false;

  private constructor(private readonly url: string) {}

  static async open(url: string): Promise<PgCluster> {
    const c = new PgCluster(url);
    await c.connection();
    return c;
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (!this.connecting) {
      this.connecting = (async () => {
        const client = new pg.Client({ connectionString: this.url });
        const lost = () => {
          if (this.client === client) this.client = null;
          client.removeAllListeners("notification");
          // Listen again at once: entries announced meanwhile are missed, pages reload on the next.
          if (!this.closed) setTimeout(() => this.connection().catch(() => {}), 500);
        };
        client.on("error", lost);
        client.on("end", lost);
        client.on("notification", (n) => {
          if (n.channel !== CHANNEL || !n.payload) return;
          const a = parse(n.payload);
          if (a && a.from !== this.id) for (const h of this.handlers) h(a);
        });
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        this.client = client;
        return client;
      })().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  onEntry(handler: (a: Announcement) => void): void {
    this.handlers.push(handler);
  }

  async announce(gameId: string, seq: number, computer: boolean): Promise<void> {
    const payload: Announcement = { game: gameId, seq, from: this.id, computer };
    const client = await this.connection();
    await client.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(payload)]);
  }

  async tryLock(gameId: string): Promise<(() => Promise<void>) | null> {
    const client = await this.connection();
    const key = lockKey(gameId);
    const r = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS ok", [
      key,
    ]);
    if (!r.rows[0]?.ok) return null;
    return async () => {
      // A lost connection has released the lock already.
      if (this.client !== client) return;
      await client.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end();
  }
}

function parse(payload: string): Announcement | null {
  try {
    const a = JSON.parse(payload) as Partial<Announcement>;
    if (typeof a.game === "string" && typeof a.seq === "number" && typeof a.from === "string")
      return { game: a.game, seq: a.seq, from: a.from, computer: a.computer === true };
  } catch {
    // Not one of ours.
  }
  return null;
}
