/**
 * The computer at the table, through the API: an imported game with a
 * computer seat carries on with the computer playing; no link moves for the
 * computer, and its moves are not taken back.
 */
import { describe, expect, it } from "vitest";
import type { Entry } from "../engine/contract.js";
import { toLogFile } from "../engine/logfile.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { hawksOverMalta } from "../games/hawks-over-malta/rules.js";
import { hashToken, newToken } from "../store/tokens.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged, store } = apiOnFreshStore();

// biome-ignore lint/suspicious/noExplicitAny: the tests read the API's JSON freely.
type Json = any;

/** A Hawks game with the computer flying the RAF, played (on the engine) until the RAF is to act. */
function untilTheComputerActs(seed: number) {
  let m = createMatch(
    hawksOverMalta,
    { scenario: 1, computer: "british" },
    { mode: "seeded", seed },
  ) as Match<unknown, unknown, unknown>;
  for (let i = 0; i < 20; i++) {
    const axis = hawksOverMalta.view(m.state as never, "axis");
    if (axis.actions.length === 0) break;
    m = play(hawksOverMalta as never, m, "axis", axis.actions[0]);
  }
  expect(hawksOverMalta.view(m.state as never, "british").actions.length).toBeGreaterThan(0);
  return m;
}

async function waitFor(token: string, done: (g: Json) => boolean): Promise<Json> {
  let g = (await get(`/api/t/${token}?log=1`)).json();
  for (let i = 0; i < 200 && !done(g); i++) {
    await new Promise((r) => setTimeout(r, 50));
    g = (await get(`/api/t/${token}?log=1`)).json();
  }
  return g;
}

/** The computer has finished its turns: only the person is to act. */
const onlyAxisToAct = (g: Json) => g.view.toAct.length === 1 && g.view.toAct[0] === "axis";

const computerLine = (g: Json) => g.log.some((l: { seat: string }) => l.seat === "british");

describe("the computer in an imported game", () => {
  it("takes its turn once the game is imported, and no link is handed out for its seat", async () => {
    const m = untilTheComputerActs(8);
    const r = await post("/api/import", { log: toLogFile(m) });
    expect(r.statusCode, r.body).toBe(201);
    const { links } = r.json();
    expect(Object.keys(links.seats)).toEqual(["axis"]);
    const g = await waitFor(
      links.seats.axis,
      (x) => x.seq > m.entries.length && computerLine(x) && onlyAxisToAct(x),
    );
    expect(g.seq).toBeGreaterThan(m.entries.length);
    expect(computerLine(g)).toBe(true);
  }, 30000);

  it("refuses a computer seat in a game on typed-in dice, as creating one does", async () => {
    const file = { ...toLogFile(untilTheComputerActs(9)), dice: { mode: "manual" } };
    const r = await unchanged(() => post("/api/import", { log: file }));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/only games where Sortie rolls the dice/);
  });
});

describe("the computer's seat", () => {
  it("moves for no link, and its moves are not taken back by anyone", async () => {
    const created = await post("/api/games", {
      system: "hawks-over-malta",
      options: { scenario: 1, computer: "british" },
      dice: { mode: "seeded", seed: 11 },
    });
    const { owner, seats } = created.json().links;
    expect(Object.keys(seats)).toEqual(["axis"]);
    // A link for the computer's seat (as a game created before links were withheld would hold).
    const gameId = created.json().game.id;
    const british = newToken();
    await store()
      .db.insertInto("access")
      .values({ token_hash: hashToken(british), game_id: gameId, role: "british", kind: "seat" })
      .execute();
    let g = (await get(`/api/t/${seats.axis}`)).json();
    while (g.view.actions.length > 0 && g.view.phase.kind === "place") {
      g = (
        await post(`/api/t/${seats.axis}/actions`, { seq: g.seq, action: g.view.actions[0] })
      ).json();
    }
    g = await waitFor(seats.axis, (x) => computerLine(x) && onlyAxisToAct(x));
    const last: Entry<unknown> = g.log.at(-1);
    expect(last.seat).toBe("british");
    const asComputer = (await get(`/api/t/${british}`)).json();
    const moved = await unchanged(() =>
      post(`/api/t/${british}/actions`, {
        seq: asComputer.seq,
        action: asComputer.view.actions[0] ?? { type: "pass" },
      }),
    );
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error).toMatch(/the computer plays this seat/);
    const back = await unchanged(() => post(`/api/t/${british}/undo`, { seq: g.seq }));
    expect(back.statusCode).toBe(403);
    expect(back.json().error).toMatch(/computer's moves are not taken back/);
    // The owner's link acts for no side: it takes back nothing.
    const byOwner = await unchanged(() => post(`/api/t/${owner}/undo`, { seq: g.seq }));
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error).toMatch(/owner's link watches the game/);
  }, 30000);
});
