/**
 * The live socket's greeting names the game's last entry as it stands once
 * the socket listens: a move stored after the socket's token was looked up,
 * and before it listened, is counted in the greeting (a page behind it then
 * loads the game afresh). Before, the greeting carried the number read with
 * the token, and such a move was heard by no one.
 */

import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { apiOnFreshStore } from "./test-app.js";

const { post, store, app } = apiOnFreshStore();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("live socket greeting", () => {
  it("counts a move stored between the token's look-up and the socket listening", async () => {
    const created = (
      await post("/api/games", { system: "malta-convoy", dice: { mode: "seeded", seed: 3 } })
    ).json();
    const player = created.links.seats.player;
    const s = store();
    const game = s.game.bind(s);
    let first = true;
    let moved = 0;
    vi.spyOn(s, "game").mockImplementation(async (id) => {
      // Only the socket's look-up (GameService.watch), not the computer's scheduler looking whether it is due.
      const bySocket = /\bwatch\b/.test(new Error().stack ?? "");
      const record = await game(id);
      if (first && bySocket) {
        // The socket's look-up has read the game: the move lands, whole, before it goes on.
        first = false;
        const r = await post(`/api/t/${player}/actions`, {
          seq: 0,
          action: { type: "turn", option: null },
        });
        moved = r.statusCode;
      }
      return record;
    });
    const heard: { type: string; seq: number }[] = [];
    let greeted: () => void = () => {};
    const greeting = new Promise<void>((done) => {
      greeted = done;
    });
    const ws = await app().injectWS(
      `/api/t/${player}/live`,
      {},
      {
        onInit: (socket: WebSocket) =>
          socket.on("message", (m) => {
            heard.push(JSON.parse(String(m)));
            if (heard.at(-1)?.type === "hello") greeted();
          }),
      },
    );
    await greeting;
    ws.terminate();
    expect(moved).toBe(200);
    // The greeting counts the move. (With PostgreSQL, the move's own message, relayed through
    // the database, may reach the socket too, since it listens by then.)
    expect(heard.filter((m) => m.type === "hello")).toEqual([{ type: "hello", seq: 1 }]);
    expect(heard.every((m) => m.type === "hello" || (m.type === "entry" && m.seq === 1))).toBe(
      true,
    );
  });
});
