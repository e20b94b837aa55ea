/**
 * What a player can compute of the dice through the API: a game Sortie rolls
 * for is keyed by 256 secret bits that no view, log, push or export of it
 * carries; a live game's export replays its past and cannot tell the next
 * roll; a seed the creator chose is told to every seat; an imported game
 * rolls on dice of its own; and a link's powers come from how it was issued.
 */
import { describe, expect, it } from "vitest";
import type { AnyRules } from "../engine/contract.js";
import { NeedRoll } from "../engine/errors.js";
import { isKeyedState, KeyedDice, type KeyedState } from "../engine/keyed.js";
import { parseLogFile, toLogFile } from "../engine/logfile.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { maltaConvoy } from "../games/malta-convoy/rules.js";
import { rulesFor } from "../games/registry.js";
import { hashToken, newToken } from "../store/tokens.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, store, live } = apiOnFreshStore();
type AnyMatch = Match<unknown, unknown, unknown>;
type Links = { owner: string; seats: Record<string, string> };

async function created(body: unknown): Promise<{ id: string; links: Links }> {
  const r = await post("/api/games", body);
  expect(r.statusCode, r.body).toBe(201);
  return { id: r.json().game.id, links: r.json().links };
}

/** Plays up to `steps` steps, each by the first seat with something to do, its first action. */
async function playSome(links: Links, steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    let moved = false;
    for (const token of Object.values(links.seats)) {
      const g = (await get(`/api/t/${token}`)).json();
      if (g.outcome || g.view.actions.length === 0) continue;
      const r = await post(`/api/t/${token}/actions`, { seq: g.seq, action: g.view.actions[0] });
      expect(r.statusCode, r.body).toBe(200);
      moved = true;
      break;
    }
    if (!moved) return;
  }
}

describe(`secret dice (${process.env.DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  it("rolls a two-player game from a 256-bit key that no view, log or push carries", async () => {
    const { id, links } = await created({ system: "hawks-over-malta", options: { scenario: 1 } });
    const pushed: string[] = [];
    for (const seat of [null, "axis", "british"])
      live().add(id, { seat, send: (text) => pushed.push(text) });
    await playSome(links, 40);

    const record = await store().game(id);
    expect(record?.dice).toEqual({ mode: "keyed" });
    const rng = record?.snapshot.rng as KeyedState;
    expect(isKeyedState(rng)).toBe(true);

    // Every roll made, set-up and steps, is the key's stream read in order.
    const entries = await store().entries(id);
    const rolls = [
      ...(record?.setupRolls ?? []),
      ...entries.flatMap((e) => (e.kind === "act" ? e.rolls : [])),
    ];
    expect(rolls.length).toBeGreaterThan(5);
    const dice = new KeyedDice({ key: rng.key, n: 0 });
    expect(rolls.map((r) => dice.roll(r.sides, r.purpose))).toEqual(rolls.map((r) => r.value));
    expect(dice.state.n).toBe(rng.n);

    const read = [...pushed];
    for (const token of [links.owner, ...Object.values(links.seats)]) {
      const r = await get(`/api/t/${token}?log=1`);
      expect(r.json().dice).toBe("seeded");
      expect(r.json().diceChosen).toBeUndefined();
      read.push(r.body);
    }
    expect(pushed.length).toBeGreaterThan(10);
    for (const text of read) {
      expect(text).not.toContain(rng.key);
      expect(text).not.toMatch(/"seed"|"rng"|"key"/);
    }
  });

  for (const system of ["malta-convoy", "wings-over-malta"]) {
    it(`exports a live ${system} game without its key: the file replays, the next roll is not in it`, async () => {
      const { id, links } = await created({ system });
      await playSome(links, 3);
      const key = ((await store().game(id))?.snapshot.rng as KeyedState | undefined)?.key ?? "none";
      for (const token of [links.owner, ...Object.values(links.seats)]) {
        const r = await get(`/api/t/${token}/export`);
        expect(r.statusCode, r.body).toBe(200);
        expect(r.body).not.toContain(key);
        expect(r.json().dice).toEqual({ mode: "keyed" });
        const rules = rulesFor(system) as AnyRules;
        const m = parseLogFile(r.body, rulesFor) as AnyMatch;
        expect(m.state).toEqual((await store().game(id))?.snapshot.state);
        expect(m.rng).toBeNull();
        // Whatever step comes next, the file cannot roll it: a step that rolls asks for its dice.
        let asked = 0;
        for (const [seat, t] of Object.entries(links.seats)) {
          const now = (await get(`/api/t/${t}`)).json();
          for (const a of now.view.actions) {
            try {
              const next = play(rules, m, seat, rules.parseAction(a));
              expect(next.entries.at(-1)?.rolls).toEqual([]);
            } catch (e) {
              if (e instanceof NeedRoll) asked++;
            }
          }
        }
        // (Malta Convoy's next turns all roll but one; a campaign's next step may roll nothing.)
        if (system === "malta-convoy") expect(asked).toBeGreaterThan(0);
      }
    });
  }

  it("tells every seat when the creator chose the dice", async () => {
    const { links } = await created({
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: 5 },
    });
    for (const token of [links.owner, ...Object.values(links.seats)]) {
      expect((await get(`/api/t/${token}`)).json().diceChosen).toBe(true);
    }
  });

  it("gives an imported game dice of its own, after replaying the old log exactly", async () => {
    const convoy = maltaConvoy as AnyRules;
    let m = createMatch(convoy, {}, { mode: "seeded", seed: 9 }) as AnyMatch;
    for (let i = 0; i < 4; i++)
      m = play(convoy, m, "player", convoy.view(m.state, "player").actions[0]);
    const old = { ...toLogFile(m), formatVersion: 2 };
    const r = await post("/api/import", { log: old });
    expect(r.statusCode, r.body).toBe(201);
    const record = await store().game(r.json().id);
    expect(record?.snapshot.state).toEqual(m.state);
    expect(record?.dice).toEqual({ mode: "keyed" });
    expect(isKeyedState(record?.snapshot.rng)).toBe(true);
  });
});

describe("a link's powers", () => {
  it("come from how it was issued, never from a seat's name", async () => {
    const { id, links } = await created({ system: "hawks-over-malta", options: { scenario: 1 } });
    // A seat stored under the owner's name, as a game imported before such names were refused held.
    const named = newToken();
    await store()
      .db.insertInto("access")
      .values({ token_hash: hashToken(named), game_id: id, role: "owner", kind: "seat" })
      .execute();
    const opened = await get(`/api/t/${named}`);
    expect(opened.statusCode).toBe(403);
    const relink = await post(`/api/t/${named}/seats/axis/link`, {});
    expect(relink.statusCode).toBe(403);
    // The owner's link and the seats' are untouched.
    expect((await get(`/api/t/${links.owner}`)).json().role).toBe("owner");
    expect((await get(`/api/t/${links.seats.axis}`)).json().seat).toBe("axis");
  });

  it("refuses a game whose seat would take a reserved name", async () => {
    const r = await post("/api/games", {
      system: "knights-of-the-air",
      options: {
        players: [
          { id: "owner", name: "Owner", side: "allies" },
          { id: "p2", name: "Bert", side: "central" },
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().error).toMatch(/"owner" cannot be/);
  });
});
