/**
 * A watcher that vanished without closing (a phone that lost its network, a
 * half-open connection) is found by the socket's heartbeat and dropped: the
 * server does not keep sockets, and build views for them, for ever.
 */
import { describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { apiOnFreshStore } from "./test-app.js";

const { post, live, app } = apiOnFreshStore({ heartbeatMs: 50 });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    await wait(100);
    expect(live().count()).toBe(2);
    await wait(400);
    expect(live().count()).toBe(1);
    here.terminate();
    gone.terminate();
    await wait(50);
    expect(live().count()).toBe(0);
  });
});
