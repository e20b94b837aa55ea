/**
 * Two server processes on one PostgreSQL database (only with DATABASE_URL):
 * a move posted through one reaches the sockets of the other within a
 * second, and the computer's turns are searched and stored exactly once
 * between them, though both offer to play them.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningServer, startServerProcess } from "./child-server.js";

// biome-ignore lint/suspicious/noExplicitAny: the tests read the API's JSON freely.
type Json = any;

const url = process.env.DATABASE_URL;

async function json(address: string, body?: unknown): Promise<Json> {
  const r = await fetch(address, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return r.json();
}

describe.skipIf(!url)("several server processes on one PostgreSQL database", () => {
  const name = `sortie_cluster_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const db = new URL(url as string);
    db.pathname = `/${name}`;
    const env = { DATABASE_URL: db.toString(), SORTIE_RATE_LIMIT: "off" };
    a = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-a-")), env);
    b = await startServerProcess(mkdtempSync(join(tmpdir(), "sortie-b-")), env);
  }, 60000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("pushes a move posted through one process to sockets on the other within a second", async () => {
    const { links } = await json(`${a.url}/api/games`, {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 6 },
    });
    const socket = new WebSocket(`${b.url.replace("http", "ws")}/api/t/${links.owner}/live`);
    await new Promise((r) => socket.once("message", r));
    const heard = new Promise<Json>((resolve) => {
      socket.on("message", (d) => {
        const m = JSON.parse(String(d));
        if (m.type === "entry") resolve(m);
      });
    });
    const posted = await json(`${a.url}/api/t/${links.seats.player}/actions`, {
      seq: 0,
      action: { type: "turn", option: null },
    });
    expect(posted.seq).toBe(1);
    const sent = Date.now();
    const m = await Promise.race([
      heard,
      new Promise<null>((r) => setTimeout(() => r(null), 1000)),
    ]);
    expect(m, "no push within a second").not.toBeNull();
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(m.seq).toBe(1);
    expect(m.game.seat).toBeNull();
    expect(m.line.text).toBe("Play the turn");
    socket.close();
  });

  it("has the computer play each turn exactly once between them", async () => {
    const created = await json(`${a.url}/api/games`, {
      system: "hawks-over-malta",
      options: { scenario: 1, computer: "british" },
      dice: { mode: "seeded", seed: 12 },
    });
    const axis = created.links.seats.axis;
    const servers = [a, b];
    // The person's moves go alternately through each process, each when only the Axis is to act.
    let moves = 0;
    for (let i = 0; i < 400 && moves < 12; i++) {
      const via = servers[moves % 2];
      const g = await json(`${via.url}/api/t/${axis}`);
      if (g.status === "over") break;
      if (g.view.toAct.length !== 1 || g.view.toAct[0] !== "axis") {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const r = await json(`${via.url}/api/t/${axis}/actions`, {
        seq: g.seq,
        action: g.view.actions[0],
      });
      expect(r.error, JSON.stringify(r)).toBeUndefined();
      moves++;
    }
    expect(moves).toBe(12);
    // Let the computer finish its turns.
    let g = await json(`${a.url}/api/t/${axis}?log=1`);
    for (let i = 0; i < 200 && g.status === "live" && !g.view.toAct.includes("axis"); i++) {
      await new Promise((r) => setTimeout(r, 50));
      g = await json(`${a.url}/api/t/${axis}?log=1`);
    }
    const computerTurns = g.log.filter((l: { seat: string }) => l.seat === "british").length;
    expect(computerTurns).toBeGreaterThan(0);
    const [ta, tb] = [
      (await json(`${a.url}/api/health`)).computer,
      (await json(`${b.url}/api/health`)).computer,
    ];
    expect(ta.turns + tb.turns).toBe(computerTurns);
    // No turn was searched twice.
    expect(ta.searches + tb.searches).toBe(computerTurns);
  }, 60000);
});
