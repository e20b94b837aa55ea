/**
 * A watcher that vanished without closing (a phone that lost its network, a
 * half-open connection) is found by the socket's heartbeat and dropped: the
 * server does not keep sockets, and build views for them, for ever.
 */
import { describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { apiOnFreshStore } from "./test-app.js";

const { post, live, app } = apiOnFreshStore({ heartbeatMs: 200 });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits up to 5 s for `ok` to hold. */
async function until(ok: () => boolean): Promise<boolean> {
  for (let i = 0; i < 250 && !ok(); i++) await wait(20);
  return ok();
}

describe("live socket heartbeat", () => {
  it("drops a socket that stops answering pings, keeps one that answers", async () => {
    const created = (
      await post("/api/games", { system: "malta-convoy", dice: { mode: "seeded", seed: 3 } })
    ).json();
    const url = `/api/t/${created.links.seats.player}/live`;
    // The test's clients answer no ping by themselves (a browser always does): one is made to.
    const gone = await app().injectWS(url);
    const here = await app().injectWS(
      url,
      {},
      {
        onInit: (ws: WebSocket) => ws.on("ping", (data) => ws.pong(data)),
      },
    );
    // Both are watched at first; the silent one is dropped after two beats, the other stays.
    expect(await until(() => live().count() === 2)).toBe(true);
    expect(await until(() => live().count() === 1)).toBe(true);
    await wait(800);
    expect(live().count()).toBe(1);
    here.terminate();
    gone.terminate();
    expect(await until(() => live().count() === 0)).toBe(true);
  });
});
