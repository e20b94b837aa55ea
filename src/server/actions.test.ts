/**
 * Actions are held to their shapes as strictly as request bodies: a key the
 * system does not know is refused with its path, in every system, and
 * nothing is stored.
 */
import { describe, expect, it } from "vitest";
import { droppedKey } from "./requests.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged } = apiOnFreshStore();

async function seatOf(system: string, options?: unknown) {
  const r = await post("/api/games", { system, options, dice: { mode: "seeded", seed: 2 } });
  expect(r.statusCode, r.body).toBe(201);
  return Object.values(r.json().links.seats)[0] as string;
}

describe("strict action shapes", () => {
  const cases: [string, unknown, unknown, RegExp][] = [
    ["malta-convoy", undefined, { type: "turn", option: null, smoke: true }, /action\.smoke/],
    ["hawks-over-malta", { scenario: 1 }, { type: "end", fuel: 3 }, /action\.fuel/],
    ["wings-over-malta", undefined, { type: "roll-mission", fast: 1 }, /action\.fast/],
    [
      "knights-of-the-air",
      undefined,
      { type: "choose-mission", mission: "1", wind: 2 },
      /action\.wind/,
    ],
    [
      "wings-over-malta",
      undefined,
      {
        type: "report",
        report: { aircraft: [{ pilot: "x", shotDown: false, kills: 0, shares: 0, colour: 1 }] },
      },
      /action\.report\.aircraft\.0\.colour/,
    ],
  ];
  for (const [system, options, action, path] of cases) {
    it(`refuses an unknown key in a ${system} action, naming it`, async () => {
      const token = await seatOf(system, options);
      const r = await unchanged(() => post(`/api/t/${token}/actions`, { seq: 0, action }));
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error).toMatch(path);
      expect(r.json().error).toMatch(/no such key/);
    });
  }

  it("finds the first key a parser dropped, at any depth", () => {
    expect(droppedKey({ a: 1 }, { a: 1, b: null })).toBeNull();
    expect(droppedKey({ a: { b: [1, { c: 1, d: 2 }] } }, { a: { b: [1, { c: 1 }] } })).toBe(
      "a.b.1.d",
    );
    expect(droppedKey("x", "x")).toBeNull();
  });
});

describe("export", () => {
  it("exports by the owner's link and by a seat's link alike (docs/server.md, Links)", async () => {
    const r = await post("/api/games", {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 4 },
    });
    const { owner, seats } = r.json().links;
    await post(`/api/t/${seats.player}/actions`, {
      seq: 0,
      action: { type: "turn", option: null },
    });
    const byOwner = await get(`/api/t/${owner}/export`);
    const bySeat = await get(`/api/t/${seats.player}/export`);
    expect(byOwner.statusCode).toBe(200);
    expect(bySeat.json()).toEqual(byOwner.json());
  });
});
