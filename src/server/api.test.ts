/**
 * The API against a real store: SQLite by default, PostgreSQL when
 * DATABASE_URL is set (CI runs this file both ways).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLogFile } from "../engine/logfile.js";
import { CATALOGUE } from "../games/catalogue.js";
import { rulesFor } from "../games/registry.js";
import { apiOnFreshStore } from "./test-app.js";

const { inject, post, get, unchanged } = apiOnFreshStore();

async function newGame(seed = 1) {
  const r = await post("/api/games", { system: "malta-convoy", dice: { mode: "seeded", seed } });
  expect(r.statusCode).toBe(201);
  return r.json() as {
    links: { owner: string; seats: { player: string } };
    game: { id: string; seq: number };
  };
}

describe(`games API (${process.env.DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  it("lists the systems of the catalogue", async () => {
    const r = await get("/api/systems");
    expect(r.json().map((s: { id: string }) => s.id)).toEqual(CATALOGUE.map((s) => s.id));
  });

  it("creates a game with an owner link and a seat link, and shows each its view", async () => {
    const { links, game } = await newGame(7);
    expect(links.owner).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.keys(links.seats)).toEqual(["player"]);
    expect(game.seq).toBe(0);
    const seat = (await get(`/api/t/${links.seats.player}`)).json();
    expect(seat.seat).toBe("player");
    expect(seat.view.actions.length).toBe(5);
    const owner = (await get(`/api/t/${links.owner}`)).json();
    expect(owner.role).toBe("owner");
    expect(owner.view.actions).toEqual([]);
  });

  it("plays turns, logs every roll with its purpose, and refuses a stale sequence number", async () => {
    const { links } = await newGame(8);
    const t = links.seats.player;
    let r = await post(`/api/t/${t}/actions`, {
      seq: 0,
      action: { type: "turn", option: "decoy" },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().seq).toBe(1);
    r = await unchanged(() =>
      post(`/api/t/${t}/actions`, { seq: 0, action: { type: "turn", option: null } }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ error: expect.stringMatching(/moved first/), seq: 1 });
    const log = (await get(`/api/t/${t}?log=1`)).json().log;
    expect(log[0].rolls[0]).toMatchObject({ sides: 6, purpose: "Decoy: how many turns" });
  });

  it("refuses illegal moves with the rules' reason and stores nothing", async () => {
    const { links } = await newGame(9);
    const t = links.seats.player;
    await post(`/api/t/${t}/actions`, { seq: 0, action: { type: "turn", option: "split" } });
    const cases: [unknown, number, RegExp][] = [
      [{ seq: 1, action: { type: "turn", option: "decoy" } }, 400, /while Split is active/],
      [{ seq: 1, action: { type: "fly" } }, 400, /a Malta Convoy action is/],
      [{ seq: 1, action: { type: "turn", option: "smoke" } }, 400, /unknown option "smoke"/],
      [{ seq: 1, action: { type: "turn", option: null }, rolls: [3] }, 400, /rolls its own dice/],
      [{ seq: -1, action: { type: "turn" } }, 400, /bad request: seq/],
      [{ seq: "1", action: {} }, 400, /bad request: seq/],
      [{ seq: 1, action: {}, extra: 1 }, 400, /bad request/],
    ];
    for (const [body, status, message] of cases) {
      const r = await unchanged(() => post(`/api/t/${t}/actions`, body));
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.json().error).toMatch(message);
    }
  });

  it("lets the owner watch but not play", async () => {
    const { links } = await newGame(10);
    const r = await unchanged(() =>
      post(`/api/t/${links.owner}/actions`, { seq: 0, action: { type: "turn", option: null } }),
    );
    expect(r.statusCode).toBe(403);
  });

  it("answers 404 for a link that opens nothing", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "../../etc/passwd", "%00"]) {
      expect((await get(`/api/t/${token}`)).statusCode).toBe(404);
      const r = await post(`/api/t/${token}/actions`, { seq: 0, action: { type: "turn" } });
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toMatch(/no game|nothing at/);
    }
  });

  it("refuses bad bodies: malformed JSON, over 64 KB, unknown system, wrong types", async () => {
    const bad = await unchanged(() =>
      inject({
        method: "POST",
        url: "/api/games",
        payload: "{not json",
        headers: { "content-type": "application/json" },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/not valid JSON/);
    const big = await unchanged(() =>
      post("/api/games", { system: "malta-convoy", options: { pad: "x".repeat(70000) } }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/larger than 64 KB/);
    const unknown = await unchanged(() => post("/api/games", { system: "chess" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/unknown system "chess"/);
    const options = await unchanged(() =>
      post("/api/games", { system: "malta-convoy", options: { x: 1 } }),
    );
    expect(options.statusCode).toBe(400);
    const text = await unchanged(() =>
      inject({
        method: "POST",
        url: "/api/games",
        payload: "hello",
        headers: { "content-type": "text/plain" },
      }),
    );
    expect(text.statusCode).toBe(415);
    const empty = await unchanged(() => inject({ method: "POST", url: "/api/games" }));
    expect(empty.statusCode).toBe(400);
    expect((await get("/api/nothing")).statusCode).toBe(404);
  });

  it("asks for each roll in a manual-dice game and refuses a value the die does not have", async () => {
    const need = await unchanged(() =>
      post("/api/games", { system: "malta-convoy", dice: { mode: "manual" }, rolls: [3, 4] }),
    );
    expect(need.statusCode).toBe(422);
    expect(need.json().need).toEqual({
      sides: 6,
      purpose: "convoy: cargo ships (die 3 of 3)",
      index: 2,
    });
    const seven = await unchanged(() =>
      post("/api/games", { system: "malta-convoy", dice: { mode: "manual" }, rolls: [3, 4, 7] }),
    );
    expect(seven.statusCode).toBe(400);
    expect(seven.json().error).toMatch(/a d6 shows 1 to 6; 7 is not a possible roll/);
    const d3 = await unchanged(() =>
      post("/api/games", {
        system: "malta-convoy",
        dice: { mode: "manual" },
        rolls: [3, 4, 5, 2, 4],
      }),
    );
    expect(d3.json().error).toMatch(/a d3 shows 1 to 3/);
    const ok = await post("/api/games", {
      system: "malta-convoy",
      dice: { mode: "manual" },
      rolls: [3, 4, 5, 2, 3, 2, 2, 1, 1],
    });
    expect(ok.statusCode).toBe(201);
    const t = ok.json().links.seats.player;
    // Turn 1 is in friendly waters (F = 1)? F = 1: turn 1 is friendly; turn 2 needs a contact roll.
    expect(
      (await post(`/api/t/${t}/actions`, { seq: 0, action: { type: "turn", option: null } }))
        .statusCode,
    ).toBe(200);
    const again = await unchanged(() =>
      post(`/api/t/${t}/actions`, { seq: 1, action: { type: "turn", option: null } }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().need).toMatchObject({ sides: 6, purpose: "contact" });
    const bad = await unchanged(() =>
      post(`/api/t/${t}/actions`, { seq: 1, action: { type: "turn", option: null }, rolls: [0] }),
    );
    expect(bad.statusCode).toBe(400);
    const good = await post(`/api/t/${t}/actions`, {
      seq: 1,
      action: { type: "turn", option: null },
      rolls: [2],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().dice).toBe("manual");
  });

  it("takes back a turn and refuses a stale undo", async () => {
    const { links } = await newGame(11);
    const t = links.seats.player;
    const first = (await get(`/api/t/${t}`)).json().view.state;
    await post(`/api/t/${t}/actions`, { seq: 0, action: { type: "turn", option: null } });
    const stale = await unchanged(() => post(`/api/t/${t}/undo`, { seq: 0 }));
    expect(stale.statusCode).toBe(409);
    const back = await post(`/api/t/${t}/undo`, { seq: 1 });
    expect(back.statusCode).toBe(200);
    expect(back.json().seq).toBe(2);
    expect(back.json().view.state).toEqual(first);
    const none = await unchanged(() => post(`/api/t/${t}/undo`, { seq: 2 }));
    expect(none.statusCode).toBe(400);
    expect((await get(`/api/t/${t}?log=1`)).json().log).toEqual([]);
  });

  it("exports a game as one file and imports it back; refuses a bad file and stores nothing", async () => {
    const { links } = await newGame(12);
    const t = links.seats.player;
    for (let seq = 0; seq < 6; seq++)
      await post(`/api/t/${t}/actions`, { seq, action: { type: "turn", option: null } });
    const exported = (await get(`/api/t/${links.owner}/export`)).json();
    expect(exported.format).toBe("sortie-log");
    expect(exported.entries).toHaveLength(6);
    const imported = await post("/api/import", { log: exported, system: "malta-convoy" });
    expect(imported.statusCode).toBe(201);
    const copy = (await get(`/api/t/${imported.json().links.seats.player}`)).json();
    expect(copy.view.state).toEqual((await get(`/api/t/${t}`)).json().view.state);
    expect(copy.seq).toBe(6);

    const tampered = structuredClone(exported);
    tampered.entries[5].rolls[0].value = (tampered.entries[5].rolls[0].value % 6) + 1;
    const cases: [unknown, RegExp][] = [
      [{ log: "not a log" }, /not JSON/],
      [{ log: { hello: 1 } }, /not a Sortie log/],
      [{ log: { ...exported, version: 9 } }, /version 9/],
      [
        { log: { ...exported, system: "hawks-over-malta" }, system: "malta-convoy" },
        /a game of Hawks over Malta, not Malta Convoy/,
      ],
      [{ log: { ...exported, system: "hawks-over-malta" } }, /does not replay/],
      [{ log: tampered }, /does not replay/],
      [{ log: { ...exported, entries: "x" } }, /damaged/],
    ];
    for (const [body, message] of cases) {
      const r = await unchanged(() => post("/api/import", body));
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.json().error).toMatch(message);
    }
  });

  it("lists my games from the links I hold", async () => {
    const a = await newGame(13);
    const b = await newGame(14);
    const r = await post("/api/my-games", {
      tokens: [a.links.seats.player, b.links.owner, "nonsense"],
    });
    const mine = r.json();
    expect(mine.map((g: { id: string }) => g.id).sort()).toEqual([a.game.id, b.game.id].sort());
    expect(mine.find((g: { id: string }) => g.id === b.game.id).role).toBe("owner");
    expect(mine.find((g: { id: string }) => g.id === b.game.id).subtitle).toBeUndefined();
  });

  it("names each game in the list by its set-up: the scenario, the campaign", async () => {
    const hawks = await post("/api/games", {
      system: "hawks-over-malta",
      options: { scenario: 2, computer: "british" },
      dice: { mode: "seeded" },
    });
    const wom = await post("/api/games", {
      system: "wings-over-malta",
      options: { title: "Tuesday club" },
      dice: { mode: "seeded" },
    });
    const r = await post("/api/my-games", {
      tokens: [hawks.json().links.seats.axis, wom.json().links.owner],
    });
    const names = Object.fromEntries(
      r
        .json()
        .map((g: { system: string; title: string; subtitle?: string }) => [
          g.system,
          `${g.title} — ${g.subtitle}`,
        ]),
    );
    expect(names).toEqual({
      "hawks-over-malta":
        "Hawks over Malta — Scenario 2, Raid over Malta · the computer flies the RAF",
      "wings-over-malta": "Wings over Malta — Tuesday club",
    });
  });

  it("lets exactly one of many simultaneous moves take each sequence number", async () => {
    const { links } = await newGame(15);
    const t = links.seats.player;
    for (let seq = 0; seq < 3; seq++) {
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          post(`/api/t/${t}/actions`, { seq, action: { type: "turn", option: null } }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(11);
    }
    const exported = (await get(`/api/t/${t}/export`)).json();
    expect(exported.entries).toHaveLength(3);
    const replayed = parseLogFile(JSON.stringify(exported), rulesFor);
    expect(replayed.state).toEqual((await get(`/api/t/${t}`)).json().view.state);
  });

  it("never answers 5xx to anything a client can send", async () => {
    const { links } = await newGame(16);
    const urls = [
      "/api/games",
      "/api/import",
      "/api/my-games",
      `/api/t/${links.seats.player}/actions`,
      `/api/t/${links.seats.player}/undo`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.jsonValue(), async (url, body) => {
        const r = await post(url, body === null ? {} : body);
        expect(r.statusCode).toBeLessThan(500);
        expect(typeof r.json().error === "string" || r.statusCode < 300).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a game with hidden information through the API", () => {
  it("shows each seat its own secrets only, in the view, the set-up rolls and the log", async () => {
    const created = await post("/api/games", {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 3 },
    });
    expect(created.statusCode).toBe(201);
    const { axis, british } = created.json().links.seats;
    const axisView = (await get(`/api/t/${axis}`)).json();
    const britishView = (await get(`/api/t/${british}`)).json();
    const chits = (v: { view: { planes: { id: string; chit: string }[] } }, prefix: string) =>
      v.view.planes.filter((p) => p.id.startsWith(prefix)).map((p) => p.chit);
    expect(chits(axisView, "A").every((c: string) => c !== "hidden")).toBe(true);
    expect(chits(axisView, "B").every((c: string) => c === "hidden")).toBe(true);
    expect(chits(britishView, "A").every((c: string) => c === "hidden")).toBe(true);
    const secret = (v: { setupRolls: { purpose: string; result?: string }[] }, who: string) =>
      v.setupRolls.filter((r) => r.purpose.startsWith(who)).every((r) => r.result === "secret");
    expect(secret(axisView, "RAF") && !secret(axisView, "Axis")).toBe(true);
    expect(secret(britishView, "Axis") && !secret(britishView, "RAF")).toBe(true);
    // The Axis places its objective(s), the RAF its AA and clouds, then both lay priorities.
    let seq = 0;
    const actAs = async (token: string, action: unknown) => {
      const r = await post(`/api/t/${token}/actions`, { seq, action });
      expect(r.statusCode, r.body).toBe(200);
      seq = r.json().seq;
      return r.json();
    };
    let g = axisView;
    while (g.view.phase.kind === "place") {
      const token = g.view.toAct[0] === "axis" ? axis : british;
      const v = (await get(`/api/t/${token}`)).json();
      g = await actAs(token, v.view.actions[0]);
    }
    expect(g.view.phase.kind).toBe("priorities");
    const order = (await get(`/api/t/${british}`)).json().view.actions[0].order;
    await actAs(british, { type: "priorities", order: [...order].reverse() });
    const seenByAxis = (await get(`/api/t/${axis}?log=1`)).json();
    expect(seenByAxis.view.myOrder).toBeNull();
    expect(JSON.stringify(seenByAxis.view)).not.toContain(JSON.stringify([...order].reverse()));
    expect(seenByAxis.log.at(-1).text).toBe("Lay priority chits");
    const wrongSeat = await post(`/api/t/${british}/actions`, {
      seq,
      action: { type: "priorities", order },
    });
    expect(wrongSeat.statusCode).toBe(400);
    expect(wrongSeat.json().error).toMatch(/not your turn/);
    for (const token of [axis, british, created.json().links.owner]) {
      const exported = await get(`/api/t/${token}/export`);
      expect(exported.statusCode).toBe(403);
      expect(exported.json().error).toMatch(/exported once it is over/);
    }
  });

  it("lets a seat take back its own plain step, and says so in its log only", async () => {
    const created = await post("/api/games", {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 5 },
    });
    const { axis, british } = created.json().links.seats;
    const token = { axis, british } as Record<string, string>;
    let g = (await get(`/api/t/${axis}`)).json();
    // Take the first legal action of whoever is to act until a plane can step.
    for (let i = 0; i < 40; i++) {
      const who = g.view.toAct[0] as string;
      const v = (await get(`/api/t/${token[who]}`)).json();
      const step = v.view.actions.find((a: { type: string }) => a.type === "step");
      if (step) {
        const moved = await post(`/api/t/${token[who]}/actions`, { seq: v.seq, action: step });
        expect(moved.statusCode, moved.body).toBe(200);
        const mine = (await get(`/api/t/${token[who]}?log=1`)).json();
        const other = (
          await get(`/api/t/${token[who === "axis" ? "british" : "axis"]}?log=1`)
        ).json();
        expect(mine.log.at(-1)).toMatchObject({
          text: rulesFor("hawks-over-malta")?.describe(step),
          undoable: true,
        });
        // The other side reads the step as the rules show it (in full when the plane is in sight).
        expect(other.log.at(-1).text).toMatch(
          /^[AB]\d+ → |^[AB]\d+ (flies out of|comes into) sight |^Moves a plane$/,
        );
        expect(other.log.at(-1).undoable).toBeUndefined();
        // Lines that rolled dice are never offered.
        expect(
          mine.log.filter(
            (l: { rolls: unknown[]; undoable?: true }) => l.rolls.length > 0 && l.undoable,
          ),
        ).toEqual([]);
        const back = await post(`/api/t/${token[who]}/undo`, { seq: mine.seq });
        expect(back.statusCode, back.body).toBe(200);
        expect(back.json().view).toEqual(v.view);
        return;
      }
      const r = await post(`/api/t/${token[who]}/actions`, {
        seq: v.seq,
        action: v.view.actions[0],
      });
      expect(r.statusCode, r.body).toBe(200);
      g = r.json();
    }
    throw new Error("no plane could step in 40 actions");
  });
});

describe("the computer at the table", () => {
  it("takes its side's turns in the background until a person is to act", async () => {
    const created = await post("/api/games", {
      system: "hawks-over-malta",
      options: { scenario: 1, computer: "british" },
      dice: { mode: "seeded", seed: 8 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().game.computer).toEqual(["british"]);
    const axis = created.json().links.seats.axis;
    let g = (await get(`/api/t/${axis}`)).json();
    while (g.view.phase.kind === "place" && g.view.phase.what === "objective") {
      const r = await post(`/api/t/${axis}/actions`, { seq: g.seq, action: g.view.actions[0] });
      expect(r.statusCode).toBe(200);
      g = r.json();
    }
    // The RAF's AA chits and clouds, then its priority chits, are the computer's.
    for (
      let i = 0;
      i < 200 && !(g.view.phase.kind === "priorities" && g.view.prioritiesDown.british);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
      g = (await get(`/api/t/${axis}`)).json();
    }
    expect(g.view.phase.kind).toBe("priorities");
    expect(g.view.prioritiesDown).toEqual({ axis: false, british: true });
    expect(g.view.aa.length).toBeGreaterThan(0);
    expect(g.view.actions[0].type).toBe("priorities");
  }, 30000);

  it("refuses a computer player in a game on the player's own dice", async () => {
    const r = await unchanged(() =>
      post("/api/games", {
        system: "hawks-over-malta",
        options: { scenario: 1, computer: "axis" },
        dice: { mode: "manual" },
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/only games where Sortie rolls/);
  });
});
