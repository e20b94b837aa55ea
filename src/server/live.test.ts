/**
 * Live push: a move's cost does not grow with the sockets watching. Each
 * seat's message is built once per move, however many views are open.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { maltaConvoy } from "../games/malta-convoy/rules.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, live } = apiOnFreshStore();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("live push", () => {
  it("builds each seat's view once per move, not once per socket", async () => {
    const created = (
      await post("/api/games", { system: "malta-convoy", dice: { mode: "seeded", seed: 3 } })
    ).json();
    const heard: { seat: string | null; text: string }[] = [];
    for (let i = 0; i < 200; i++) {
      const seat = i % 2 === 0 ? "player" : null;
      live().add(created.game.id, { seat, send: (text) => heard.push({ seat, text }) });
    }
    const views = vi.spyOn(maltaConvoy, "view");
    const r = await post(`/api/t/${created.links.seats.player}/actions`, {
      seq: 0,
      action: { type: "turn", option: null },
    });
    expect(r.statusCode, r.body).toBe(200);
    // The player's view and the owner's for the sockets, and the player's for the answer.
    expect(views.mock.calls.length).toBeLessThanOrEqual(3);
    expect(heard).toHaveLength(200);
    const player = JSON.parse(heard.find((h) => h.seat === "player")?.text ?? "{}");
    const owner = JSON.parse(heard.find((h) => h.seat === null)?.text ?? "{}");
    expect(player).toMatchObject({ type: "entry", seq: 1, game: { seat: "player" } });
    expect(player.game.view.actions.length).toBeGreaterThan(0);
    expect(owner).toMatchObject({ type: "entry", seq: 1, game: { seat: null } });
    expect(owner.game.view.actions).toEqual([]);
  });
});
