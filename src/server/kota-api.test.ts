/**
 * Knights of the Air through the API: one link per player and per Wing
 * Commander, players' lines verified by the Wing Commander, the club's own
 * cards typed in, refused steps storing nothing, export while the war goes on.
 */
import { describe, expect, it } from "vitest";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged } = apiOnFreshStore();

const quiet = {
  kills: [],
  balloons: 0,
  groundTargets: 0,
  observed: 0,
  bombDamage: 0,
  illegal: 0,
  fled: null,
  shotDown: null,
  incapacitated: null,
  rescuedBy: null,
  carrierDown: null,
  rescued: [],
};

describe("a Knights of the Air campaign through the API", () => {
  it("players' links, the Wing Commander's link, typed cards, refusals that store nothing", async () => {
    const made = await post("/api/games", {
      system: "knights-of-the-air",
      dice: { mode: "manual" },
      options: { title: "Wednesday nights" },
    });
    expect(made.statusCode).toBe(201);
    const { seats, owner } = made.json().links as { owner: string; seats: Record<string, string> };
    expect(Object.keys(seats)).toEqual(["wc-club", "p1", "p2", "p3", "p4"]);
    const view = async (token: string) => (await get(`/api/t/${token}`)).json();
    const act = async (token: string, action: unknown, rolls: number[] = []) =>
      post(`/api/t/${token}/actions`, { seq: (await view(token)).seq, action, rolls });

    expect(
      (await act(seats.p1, { type: "register", name: "Ball", service: "british", role: "pilot" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await act(seats.p3, { type: "register", name: "Boelcke", service: "german", role: "pilot" }))
        .statusCode,
    ).toBe(200);
    const crews = [
      { pilot: "K1", plane: "nieuport-17" },
      { pilot: "K2", plane: "albatros-d2" },
    ];
    // A player cannot set up a sortie; a card deck A does not hold is refused; nothing is stored.
    const notWc = await unchanged(() =>
      act(seats.p1, { type: "open-sortie", kind: "campaign", crews }),
    );
    expect(notWc.statusCode).toBe(400);
    const badCard = await unchanged(() =>
      act(seats["wc-club"], {
        type: "open-sortie",
        kind: "campaign",
        crews,
        cards: ["7", "0", "0", "0"],
      }),
    );
    expect(badCard.json().error).toMatch(/deck A has no "7" left/);
    // Cards not typed are asked for, one at a time, as a draw over the cards left.
    const asked = await act(seats["wc-club"], { type: "open-sortie", kind: "campaign", crews });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().need).toMatchObject({
      sides: 32,
      purpose: "balloons on the Allies side (deck A)",
    });
    const opened = await act(seats["wc-club"], {
      type: "open-sortie",
      kind: "campaign",
      crews,
      cards: ["0", "0", "0", "0"],
    });
    expect(opened.statusCode).toBe(200);

    // Another player's airman: refused.
    const other = await unchanged(() =>
      act(seats.p2, { type: "log", sortie: 1, pilot: "K1", report: quiet }),
    );
    expect(other.json().error).toMatch(/not your airman/);
    expect(
      (await act(seats.p1, { type: "log", sortie: 1, pilot: "K1", report: quiet })).statusCode,
    ).toBe(200);
    expect((await view(seats["wc-club"])).view.toVerify).toEqual([1]);
    expect((await view(seats.p1)).view.toVerify).toEqual([]);
    expect((await view(seats.p1)).view.state.pilots[0].points).toBe(0);
    expect(
      (await act(seats["wc-club"], { type: "verify", line: 1, verdict: "accept" })).statusCode,
    ).toBe(200);
    expect((await view(seats.p1)).view.state.pilots[0].points).toBe(1);

    // A campaign hides nothing, so its log exports while the war goes on.
    const exported = await get(`/api/t/${owner}/export`);
    expect(exported.statusCode).toBe(200);
  });
});
