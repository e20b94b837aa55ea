/**
 * Undo, export and import through the API: an undo never rewinds the dice and
 * replays from the nearest checkpoint; an exported log keeps its undos and
 * imports to the same game; a log that does not replay says which entry
 * failed and why; limits are refused with a clear message; a long import
 * lets other requests through while it replays.
 */
import { describe, expect, it } from "vitest";
import type { AnyRules } from "../engine/contract.js";
import { toLogFile } from "../engine/logfile.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { seedRng } from "../engine/rng.js";
import { maltaConvoy } from "../games/malta-convoy/rules.js";
import { randomStep } from "../games/wings-over-malta/random-play.js";
import { wingsOverMalta } from "../games/wings-over-malta/rules.js";
import type { CampaignState } from "../games/wings-over-malta/state.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get, unchanged } = apiOnFreshStore();
const wom = wingsOverMalta as AnyRules;
type AnyMatch = Match<unknown, unknown, unknown>;
/** As the API sends it: JSON, without undefined fields. */
const asJson = (x: unknown) => JSON.parse(JSON.stringify(x));

/** A campaign on a chosen seed, or (null) on dice typed in. */
async function campaign(seed: number | null) {
  const r = await post("/api/games", {
    system: "wings-over-malta",
    dice: seed === null ? { mode: "manual" } : { mode: "seeded", seed },
  });
  expect(r.statusCode).toBe(201);
  return r.json().links as { owner: string; seats: { axis: string; british: string } };
}

/** A seeded campaign of `steps` random steps, played here and checked by parsing as the server does. */
function localCampaign(seed: number, steps: number): AnyMatch[] {
  const rng = seedRng(seed + 1);
  let m = createMatch(wom, {}, { mode: "seeded", seed }) as AnyMatch;
  const states = [m];
  while (m.entries.length < steps && !wom.outcome(m.state)) {
    const { seat, action } = randomStep(m.state as CampaignState, rng);
    try {
      m = play(wom, m, seat, wom.parseAction(action));
    } catch {
      continue;
    }
    states.push(m);
  }
  return states;
}

