/**
 * Knights of the Air through the API: one link per player and per Wing
 * Commander, players' lines verified by the Wing Commander, the club's own
 * cards typed in, refused steps storing nothing, export while the war goes on.
 */
import { describe, expect, it } from "vitest";
import { kotaApiOnFreshStore, quiet } from "./kota-test-api.js";

const { get, view, create, send, act, refused } = kotaApiOnFreshStore();

describe("a Knights of the Air campaign through the API", () => {
  it("players' links, the Wing Commander's link, typed cards, refusals that store nothing", async () => {
    const { seats, owner } = (await create({ title: "Wednesday nights" })).links;
    expect(Object.keys(seats)).toEqual(["wc-club", "p1", "p2", "p3", "p4"]);
    const wc = seats["wc-club"];

    await act(seats.p1, { type: "register", name: "Ball", service: "british", role: "pilot" });
    await act(seats.p3, { type: "register", name: "Boelcke", service: "german", role: "pilot" });
    const crews = [
      { pilot: "K1", plane: "nieuport-17" },
      { pilot: "K2", plane: "albatros-d2" },
    ];
    // A player cannot set up a sortie; a card deck A does not hold is refused; nothing is stored.
    await refused(seats.p1, { type: "open-sortie", kind: "campaign", crews }, /Wing Commander/);
    await refused(
      wc,
      { type: "open-sortie", kind: "campaign", crews, cards: ["7", "0", "0", "0"] },
      /deck A has no "7" left/,
    );
    // Cards not typed are asked for, one at a time, as a draw over the cards left.
    const asked = await send(wc, { type: "open-sortie", kind: "campaign", crews });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().need).toMatchObject({
      sides: 32,
      purpose: "balloons on the Allies side (deck A)",
    });
    await act(wc, { type: "open-sortie", kind: "campaign", crews }, ["0", "0", "0", "0"]);

    // Another player's airman: refused.
    await refused(
      seats.p2,
      { type: "log", sortie: 1, pilot: "K1", report: quiet },
      /not your airman/,
    );
    await act(seats.p1, { type: "log", sortie: 1, pilot: "K1", report: quiet });
    expect((await view(wc)).view.toVerify).toEqual([1]);
    expect((await view(seats.p1)).view.toVerify).toEqual([]);
    expect((await view(seats.p1)).view.state.pilots[0].points).toBe(0);
    await act(wc, { type: "verify", line: 1, verdict: "accept" });
    expect((await view(seats.p1)).view.state.pilots[0].points).toBe(1);

    // A campaign hides nothing, so its log exports while the war goes on.
    const exported = await get(`/api/t/${owner}/export`);
    expect(exported.statusCode).toBe(200);
  });
});
