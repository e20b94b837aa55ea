/**
 * The migration that ends 32-bit seeds for games still being played: each
 * goes on with a key of its own, its past rolls kept in its entries, so it
 * still plays, undoes and exports; a game that is over keeps its seed.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyRules } from "../engine/contract.js";
import { isKeyedState } from "../engine/keyed.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { maltaConvoy } from "../games/malta-convoy/rules.js";
import type { GameStore } from "./game-store.js";
import { rekeyLiveSeededGames } from "./migrations.js";
import { freshStore } from "./test-store.js";

let store: GameStore;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ store, cleanup } = await freshStore());
});
afterAll(async () => cleanup());

const convoy = maltaConvoy as AnyRules;

async function stored(seed: number, steps: number) {
  let m = createMatch(convoy, {}, { mode: "seeded", seed }) as Match<unknown, unknown, unknown>;
  for (let i = 0; i < steps; i++)
    m = play(convoy, m, "player", convoy.view(m.state, "player").actions[0]);
  const over = convoy.outcome(m.state) !== null;
  const { id } = await store.create({
    system: convoy.id,
    version: convoy.version,
    options: m.options,
    dice: m.dice,
    setupRolls: m.setupRolls,
    snapshot: { state: m.state, rng: m.rng },
    status: over ? "over" : "live",
    seats: ["player"],
    entries: m.log.map((e) => ({
      kind: "act" as const,
      ...(e as { seat: string; action: unknown; rolls: never[] }),
    })),
  });
  return { id, m };
}

describe("the keyed-dice migration", () => {
  it("gives every live seeded game a key of its own and leaves the rest", async () => {
    const live = await stored(3, 4);
    const other = await stored(4, 2);
    const manual = await store.create({
      system: convoy.id,
      version: convoy.version,
      options: {},
      dice: { mode: "manual" },
      setupRolls: [],
      snapshot: { state: live.m.state, rng: null },
      status: "live",
      seats: ["player"],
    });
    const done = await store.create({
      system: convoy.id,
      version: convoy.version,
      options: {},
      dice: { mode: "seeded", seed: 8 },
      setupRolls: [],
      snapshot: { state: live.m.state, rng: [1, 2, 3, 4] },
      status: "over",
      seats: ["player"],
    });
    expect(await rekeyLiveSeededGames(store.db as unknown as Kysely<unknown>)).toBe(2);
    const a = await store.game(live.id);
    const b = await store.game(other.id);
    expect(a?.dice).toEqual({ mode: "keyed" });
    expect(isKeyedState(a?.snapshot.rng)).toBe(true);
    expect(isKeyedState(b?.snapshot.rng)).toBe(true);
    expect((a?.snapshot.rng as { key: string } | undefined)?.key).not.toBe(
      (b?.snapshot.rng as { key: string } | undefined)?.key,
    );
    expect(a?.snapshot.state).toEqual(live.m.state);
    expect((await store.game(manual.id))?.dice).toEqual({ mode: "manual" });
    expect((await store.game(done.id))?.dice).toEqual({ mode: "seeded", seed: 8 });
    // The rekeyed game plays on from its key.
    const record = a as NonNullable<typeof a>;
    const m = {
      ...live.m,
      dice: record.dice,
      rng: record.snapshot.rng,
    } as Match<unknown, unknown, unknown>;
    const next = play(convoy, m, "player", convoy.view(m.state, "player").actions[1]);
    expect(isKeyedState(next.rng)).toBe(true);
    expect((next.rng as { n: number }).n).toBe(next.entries.at(-1)?.rolls.length);
  });
});