describe(`undo, export and import (${process.env.DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  it("refuses to take back a Wings over Malta step that rolled Sortie's dice; stores nothing", async () => {
    const links = await campaign(31);
    const r0 = await post(`/api/t/${links.seats.axis}/actions`, {
      seq: 0,
      action: { type: "roll-mission" },
    });
    expect(r0.statusCode, r0.body).toBe(200);
    expect((await get(`/api/t/${links.seats.axis}?log=1`)).json().log[0].undoable).toBeUndefined();
    const refused = await unchanged(() => post(`/api/t/${links.seats.axis}/undo`, { seq: 1 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/cannot be taken back/);
  }, 60000);

  it("refuses to take back a Malta Convoy turn that rolled on Sortie's dice", async () => {
    const r = await post("/api/games", {
      system: "malta-convoy",
      dice: { mode: "seeded", seed: 4 },
    });
    const t = r.json().links.seats.player;
    await post(`/api/t/${t}/actions`, { seq: 0, action: { type: "turn", option: "evade" } });
    const refused = await unchanged(() => post(`/api/t/${t}/undo`, { seq: 1 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/cannot be taken back/);
  }, 60000);

  it("takes back step after step across checkpoints, each time to the state before", async () => {
    // Dice typed in from the table may be taken back (the players roll again anyway).
    const local = localCampaign(41, 40);
    const links = await campaign(null);
    const last = local[local.length - 1];
    for (const [i, e] of last.entries.entries()) {
      const token = links.seats[e.seat as "axis" | "british"];
      const rolls = e.rolls.map((r) => r.value);
      const r = await post(`/api/t/${token}/actions`, { seq: i, action: e.action, rolls });
      expect(r.statusCode, r.body).toBe(200);
    }
    let seq = last.entries.length;
    for (let k = 1; k <= 30; k++) {
      // The seat that took the step takes it back.
      const mover = last.entries[last.entries.length - k].seat as "axis" | "british";
      const r = await post(`/api/t/${links.seats[mover]}/undo`, { seq });
      expect(r.statusCode, r.body).toBe(200);
      seq = r.json().seq;
      expect(r.json().view.state).toEqual(
        asJson(wom.view(local[local.length - 1 - k].state, mover).state),
      );
    }
    // The log keeps every undo after the step it took back, and imports to the same game.
    const exported = (await get(`/api/t/${links.owner}/export`)).json();
    expect(exported.formatVersion).toBe(3);
    expect(exported.entries.filter((e: { undo?: true }) => e.undo === true)).toHaveLength(30);
    const imported = await post("/api/import", { log: exported });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = (await get(`/api/t/${imported.json().links.owner}`)).json();
    expect(copy.view.state).toEqual(asJson(wom.view(local[local.length - 31].state, null).state));
  }, 60000);

  it("names the entry of a log that does not replay, and why; stores nothing", async () => {
    const m = createMatch(maltaConvoy, {}, { mode: "seeded", seed: 3 }) as AnyMatch;
    let p = m;
    for (let i = 0; i < 8; i++)
      p = play(maltaConvoy as AnyRules, p, "player", { type: "turn", option: null });
    const log = toLogFile(p);
    const bad = structuredClone(log);
    bad.entries[2] = { seat: "player", action: { type: "turn", option: "smoke" }, rolls: [] };
    const r1 = await unchanged(() => post("/api/import", { log: bad }));
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error).toMatch(
      /^this Sortie log does not replay: entry 3 \(seat player\): unknown option "smoke"/,
    );
    const twisted = structuredClone(log);
    const rolled = twisted.entries.findIndex((e) => "rolls" in e && e.rolls.length > 0);
    const entry = twisted.entries[rolled] as { rolls: { value: number; sides: number }[] };
    entry.rolls[0].value = (entry.rolls[0].value % entry.rolls[0].sides) + 1;
    const r2 = await unchanged(() => post("/api/import", { log: twisted }));
    expect(r2.statusCode).toBe(400);
    expect(r2.json().error).toContain(
      `entry ${rolled + 1} (seat player, 'Play the turn'): the log's dice do not match: roll 1`,
    );
    const orphan = { ...structuredClone(log), entries: [{ seat: "player", undo: true }] };
    const r3 = await unchanged(() => post("/api/import", { log: orphan }));
    expect(r3.json().error).toMatch(
      /entry 1 \(seat player, 'undo'\): there is nothing to take back/,
    );
  }, 60000);

  it("refuses a log beyond the system's limits with a clear message", async () => {
    const m = createMatch(maltaConvoy, {}, { mode: "manual" }, [1, 1, 1, 1, 1, 1, 1, 1, 6]);
    const log = toLogFile(m as AnyMatch);
    const many = {
      ...log,
      entries: Array.from({ length: 1001 }, () => ({ seat: "player", undo: true })),
    };
    const r1 = await unchanged(() => post("/api/import", { log: many }));
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error).toMatch(
      /holds 1,001 entries; a game of Malta Convoy holds at most 1,000/,
    );
    const big = { ...log, options: { padding: "x".repeat(300 * 1024) } };
    const r2 = await unchanged(() => post("/api/import", { log: JSON.stringify(big) }));
    expect(r2.statusCode).toBe(400);
    expect(r2.json().error).toMatch(/a log of Malta Convoy may be at most 256 KB/);
    // Sent as JSON rather than as text, its size is read from the request.
    const r3 = await unchanged(() => post("/api/import", { log: big }));
    expect(r3.statusCode).toBe(400);
    expect(r3.json().error).toMatch(
      /this log is 30\d KB; a log of Malta Convoy may be at most 256 KB/,
    );
  }, 60000);

  it("answers other requests while a long log is imported", async () => {
    const other = await campaign(51);
    const local = localCampaign(52, 400);
    const log = toLogFile(local[local.length - 1]);
    let imported = false;
    const importing = post("/api/import", { log }).then((r) => {
      expect(r.statusCode, r.body).toBe(201);
      imported = true;
    });
    // Views of another game, one after another, while the import runs: the replay lets them through.
    let answered = 0;
    while (!imported) {
      // A request comes in through the event loop, as from a socket.
      await new Promise((resolve) => setImmediate(resolve));
      const r = await get(`/api/t/${other.seats.axis}`);
      expect(r.statusCode).toBe(200);
      if (!imported) answered++;
    }
    await importing;
    expect(answered).toBeGreaterThanOrEqual(5);
  }, 60000);
});
