/**
 * Winged Victory against the computer, through the API: a side given to the
 * computer gets no link, and the computer flies it while a person flies the
 * other; a side that does not exist is refused.
 */
import { describe, expect, it } from "vitest";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged } = apiOnFreshStore();

// biome-ignore lint/suspicious/noExplicitAny: the tests read the API's JSON freely.
type Json = any;

const germanLine = (g: Json) => g.log.some((l: { seat: string }) => l.seat === "germans");

describe("Winged Victory against the computer", () => {
  it("flies the Germans for no link while a person flies the Allies", async () => {
    const created = await post("/api/games", {
      system: "winged-victory",
      options: { computer: "germans" },
      dice: { mode: "seeded", seed: 21 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { seats } = created.json().links;
    expect(Object.keys(seats)).toEqual(["allies"]);
    let g: Json = (await get(`/api/t/${seats.allies}?log=1`)).json();
    for (let i = 0; i < 400 && !(germanLine(g) && g.view.actions.length > 0); i++) {
      if (g.view.actions.length > 0) {
        const r = await post(`/api/t/${seats.allies}/actions`, {
          seq: g.seq,
          action: g.view.actions[0],
        });
        // The computer may have moved in between: read the game again and go on.
        if (r.statusCode !== 200 && r.statusCode !== 409) throw new Error(r.body);
      } else await new Promise((r) => setTimeout(r, 50));
      g = (await get(`/api/t/${seats.allies}?log=1`)).json();
    }
    expect(germanLine(g)).toBe(true);
    expect(g.view.actions.length).toBeGreaterThan(0);
  }, 60000);

  it("sends its choices of a step both sides take at once as one sealed entry", async () => {
    const created = await post("/api/games", {
      system: "winged-victory",
      options: { scenario: "two-on-two", computer: "germans", computerLevel: "novice" },
      dice: { mode: "seeded", seed: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json().links.seats.allies;
    let g: Json = (await get(`/api/t/${token}?log=1`)).json();
    for (let i = 0; i < 200 && !germanLine(g); i++) {
      await new Promise((r) => setTimeout(r, 25));
      g = (await get(`/api/t/${token}?log=1`)).json();
    }
    // Two German throttles, one entry, and nothing of what it holds.
    const lines = g.log.filter((l: { seat: string }) => l.seat === "germans");
    expect(lines.map((l: { text: string }) => l.text)).toEqual([
      "hands in its orders for the step (hidden)",
    ]);
    expect(g.seq).toBe(1);
    expect(g.view.throttles.filter((t: Json) => t.chosen === null).length).toBe(2);
    // The Allies' own orders end the step; the next German entries are the planes' moves.
    const choices = g.view.throttles.map((t: Json) => ({
      type: "throttle",
      plane: t.plane,
      value: t.choices[0],
    }));
    const r = await post(`/api/t/${token}/actions`, {
      seq: g.seq,
      action: { type: "orders", choices },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().view.phase).not.toBe("throttle");
    // Until the Allies are to act again: the computer's moves, if it moves first, are in.
    for (let i = 0; (i < 200 && g.view.actions.length === 0) || i === 0; i++) {
      await new Promise((done) => setTimeout(done, 25));
      g = (await get(`/api/t/${token}`)).json();
    }
    expect(g.view.actions.length).toBeGreaterThan(0);
  }, 60000);

  it("refuses a computer side the game does not have, and stores nothing", async () => {
    const r = await unchanged(() =>
      post("/api/games", {
        system: "winged-victory",
        options: { computer: "french" },
        dice: { mode: "seeded", seed: 1 },
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/computer/);
  });
});
