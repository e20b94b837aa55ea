/**
 * A Squadron Career's fight kept with the career, through the API: created
 * by the career's link once the crews are named (its options the server's
 * own, from the career), read back by any link of the career with new links
 * to both seats (the old ones still open it), listed under the squadron's
 * name. A refused request says why and stores nothing.
 */
import { describe, expect, it } from "vitest";
import { rowCounts } from "../store/test-store.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, store } = apiOnFreshStore();

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON answers, read as the tests need.
type Json = Record<string, any>;

async function counts() {
  const s = store();
  const linked = await s.db
    .selectFrom("linked_games")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { ...(await rowCounts(s)), linked: Number(linked.n) };
}

/** A refused call: its status, its message, and nothing stored. */
async function refused(call: () => Promise<{ statusCode: number; json: () => Json }>) {
  const before = await counts();
  const r = await call();
  expect(await counts()).toEqual(before);
  return { status: r.statusCode, error: String(r.json().error) };
}

async function act(token: string, action: unknown) {
  const g = (await get(`/api/t/${token}`)).json();
  const r = await post(`/api/t/${token}/actions`, { seq: g.seq, action });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

describe("a career's fight kept with the career", () => {
  it("is created by the career's link, read back from another, and listed under the squadron", async () => {
    const made = await post("/api/games", {
      system: "winged-victory-career",
      options: { squadron: "No. 56 Squadron", start: "1917-07-02" },
      dice: { mode: "seeded", seed: 4 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { owner, seats } = made.json().links;
    const commander: string = seats.commander;

    expect((await get(`/api/t/${commander}/fight`)).json()).toEqual({ mission: null, fight: null });
    expect(await refused(() => post(`/api/t/${commander}/fight`, { mission: 1 }))).toEqual({
      status: 404,
      error: "the career has no mission 1 yet",
    });

    await act(commander, { type: "roll-mission" });
    expect(await refused(() => post(`/api/t/${commander}/fight`, { mission: 1 }))).toEqual({
      status: 409,
      error: "name the crews for mission 1 before its fight is flown",
    });
    const v = (await get(`/api/t/${commander}`)).json().view;
    await act(
      commander,
      v.actions.find((a: Json) => a.type === "assign"),
    );

    // Bad input: said, and nothing stored.
    expect((await refused(() => post(`/api/t/${commander}/fight`, { mission: "1" }))).status).toBe(
      400,
    );
    expect(
      (await refused(() => post(`/api/t/${commander}/fight`, { mission: 1, extra: true }))).status,
    ).toBe(400);
    expect(await refused(() => post(`/api/t/${commander}/fight`, { mission: 2 }))).toEqual({
      status: 404,
      error: "the career has no mission 2 (missions 1 to 1)",
    });
    expect((await refused(() => post("/api/t/nonsense/fight", { mission: 1 }))).status).toBe(404);
    expect((await get(`/api/t/${commander}/fight?mission=x`)).statusCode).toBe(400);

    // The commander's link creates it: two seat links, a Winged Victory game of the career's planes.
    const first = await post(`/api/t/${commander}/fight`, { mission: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const f1 = first.json();
    expect(f1.mission).toBe(1);
    expect(f1.fight.status).toBe("live");
    const allies = (await get(`/api/t/${f1.fight.links.allies}`)).json();
    expect(allies.system).toBe("winged-victory");
    expect(allies.seat).toBe("allies");
    expect((await get(`/api/t/${f1.fight.links.germans}`)).json().seat).toBe("germans");

    // Another device, by the owner's link of the career: the same fight, links of its own; the first still open it.
    const again = (await post(`/api/t/${owner}/fight`, { mission: 1 })).json();
    expect(again.fight.id).toBe(f1.fight.id);
    expect(again.fight.links.allies).not.toBe(f1.fight.links.allies);
    expect((await get(`/api/t/${f1.fight.links.allies}`)).statusCode).toBe(200);
    expect((await get(`/api/t/${again.fight.links.germans}`)).json().id).toBe(f1.fight.id);
    expect((await get(`/api/t/${owner}/fight`)).json()).toEqual({
      mission: 1,
      fight: { id: f1.fight.id, status: "live" },
    });
    expect((await get(`/api/t/${commander}/fight?mission=1`)).json().fight.id).toBe(f1.fight.id);

    // Your games: the fight goes by the squadron's name.
    const mine = (await post("/api/my-games", { tokens: [again.fight.links.allies] })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: "Winged Victory",
      subtitle: "No. 56 Squadron, mission 1",
    });

    // A fight's own link is not a career's.
    expect(
      await refused(() => post(`/api/t/${f1.fight.links.allies}/fight`, { mission: 1 })),
    ).toEqual({
      status: 400,
      error: "this link is not a Squadron Career's: only a career keeps its fights",
    });
  }, 60000);
});
