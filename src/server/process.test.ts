/**
 * The server as a process: it survives SIGKILL without losing an acknowledged
 * move, shuts down cleanly on SIGTERM, and pushes each new move to every open
 * view over its WebSocket.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startServerProcess } from "./child-server.js";

// biome-ignore lint/suspicious/noExplicitAny: the tests read the API's JSON freely.
type Json = any;

async function json(url: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const r = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

describe("the server process", () => {
  it("keeps every acknowledged move when killed with SIGKILL mid-stream", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sortie-kill-"));
    let server = await startServerProcess(dir);
    const games = await Promise.all(
      [1, 2, 3].map((seed) =>
        json(`${server.url}/api/games`, { system: "malta-convoy", dice: { mode: "seeded", seed } }),
      ),
    );
    const tokens = games.map((g) => g.body.links.seats.player as string);
    const acknowledged = new Map<string, number>(tokens.map((t) => [t, 0]));
    // Three clients post moves as fast as they are answered; the kill lands somewhere in the stream.
    let killed = false;
    const streams = tokens.map(async (t) => {
      for (let seq = 0; seq < 20 && !killed; seq++) {
        try {
          const r = await json(`${server.url}/api/t/${t}/actions`, {
            seq,
            action: { type: "turn", option: null },
          });
          if (r.status !== 200) break;
          acknowledged.set(t, r.body.seq);
        } catch {
          break; // the connection died with the server
        }
      }
    });
    // The kill lands once some moves are acknowledged (however slow the machine), mid-stream.
    const acked = () => [...acknowledged.values()].some((n) => n > 0);
    for (let i = 0; i < 200 && !acked(); i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 50));
    killed = true;
    await server.stop("SIGKILL");
    await Promise.all(streams);
    const total = [...acknowledged.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    server = await startServerProcess(dir);
    for (const t of tokens) {
      const g = await json(`${server.url}/api/t/${t}?log=1`);
      expect(g.body.seq).toBeGreaterThanOrEqual(acknowledged.get(t) as number);
      expect(g.body.log).toHaveLength(g.body.seq);
    }
    expect(await server.stop("SIGTERM")).toBe(0);
  }, 60000);

  it("pushes each move to every open view of the game", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sortie-live-"));
    const server = await startServerProcess(dir);
    const { body } = await json(`${server.url}/api/games`, {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 4 },
    });
    const { owner, seats } = body.links;
    const ws = (token: string) =>
      new WebSocket(`${server.url.replace("http", "ws")}/api/t/${token}/live`);
    const watchers = [ws(owner), ws(seats.player)];
    const heard = watchers.map(
      (w) =>
        new Promise<{ type: string; seq: number; game: { seat: string | null } }>((resolve) => {
          w.on("message", (data) => {
            const m = JSON.parse(String(data));
            if (m.type === "entry") resolve(m);
          });
        }),
    );
    await Promise.all(watchers.map((w) => new Promise((r) => w.once("message", r))));
    await json(`${server.url}/api/t/${seats.player}/actions`, {
      seq: 0,
      action: { type: "turn", option: null },
    });
    const [toOwner, toSeat] = await Promise.all(heard);
    expect(toOwner.seq).toBe(1);
    expect(toOwner.game.seat).toBeNull();
    expect(toSeat.game.seat).toBe("player");
    for (const w of watchers) w.close();
    const bad = ws("AAAAAAAAAAAAAAAAAAAAAA");
    const refused = await new Promise<string>((resolve) =>
      bad.on("message", (d) => resolve(String(d))),
    );
    expect(JSON.parse(refused).type).toBe("error");
    expect(await server.stop("SIGTERM")).toBe(0);
  }, 60000);
});
