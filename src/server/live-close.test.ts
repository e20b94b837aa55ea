/**
 * A socket that closes while its token is still being looked up leaves no
 * listener behind (the hub of a long-running server would grow with every
 * such socket, and every move would build views for sockets long gone).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiOnFreshStore } from "./test-app.js";

const { post, live, store, app } = apiOnFreshStore();

afterEach(() => {
  vi.restoreAllMocks();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("live socket closed early", () => {
  it("adds no listener for a socket closed before its token was looked up", async () => {
    const created = (
      await post("/api/games", { system: "malta-convoy", dice: { mode: "seeded", seed: 3 } })
    ).json();
    const s = store();
    const access = s.access.bind(s);
    vi.spyOn(s, "access").mockImplementation(async (token) => {
      await wait(100);
      return access(token);
    });
    const ws = await app().injectWS(`/api/t/${created.links.seats.player}/live`);
    ws.terminate();
    await wait(300);
    expect(live().count()).toBe(0);
  });
});
