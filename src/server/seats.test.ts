/**
 * Seats a game gains while it is played: a Knights of the Air player
 * enrolled mid-campaign gets a link from the enrolling step's answer, and
 * that link views, acts and hears live pushes like any seat's; the owner's
 * link can give a seat a new link; an export and import issues a link for
 * every seat; refused requests store nothing.
 */
import { describe, expect, it } from "vitest";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged, live } = apiOnFreshStore();

interface Links {
  owner: string;
  seats: Record<string, string>;
}

const view = async (token: string) => (await get(`/api/t/${token}`)).json();
const act = async (token: string, action: unknown) =>
  post(`/api/t/${token}/actions`, { seq: (await view(token)).seq, action });

async function campaign(): Promise<Links> {
  const made = await post("/api/games", {
    system: "knights-of-the-air",
    dice: { mode: "seeded", seed: 5 },
    options: {
      groups: [
        { id: "north", name: "North" },
        { id: "south", name: "South" },
      ],
      players: [
        { id: "ann", name: "Ann", side: "allies", group: "north" },
        { id: "carl", name: "Carl", side: "central", group: "north" },
        { id: "bea", name: "Bea", side: "allies", group: "south" },
      ],
    },
  });
  expect(made.statusCode).toBe(201);
  return made.json().links;
}

const eddie = { type: "enrol", name: "Eddie", side: "central", group: "north" };

describe("seats added during a game", () => {
  it("the enrolling step's answer holds the new player's link, which works like any seat's", async () => {
    const links = await campaign();
    const wc = links.seats["wc-north"];
    const r = await act(wc, eddie);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(Object.keys(body.links)).toEqual(["p1"]);
    const p1 = body.links.p1 as string;
    expect(p1).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Only the step that added the seat hands its link out.
    const next = await act(links.seats.ann, {
      type: "register",
      name: "Ann's pilot",
      service: "british",
      role: "pilot",
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().links).toBeUndefined();

    // His link: his view, his steps, live pushes to his seat.
    const v = await view(p1);
    expect(v.seat).toBe("p1");
    expect(v.view.role).toBe("player");
    expect(v.view.group).toBe("north");
    const heard: string[] = [];
    const stop = live().add(v.id, { seat: "p1", send: (t) => heard.push(t) });
    const reg = await act(p1, {
      type: "register",
      name: "Werner Voss",
      service: "german",
      role: "pilot",
    });
    stop();
    expect(reg.statusCode).toBe(200);
    expect(reg.json().view.state.pilots.at(-1)).toMatchObject({
      name: "Werner Voss",
      player: "p1",
    });
    expect(heard).toHaveLength(1);
    expect(JSON.parse(heard[0]).game.seat).toBe("p1");
    // "My games" knows the link too.
    const mine = (await post("/api/my-games", { tokens: [p1] })).json();
    expect(mine).toMatchObject([{ role: "p1", system: "knights-of-the-air" }]);
  });

  it("refuses bad enrolments with a clear message and stores nothing, no link included", async () => {
    const links = await campaign();
    const wc = links.seats["wc-north"];
    const refused = async (token: string, action: unknown, msg: RegExp) => {
      const r = await unchanged(() => act(token, action));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(msg);
    };
    await refused(wc, { ...eddie, name: "ann" }, /named Ann is already/);
    await refused(wc, { ...eddie, group: "east" }, /no group "east"/);
    await refused(wc, { ...eddie, group: "south" }, /Wing Commander of South/);
    await refused(links.seats.ann, eddie, /a Wing Commander enrols/);
    await refused(wc, { ...eddie, name: "" }, /not a Knights of the Air step/);
    // An owner's link does not act; an enrolment is never taken back.
    const owner = await unchanged(() => act(links.owner, eddie));
    expect(owner.statusCode).toBe(403);
    expect((await act(wc, eddie)).statusCode).toBe(200);
    const back = await unchanged(async () =>
      post(`/api/t/${wc}/undo`, { seq: (await view(wc)).seq }),
    );
    expect(back.statusCode).toBe(400);
    expect(back.json().error).toMatch(/cannot be taken back/);
  });

  it("the owner's link gives a seat a new link, and the old one stops working", async () => {
    const links = await campaign();
    const first = (await act(links.seats["wc-north"], eddie)).json().links.p1 as string;
    const url = (token: string, seat: string) => `/api/t/${token}/seats/${seat}/link`;
    const fresh = await post(url(links.owner, "p1"), {});
    expect(fresh.statusCode).toBe(200);
    const { seat, link } = fresh.json();
    expect(seat).toBe("p1");
    expect(link).not.toBe(first);
    expect((await get(`/api/t/${first}`)).statusCode).toBe(404);
    expect((await view(link)).seat).toBe("p1");
    // Refused: a seat's link, a seat the game does not have, a link that opens nothing.
    const bad = async (token: string, s: string, status: number, msg: RegExp) => {
      const r = await unchanged(() => post(url(token, s), {}));
      expect(r.statusCode).toBe(status);
      expect(r.json().error).toMatch(msg);
    };
    await bad(links.seats["wc-north"], "p1", 403, /only the owner's link/);
    await bad(links.owner, "p9", 404, /no seat "p9"/);
    await bad("A".repeat(22), "p1", 404, /no game is found/);
    expect((await view(link)).seat).toBe("p1");
  });

  it("an exported campaign imports with a link for every seat, the enrolled ones too", async () => {
    const links = await campaign();
    const p1 = (await act(links.seats["wc-north"], eddie)).json().links.p1 as string;
    expect(
      (await act(p1, { type: "register", name: "Voss", service: "german", role: "pilot" }))
        .statusCode,
    ).toBe(200);
    const log = (await get(`/api/t/${links.owner}/export`)).json();
    const imported = await post("/api/import", { log });
    expect(imported.statusCode).toBe(201);
    const seats = imported.json().links.seats as Record<string, string>;
    expect(Object.keys(seats).sort()).toEqual(["ann", "bea", "carl", "p1", "wc-north", "wc-south"]);
    const v = await view(seats.p1);
    expect(v.view.state.pilots.map((p: { name: string }) => p.name)).toEqual(["Voss"]);
    // The imported campaign goes on: he acts, and the next enrolment has its own link.
    expect(
      (await act(seats.p1, { type: "register", name: "Udet", service: "german", role: "pilot" }))
        .statusCode,
    ).toBe(200);
    const more = await act(seats["wc-south"], {
      type: "enrol",
      name: "Dora",
      side: "central",
      group: "south",
    });
    expect(Object.keys(more.json().links)).toEqual(["p2"]);
  });
});
